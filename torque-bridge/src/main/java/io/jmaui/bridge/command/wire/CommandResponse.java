package io.jmaui.bridge.command.wire;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The daemon's answer: an {@link ExitCode} number, a message for stderr when it is not OK, the
 * command's view (the record the client renders as Maui's text or prints as JSON), and warnings
 * about the daemon itself the client prints on stderr whatever the view (its state is not being
 * saved, so what it shows is stale).
 */
public record CommandResponse(int status, String message, JsonNode view, List<String> warnings) {

    public CommandResponse {
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    public static CommandResponse ok(JsonNode view) {
        return new CommandResponse(ExitCode.OK.code(), null, view, List.of());
    }

    public static CommandResponse error(ExitCode code, String message) {
        return new CommandResponse(code.code(), message, null, List.of());
    }
}
