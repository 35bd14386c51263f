package io.jmaui.bridge.daemon;

import java.lang.management.ManagementFactory;
import java.util.function.Supplier;
import javax.management.ObjectName;

/**
 * Waits until the JIT has no compilation queued or under way, as the {@code Compiler.queue}
 * diagnostic command ({@code jcmd PID Compiler.queue}) shows it. JDK 17's dynamic class archive
 * copies each method's "queued for compilation" mark as it is at the dump (JDK-8306460, fixed in
 * 21): a method queued then is never compiled in any JVM that maps the archive, and runs
 * interpreted for good. Written right after the daemon's first iteration, when the JIT is busiest,
 * the archive had the status-reply decoder interpreted in every later start (bin/scale-bench:
 * decode 434-537 ms a poll of 100,000 jobs against 60 without the archive).
 */
final class QuietJit {

    /** Quiet looks in a row before the JIT counts as quiet: a look itself has a few JMX methods compiled. */
    static final int LOOKS = 3;

    private QuietJit() {
    }

    /**
     * Looks every {@code pauseMillis} until {@link #LOOKS} looks in a row find the JIT quiet;
     * false when {@code deadlineMillis} passes first.
     */
    static boolean await(Supplier<String> queue, long pauseMillis, long deadlineMillis) throws InterruptedException {
        long end = System.nanoTime() + deadlineMillis * 1_000_000;
        int inRow = 0;
        while (System.nanoTime() < end) {
            inRow = quiet(queue.get()) ? inRow + 1 : 0;
            if (inRow == LOOKS) {
                return true;
            }
            Thread.sleep(pauseMillis);
        }
        return false;
    }

    /**
     * Whether the command's text names no method: it lists each compile under way ("Current
     * compiles:") and each queued one ("C1 compile queue:", "C2 compile queue:", else "Empty") as
     * a line with the method's {@code Class::name}.
     */
    static boolean quiet(String compilerQueue) {
        return compilerQueue.contains("compile queue") && !compilerQueue.contains("::");
    }

    /** This JVM's {@code Compiler.queue} text. */
    static String read() {
        try {
            return String.valueOf(ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerQueue",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()}));
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the JIT's queue: " + e, e);
        }
    }
}
