package io.jmaui.bridge.command.wire;

/**
 * The one exit-code table of the Maui commands, also the status of a {@link CommandResponse}:
 * the daemon's refusal is the client's exit code.
 */
public enum ExitCode {
    /** The command did what was asked. */
    OK(0),
    /** Refused (not allowed, bad key) or not found (no such job, node, reservation). */
    REFUSED(1),
    /** A usage or config error: bad options, a value that does not parse. */
    USAGE(2),
    /** The daemon (or pbs_server behind it) cannot be reached. */
    UNREACHABLE(3),
    /** A bug: logged with its stack trace on the side that hit it. */
    INTERNAL(4);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    public static ExitCode fromCode(int code) {
        for (ExitCode c : values()) {
            if (c.code == code) {
                return c;
            }
        }
        return INTERNAL;
    }
}
