package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The class archive waits for these: a JIT with a compile under way or queued is not quiet, and
 * quiet counts only after {@link QuietJit#LOOKS} looks in a row. The texts are JDK 17's
 * {@code Compiler.queue}, as {@code jcmd PID Compiler.queue} prints them.
 */
class QuietJitTest {

    static final String COMPILING = """
            Current compiles:\s
            C1 CompilerThread0   480       3       javax.management.StandardMBean::equal (23 bytes)

            C1 compile queue:
            Empty

            C2 compile queue:
            Empty

            """;

    static final String QUEUED = """
            Current compiles:\s

            C1 compile queue:
            Empty

            C2 compile queue:
             5123       4       io.jmaui.pbs.codec.BatchReplyDecoder::readStatusObject (412 bytes)

            """;

    static final String QUIET = """
            Current compiles:\s

            C1 compile queue:
            Empty

            C2 compile queue:
            Empty

            """;

    @Test
    void aCompileUnderWayOrQueuedIsNotQuiet() {
        assertFalse(QuietJit.quiet(COMPILING));
        assertFalse(QuietJit.quiet(QUEUED));
        assertTrue(QuietJit.quiet(QUIET));
    }

    @Test
    void aTextThatIsNoCompilerQueueIsNotQuiet() {
        assertFalse(QuietJit.quiet(""));
        assertFalse(QuietJit.quiet("Unknown diagnostic command"));
    }

    @Test
    void thisJvmsQueueReadsAsACompilerQueue() {
        String text = QuietJit.read();
        assertTrue(text.contains("C2 compile queue"), text);
    }

    @Test
    void quietIsThreeQuietLooksInARow() throws Exception {
        Iterator<String> looks = List.of(QUIET, QUIET, QUEUED, QUIET, COMPILING, QUIET, QUIET, QUIET, QUEUED).iterator();
        AtomicInteger asked = new AtomicInteger();
        assertTrue(QuietJit.await(() -> {
            asked.incrementAndGet();
            return looks.next();
        }, 0, 60_000));
        assertEquals(8, asked.get(), "the first three quiet looks in a row are the 6th to 8th");
    }

    @Test
    void aJitNeverQuietWithinTheDeadlineIsNotWaitedForLonger() throws Exception {
        long t0 = System.nanoTime();
        assertFalse(QuietJit.await(() -> QUEUED, 5, 200));
        assertTrue(System.nanoTime() - t0 < 10_000_000_000L);
    }
}
