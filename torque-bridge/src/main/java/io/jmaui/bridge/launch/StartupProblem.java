package io.jmaui.bridge.launch;

import io.jmaui.bridge.daemon.DaemonSettings;
import java.net.BindException;

/** A start-up failure as one line an admin can act on: which port, who holds it, what to do. */
final class StartupProblem {

    private StartupProblem() {
    }

    /** The daemon did not start (the scheduler port, the checkpoint, ...). */
    static String describe(Throwable e, DaemonSettings s) {
        if (bind(e) != null) {
            return "cannot listen on the scheduler port " + s.schedulerPort() + " (where pbs_server pokes the "
                    + "scheduler; RMCFG[...] EPORT= moves it): " + inUse(s.schedulerPort(), bind(e))
                    + "; jmaui replaces pbs_sched and Maui: stop those first";
        }
        return "cannot start: " + message(e);
    }

    /** A listener other than the scheduler port did not start (SERVERPORT's TLS listener, METRICSPORT). */
    static String describe(Throwable e, int port) {
        if (bind(e) != null) {
            return "port " + port + ": " + inUse(port, bind(e));
        }
        return message(e);
    }

    private static String inUse(int port, BindException e) {
        String what = e.getMessage() == null ? "cannot bind" : e.getMessage().toLowerCase(java.util.Locale.ROOT);
        return what + PortHolder.of(port).map(h -> " (held by " + h + ")").orElse("");
    }

    private static BindException bind(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BindException b) {
                return b;
            }
            if (t.getMessage() != null && t.getMessage().contains("Address already in use")) {
                return new BindException("address already in use");
            }
        }
        return null;
    }

    private static String message(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return e.getMessage() == null ? root.getMessage() : e.getMessage();
    }
}
