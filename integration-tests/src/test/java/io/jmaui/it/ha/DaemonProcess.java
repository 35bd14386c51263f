package io.jmaui.it.ha;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code maui} daemon in a JVM of its own, as an admin runs it ({@code MauiDaemon --config
 * maui.cfg --socket HOME/maui.sock --foreground}), so a test can kill it with SIGKILL, stop it with SIGSTOP and resume it.
 * Its log goes to a file. Each daemon gets its own {@code user.name}, which its PbsClient puts in
 * every request header: the emulated pbs_server's request log then says which daemon sent what.
 */
final class DaemonProcess implements AutoCloseable {

    final String user;
    final Path log;
    private final Process process;

    private DaemonProcess(String user, Path log, Process process) {
        this.user = user;
        this.log = log;
        this.process = process;
    }

    static DaemonProcess start(String user, Path config, Path logDir) throws IOException {
        Path log = logDir.resolve(user + ".log");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx192m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xss512k", "-Duser.name=" + user,
                "-cp", System.getProperty("java.class.path"), "io.jmaui.bridge.launch.MauiDaemon",
                "--config", config.toString(), "--socket", config.resolveSibling("maui.sock").toString(),
                "--foreground", "--auth", "none"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new DaemonProcess(user, log, p);
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** SIGKILL: no shutdown hook, no last checkpoint, the lease not released. */
    void kill9() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** SIGTERM: the daemon writes its checkpoint and releases the lease. */
    int stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        return process.exitValue();
    }

    /** SIGSTOP: every thread stops where it is, the lease's lock stays held. */
    void pause() throws IOException, InterruptedException {
        signal("-STOP");
    }

    /** SIGCONT. */
    void resume() throws IOException, InterruptedException {
        signal("-CONT");
    }

    private void signal(String sig) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", sig, Long.toString(pid())).inheritIO().start();
        if (kill.waitFor() != 0) {
            throw new IOException("kill " + sig + " " + pid() + " failed");
        }
    }

    /**
     * Waits until the process has used less than 50 ms of CPU in a second (its JVM start-up, class
     * loading, JIT and warm-ups done), at most {@code timeout}; returns whether it got there. Read
     * from {@code /proc/PID/stat} (utime + stime, in clock ticks of 10 ms).
     */
    boolean awaitQuiet(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        long before = cpuTicks();
        while (System.nanoTime() < end && alive()) {
            Thread.sleep(1000);
            long now = cpuTicks();
            if (now >= 0 && now - before < 5) {
                return true;
            }
            before = now;
        }
        return false;
    }

    private long cpuTicks() {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid()), "stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]); // fields 14 and 15: utime, stime
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    String logText() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** Waits for a log line matching {@code regex}; returns the match, or null after {@code timeout}. */
    Matcher awaitLog(String regex, Duration timeout) throws InterruptedException {
        Pattern p = Pattern.compile(regex);
        long end = System.nanoTime() + timeout.toNanos();
        do {
            Matcher m = p.matcher(logText());
            if (m.find()) {
                return m;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < end && (alive() || p.matcher(logText()).find()));
        Matcher m = p.matcher(logText());
        return m.find() ? m : null;
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            resume0();
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private void resume0() {
        try {
            resume();
        } catch (IOException | InterruptedException ignored) {
            // killed next anyway
        }
    }
}
