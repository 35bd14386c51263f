package io.jmaui.bridge.command.wire;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The daemon's answer: an {@link ExitCode} number, a message for stderr when it is not OK, and
 * the command's view (the record the client renders as Maui's text or prints as JSON).
 */
public record CommandResponse(int status, String message, JsonNode view) {

    public static CommandResponse ok(JsonNode view) {
        return new CommandResponse(ExitCode.OK.code(), null, view);
    }

    public static CommandResponse error(ExitCode code, String message) {
        return new CommandResponse(code.code(), message, null);
    }
}
