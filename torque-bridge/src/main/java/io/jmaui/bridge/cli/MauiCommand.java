package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.bridge.command.wire.ExitCode;
import io.jmaui.bridge.command.wire.WireJson;
import io.jmaui.bridge.view.MessageView;
import io.jmaui.bridge.view.TextFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;

/**
 * What every Maui command does: build the request from its options, send it, and print the
 * answer's view as Maui's text or, with {@code --json}, as the JSON record. Diagnostics go to
 * stderr; the exit code comes from {@link ExitCode}.
 */
abstract class MauiCommand implements Callable<Integer> {

    @Mixin
    ClientOptions client;

    final CliContext ctx;

    MauiCommand(CliContext ctx) {
        this.ctx = ctx;
    }

    /** The request for the daemon. */
    abstract CommandRequest request();

    /** Prints the view as Maui's text; the default prints a {@link MessageView}. */
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        MessageView m = WireJson.MAPPER.treeToValue(view, MessageView.class);
        m.lines().forEach(ctx.out()::println);
        m.warnings().forEach(w -> ctx.err().println("warning: " + w));
    }

    @Override
    public Integer call() throws Exception {
        CommandResponse resp;
        try {
            resp = new Connector(client, ctx).send(request());
        } catch (UnreachableException e) {
            ctx.err().println(name() + ": " + e.getMessage());
            return e.refused() ? ExitCode.REFUSED.code() : ExitCode.UNREACHABLE.code();
        } catch (Connector.ConfigProblem e) {
            ctx.err().println(name() + ": " + e.getMessage());
            return ExitCode.USAGE.code();
        }
        if (resp.status() != ExitCode.OK.code()) {
            ctx.err().println(resp.message().startsWith(name()) ? resp.message() : name() + ": " + resp.message());
            return ExitCode.fromCode(resp.status()).code();
        }
        resp.warnings().forEach(w -> ctx.err().println(name() + ": warning: " + w));
        if (client.json) {
            ctx.out().println(WireJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(resp.view()));
        } else {
            render(resp.view(), new TextFormat(ctx.zone()));
        }
        ctx.out().flush();
        return ExitCode.OK.code();
    }

    String name() {
        return getClass().getAnnotation(picocli.CommandLine.Command.class).name();
    }

    /** A request with the given flags set (those that are true) and operands. */
    CommandRequest req(Map<String, Object> options, List<String> args) {
        Map<String, String> o = new LinkedHashMap<>();
        options.forEach((k, v) -> {
            if (v instanceof Boolean b) {
                if (b) {
                    o.put(k, "");
                }
            } else if (v != null) {
                o.put(k, v.toString());
            }
        });
        return CommandRequest.of(name(), o, args == null ? List.of() : args);
    }

    /** Options as name, value pairs; a null value or a false flag is left out. */
    static Map<String, Object> opts(Object... nameValue) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < nameValue.length; i += 2) {
            m.put((String) nameValue[i], nameValue[i + 1]);
        }
        return m;
    }

    static <T> T as(JsonNode view, Class<T> type) throws JsonProcessingException {
        return WireJson.MAPPER.treeToValue(view, type);
    }
}
