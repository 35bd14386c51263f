package io.jmaui.dist;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A launcher from bin/ run as an admin would run it: a fresh process with only PATH, HOME and the
 * session's XDG_RUNTIME_DIR in its environment (no JMAUI_SOCKET, no MAUIHOMEDIR), output to a file.
 */
final class Launched implements AutoCloseable {

    record Result(int exit, String out) {
    }

    private final Process process;
    private final Path log;

    private Launched(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    static Map<String, String> session(Path runtimeDir) {
        return Map.of("PATH", System.getenv("PATH"), "HOME", System.getProperty("user.home"),
                "XDG_RUNTIME_DIR", runtimeDir.toString());
    }

    static Launched start(Map<String, String> env, Path log, Path cmd, String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of(cmd.toString()));
        all.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(all).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        return new Launched(pb.start(), log);
    }

    /** Runs a command to its end (at most 60 s). */
    static Result run(Map<String, String> env, Path dir, Path cmd, String... args) throws Exception {
        Path out = Files.createTempFile(dir, "cmd", ".out");
        try (Launched l = start(env, out, cmd, args)) {
            if (!l.process.waitFor(60, TimeUnit.SECONDS)) {
                throw new AssertionError(cmd + " did not finish in 60 s");
            }
            return new Result(l.process.exitValue(), l.output());
        }
    }

    String output() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Sends a signal by name (HUP, INT, TERM), as kill(1) does. */
    void signal(String name) throws Exception {
        new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).inheritIO().start().waitFor();
    }

    /** Waits for output containing {@code text}, up to {@code seconds}. */
    String await(String text, int seconds) throws Exception {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < deadline) {
            String out = output();
            if (out.contains(text)) {
                return out;
            }
            if (!process.isAlive()) {
                throw new AssertionError("exited " + process.exitValue() + " before printing \"" + text + "\":\n" + out);
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no \"" + text + "\" in " + seconds + " s:\n" + output());
    }

    int waitFor(int seconds) throws Exception {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            throw new AssertionError("still running after " + seconds + " s:\n" + output());
        }
        return process.exitValue();
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }
}
