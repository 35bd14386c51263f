package io.jmaui.pbs.auth;

import java.util.Locale;

/**
 * The source ports a privileged connection is bound to (wire doc §4.3): 1023 downwards to 512,
 * cycling, so consecutive connections do not collide with their predecessors in TIME_WAIT. Also
 * classifies bind/connect failures: "in use" means try the next port, "permission denied" means
 * this process may not bind below 1024 at all. Not thread-safe: one per client, used on its loop.
 */
final class PrivilegedPorts {

    static final int HIGHEST = 1023;
    static final int LOWEST = 512;
    /** How many ports one connection attempt tries before giving up. */
    static final int ATTEMPTS = 32;

    private int next = HIGHEST;

    int next() {
        int port = next;
        next = port == LOWEST ? HIGHEST : port - 1;
        return port;
    }

    /** The port is taken (EADDRINUSE) or its 4-tuple is still in TIME_WAIT (EADDRNOTAVAIL). */
    static boolean portBusy(Throwable t) {
        return messageContains(t, "address already in use", "cannot assign requested address");
    }

    /** Binding below 1024 is not allowed for this process (EACCES/EPERM). */
    static boolean notPermitted(Throwable t) {
        return messageContains(t, "permission denied", "operation not permitted");
    }

    private static boolean messageContains(Throwable t, String... needles) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            String m = c.getMessage() == null ? "" : c.getMessage().toLowerCase(Locale.ROOT);
            for (String needle : needles) {
                if (m.contains(needle)) {
                    return true;
                }
            }
        }
        return false;
    }
}
