package io.jmaui.it.daemon;

import io.jmaui.it.emulator.EmulatedPbsServer;
import java.util.function.Predicate;

/**
 * A job's qstat comment once the daemon has written it: comments go out as ModifyJob requests
 * after the iteration, without waiting for the replies, so a test reads them when they arrive.
 */
public final class Comments {

    private Comments() {
    }

    /** The job's comment once {@code done} holds for it, or what it is after 10 s. */
    public static String await(EmulatedPbsServer server, String job, Predicate<String> done) {
        long until = System.nanoTime() + 10_000_000_000L;
        String c = server.job(job).get("comment");
        while (!(c != null && done.test(c)) && System.nanoTime() < until) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return c;
            }
            c = server.job(job).get("comment");
        }
        return c;
    }

    /** The job's comment once it reads {@code expected}, or what it is after 10 s. */
    public static String await(EmulatedPbsServer server, String job, String expected) {
        return await(server, job, expected::equals);
    }
}
