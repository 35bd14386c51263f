package io.jmaui.bridge.command.wire;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One command as a client sends it: the Maui command name, its options (flag name without dashes
 * to value, {@code ""} for a flag without one) and its operands.
 *
 * @param user  over TLS, who the caller says it is: proven when the MAC is made with that user's
 *              own CLIENTCFG CSKEY; over the Unix socket ignored, the socket's peer uid decides
 * @param time  epoch seconds the request was made (TLS; refused outside the daemon's window)
 * @param nonce 32 random hex digits, never used twice (TLS; the daemon refuses a nonce it has seen)
 * @param mac   hex HMAC-SHA256 of {@link #signedText()} keyed with CSKEY (TLS), else null
 */
public record CommandRequest(String command, Map<String, String> options, List<String> args, String user, long time,
                             String nonce, String mac) {

    public CommandRequest {
        options = options == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(options));
        args = args == null ? List.of() : List.copyOf(args);
    }

    public static CommandRequest of(String command, Map<String, String> options, List<String> args) {
        return new CommandRequest(command, options, args, null, 0, null, null);
    }

    /** The request without who, when and the MAC: what the answer depends on. */
    public CommandRequest unsigned() {
        return new CommandRequest(command, options, args, null, 0, null, null);
    }

    public boolean has(String option) {
        return options.containsKey(option);
    }

    public String option(String name) {
        return options.get(name);
    }

    /**
     * The text the MAC covers: every field but the MAC, in a fixed order, each string prefixed
     * with its length so that no two different requests give the same text.
     */
    public String signedText() {
        StringBuilder b = new StringBuilder();
        field(b, command);
        field(b, user);
        field(b, Long.toString(time));
        field(b, nonce);
        b.append(options.size()).append('o');
        options.forEach((k, v) -> {
            field(b, k);
            field(b, v);
        });
        b.append(args.size()).append('a');
        args.forEach(a -> field(b, a));
        return b.toString();
    }

    private static void field(StringBuilder b, String s) {
        String v = String.valueOf(s);
        b.append(v.length()).append(':').append(v);
    }

    /** This request as {@code asUser} sends it at {@code at}, with a fresh nonce, signed with {@code key}. */
    public CommandRequest signed(String asUser, long at, String key) {
        return signed(asUser, at, newNonce(), key);
    }

    public CommandRequest signed(String asUser, long at, String withNonce, String key) {
        CommandRequest unsigned = new CommandRequest(command, options, args, asUser, at, withNonce, null);
        return new CommandRequest(command, options, args, asUser, at, withNonce,
                RequestMac.of(key, unsigned.signedText()));
    }

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    /** 128 random bits as 32 hex digits. */
    public static String newNonce() {
        byte[] b = new byte[16];
        RANDOM.nextBytes(b);
        return java.util.HexFormat.of().formatHex(b);
    }
}
