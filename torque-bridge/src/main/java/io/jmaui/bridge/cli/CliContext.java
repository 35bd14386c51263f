package io.jmaui.bridge.cli;

import java.io.PrintWriter;
import java.time.ZoneId;
import java.util.Map;

/**
 * What a command run gets from outside, passed in rather than read from globals: where to print,
 * which zone to show times in, who is running it (named over TLS) and the environment
 * ({@code MAUIHOMEDIR}, {@code JMAUI_SOCKET}, {@code JMAUI_CSKEY}).
 */
public record CliContext(PrintWriter out, PrintWriter err, ZoneId zone, String userName, Map<String, String> env) {

    public CliContext {
        env = Map.copyOf(env);
    }

    /** The real process: stdout, stderr, the system zone, user.name and the environment. */
    public static CliContext system() {
        return new CliContext(new PrintWriter(System.out, true), new PrintWriter(System.err, true),
                ZoneId.systemDefault(), System.getProperty("user.name"), System.getenv());
    }
}
