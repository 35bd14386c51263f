package io.jmaui.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's first lines, as a new admin runs them: {@code bin/maui --demo} in one terminal;
 * {@code bin/showq}, {@code bin/checkjob}, {@code bin/showbf} in a second, with no environment
 * variable of jmaui's; Ctrl-C stops the demo and leaves nothing behind.
 */
class DemoEndToEndIT {

    private static final Pattern STATE = Pattern.compile("removes its state \\((\\S+)\\)");
    /** A job waiting in the queue: it is still there a moment later, whether it starts meanwhile or not. */
    private static final Pattern IDLE = Pattern.compile("(?m)^(\\d+\\.demo)\\s+\\S+\\s+Idle");

    @TempDir
    Path tmp;

    @Test
    void theDemoStaysUpAndTheCommandsFindIt() throws Exception {
        Path repo = Path.of(System.getProperty("jmaui.repo.dir", "../.."));
        Path run = Files.createDirectory(tmp.resolve("run"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        Map<String, String> env = Launched.session(run);
        try (Launched demo = Launched.start(env, tmp.resolve("demo.out"), repo.resolve("bin/maui"), "--demo",
                "--speed", "5")) {
            String intro = demo.await("Ctrl-C stops it", 90);
            Matcher m = STATE.matcher(intro);
            assertTrue(m.find(), intro);
            Path state = Path.of(m.group(1));
            assertTrue(Files.isDirectory(state));

            // a job seen by showq may finish before checkjob's JVM is up: ask again about a newer one
            Launched.Result showq = null;
            Launched.Result checkjob = null;
            for (int i = 0; i < 100 && (checkjob == null || checkjob.exit() != 0); i++) {
                showq = Launched.run(env, tmp, repo.resolve("bin/showq"));
                Matcher job = IDLE.matcher(showq.out());
                if (job.find()) {
                    checkjob = Launched.run(env, tmp, repo.resolve("bin/checkjob"), "-v", job.group(1));
                } else {
                    Thread.sleep(300);
                }
            }
            assertEquals(0, showq.exit(), showq.out());
            assertTrue(showq.out().startsWith("ACTIVE JOBS"), showq.out());
            assertEquals(0, checkjob.exit(), checkjob.out());
            assertTrue(checkjob.out().contains("State: "), checkjob.out());
            Launched.Result showbf = Launched.run(env, tmp, repo.resolve("bin/showbf"));
            assertEquals(0, showbf.exit(), showbf.out());
            assertTrue(showbf.out().contains("backfill window"), showbf.out());

            demo.signal("INT");
            demo.waitFor(60);
            assertFalse(Files.exists(state), "the demo removes its state directory");
            assertFalse(Files.exists(run.resolve("jmaui/maui.sock")), "and its socket");
        }
    }
}
