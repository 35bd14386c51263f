package io.jmaui.bridge.command.wire;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One command as a client sends it: the Maui command name, its options (flag name without dashes
 * to value, {@code ""} for a flag without one) and its operands.
 *
 * @param user over TCP, who the caller says it is (trusted because the MAC proves the key); over
 *             the Unix socket ignored, the socket's peer uid decides
 * @param time epoch seconds the request was made (TCP; a MAC older than five minutes is refused)
 * @param mac  hex HMAC-SHA256 of {@link #signedText()} keyed with CSKEY (TCP), else null
 */
public record CommandRequest(String command, Map<String, String> options, List<String> args, String user, long time,
                             String mac) {

    public CommandRequest {
        options = options == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(options));
        args = args == null ? List.of() : List.copyOf(args);
    }

    public static CommandRequest of(String command, Map<String, String> options, List<String> args) {
        return new CommandRequest(command, options, args, null, 0, null);
    }

    public boolean has(String option) {
        return options.containsKey(option);
    }

    public String option(String name) {
        return options.get(name);
    }

    /** The text the MAC covers: every field but the MAC, in a fixed order, NUL-separated. */
    public String signedText() {
        StringBuilder b = new StringBuilder();
        b.append(command).append('\0').append(user).append('\0').append(time);
        options.forEach((k, v) -> b.append('\0').append(k).append('=').append(v));
        b.append('\0').append('\0');
        args.forEach(a -> b.append(a).append('\0'));
        return b.toString();
    }

    public CommandRequest signed(String asUser, long at, String key) {
        CommandRequest unsigned = new CommandRequest(command, options, args, asUser, at, null);
        return new CommandRequest(command, options, args, asUser, at, RequestMac.of(key, unsigned.signedText()));
    }
}
