package io.jmaui.it.daemon;

import org.junit.jupiter.api.BeforeEach;

/**
 * End-to-end tests on two 4-proc nodes, driven one iteration at a time: the daemon starts at the
 * first {@link #iterate()} and so sees everything submitted before it.
 */
abstract class TwoNodeEndToEnd extends DaemonEndToEnd {

    @BeforeEach
    void twoNodes() {
        server = newServer().node("node001", 4).node("node002", 4);
        server.start(0);
    }

    /** One iteration: the daemon's first when it is not running yet (it then sees what was submitted before). */
    void iterate() {
        if (daemon == null) {
            daemon = daemonIn(home, server.port());
            daemon.loop().state(); // waits for the first iteration, which the start queued
        } else {
            daemon.loop().iterateNow();
        }
    }

    /** The clock moves on, pbs_server ends the jobs due, and one iteration. */
    void runFor(long seconds) {
        clock.advance(seconds);
        server.settle();
        iterate();
    }
}
