package io.jmaui.bridge.launch;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * SIGHUP reconfigures, as daemons do, instead of stopping the JVM (its default). Uses the JDK's
 * {@code sun.misc.Signal}, the one supported way to catch a signal in Java.
 */
final class Signals {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private Signals() {
    }

    static void onHangup(Runnable action) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("HUP"), sig -> {
                LOG.info("event=sighup action=reconfig");
                action.run();
            });
        } catch (IllegalArgumentException e) {
            LOG.warn("event=sighup_unavailable reason=\"{}\"", e.getMessage());
        }
    }
}
