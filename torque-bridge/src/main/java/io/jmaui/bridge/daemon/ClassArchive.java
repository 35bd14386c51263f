package io.jmaui.bridge.daemon;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.management.ObjectName;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon's class-data sharing archive, written once by the daemon itself: where the launcher
 * found no archive for this java and this jar (bin/.jmaui-java), it starts the JVM recording what
 * a dump needs ({@code -XX:+RecordDynamicDumpInfo}) and names the file in {@value #PROPERTY}; after
 * the first iteration, when the warm-ups, the first poll and the core have loaded the daemon's
 * classes and spun its lambdas, a thread of its own waits until the JIT is quiet ({@link QuietJit}:
 * JDK 17 archives a method queued for compilation as never to be compiled again) and has the JVM
 * write them to that file (the {@code VM.cds dynamic_dump} diagnostic command, what
 * {@code jcmd PID VM.cds dynamic_dump} runs), under a temporary name first, so that a daemon
 * started meanwhile never maps half a file. Every
 * later start maps them parsed, verified and linked (README, Choices: the daemon's JVM). A daemon
 * never exits on its own, so the archive cannot wait for an exit as bin/maui-simulate's does.
 */
public final class ClassArchive {

    /** The system property naming the archive to write; unset, nothing is written. */
    public static final String PROPERTY = "jmaui.cds.archive";

    /** Set by bin/.jmaui-java when the JVM writes its archive as it exits ({@code -XX:ArchiveClassesAtExit}). */
    public static final String AT_EXIT = "jmaui.cds.exit";

    /** How long a JVM that writes its archive at exit waits for a quiet JIT first. */
    static final long EXIT_DEADLINE_MILLIS = 60_000;

    /** How long the archive waits for a quiet JIT before this start writes none (the next start tries again). */
    static final long QUIET_DEADLINE_MILLIS = 600_000;

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private ClassArchive() {
    }

    /**
     * When {@value #PROPERTY} names a file, writes the archive there once {@code loop}'s first
     * iteration has ended and the JIT is quiet; completes with whether it is in place (at once with
     * false when none is asked).
     */
    public static CompletableFuture<Boolean> afterFirstIteration(SchedulingLoop loop) {
        String file = System.getProperty(PROPERTY);
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        if (file == null || file.isBlank()) {
            done.complete(false);
            return done;
        }
        AtomicBoolean once = new AtomicBoolean();
        loop.watch(r -> {
            if (once.compareAndSet(false, true)) {
                DaemonThreads.background("class-archive", () -> done.complete(whenQuiet(Path.of(file))));
            }
        });
        return done;
    }

    /**
     * When this JVM writes its archive as it exits ({@value #AT_EXIT}, bin/maui-simulate's first
     * run), waits for a quiet JIT first: the dump at exit copies the queued-for-compilation marks
     * too, and a short simulation ends with its hottest methods still queued (four archives of
     * HPC2N's: one to four of its methods, such as {@code NodeTimelines.holdLater}, never compiled
     * in the runs that mapped them). At most {@link #EXIT_DEADLINE_MILLIS}, once per build.
     */
    public static void beforeExitDump() {
        if (Boolean.getBoolean(AT_EXIT)) {
            quietWithin(EXIT_DEADLINE_MILLIS);
        }
    }

    /**
     * Writes the archive to {@code archive} once the JIT has nothing queued or under way; none
     * (false) when it is not quiet within {@link #QUIET_DEADLINE_MILLIS}. A method queued between
     * the last look and the dump's safepoint is still archived unusable; with the daemon's hot
     * code compiled by then, such a method is one that runs rarely.
     */
    static boolean whenQuiet(Path archive) {
        if (!quietWithin(QUIET_DEADLINE_MILLIS)) {
            if (!Thread.currentThread().isInterrupted()) {
                LOG.warn("event=class_archive_skipped file={} reason=\"the JIT was not quiet for {} s\"", archive,
                        QUIET_DEADLINE_MILLIS / 1000);
            }
            return false;
        }
        return write(archive);
    }

    /**
     * Waits up to {@code deadlineMillis} for a quiet JIT ({@link QuietJit}); true when it is, or
     * when this JVM has no {@code Compiler.queue} to read (the dump then says whether it can be
     * written); false when the deadline passed or the thread was interrupted (the mark kept).
     */
    private static boolean quietWithin(long deadlineMillis) {
        try {
            return QuietJit.await(QuietJit::read, 100, deadlineMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (IllegalStateException e) {
            LOG.debug("event=class_archive_unchecked reason=\"{}\"", e.getMessage());
            return true;
        }
    }

    /** Writes the archive to {@code archive}; true when it is in place. Logs {@code event=class_archive}. */
    static boolean write(Path archive) {
        Path partial = archive.resolveSibling(archive.getFileName() + ".partial-" + ProcessHandle.current().pid());
        long t0 = System.nanoTime();
        try {
            Object said = ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "vmCds",
                    new Object[] {new String[] {"dynamic_dump", partial.toString()}},
                    new String[] {String[].class.getName()});
            if (!Files.isRegularFile(partial) || Files.size(partial) == 0) {
                throw new IllegalStateException(String.valueOf(said).strip().replace('\n', ' '));
            }
            Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            LOG.info("event=class_archive file={} bytes={} ms={}", archive, Files.size(archive),
                    (System.nanoTime() - t0) / 1_000_000);
            return true;
        } catch (Exception e) { // an archive is an optimisation: the daemon runs on without one
            LOG.warn("event=class_archive_failed file={} reason=\"{}\"", archive, e.toString().replace('"', '\''));
            try {
                Files.deleteIfExists(partial);
            } catch (java.io.IOException ignored) {
                // nothing left to do: a later start writes another
            }
            return false;
        }
    }
}
