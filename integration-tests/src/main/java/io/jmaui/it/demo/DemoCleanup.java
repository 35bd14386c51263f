package io.jmaui.it.demo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * Takes the demo apart once, whichever comes first: the workload ending ({@code --once}) or
 * Ctrl-C (the shutdown hook). Closes what was started in reverse order, then deletes the state
 * directory (checkpoint, ledger, statistics), so nothing is left behind.
 */
final class DemoCleanup implements Runnable {

    private final Path state;
    private final Deque<AutoCloseable> started = new ArrayDeque<>();
    private final AtomicBoolean done = new AtomicBoolean();

    DemoCleanup(Path state) {
        this.state = state;
    }

    synchronized <T extends AutoCloseable> T add(T part) {
        started.push(part);
        return part;
    }

    @Override
    public void run() {
        if (!done.compareAndSet(false, true)) {
            return;
        }
        synchronized (this) {
            while (!started.isEmpty()) {
                try {
                    started.pop().close();
                } catch (Exception e) {
                    System.err.println("maui --demo: while stopping: " + e.getMessage());
                }
            }
        }
        try (Stream<Path> files = Files.walk(state)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            System.err.println("maui --demo: could not remove " + state + ": " + e.getMessage());
        }
    }
}
