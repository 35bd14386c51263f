package io.jmaui.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The policy core is a pure function of (config, snapshot, now): no clock, threads, randomness of
 * its own, sockets or files (design.md "The one idea", style.md "No clock, threads or I/O").
 */
class PurityTest {

    private static final List<Pattern> FORBIDDEN = List.of(
            Pattern.compile("System\\.currentTimeMillis"),
            Pattern.compile("System\\.nanoTime"),
            Pattern.compile("Instant\\.now"),
            Pattern.compile("LocalDateTime\\.now|ZonedDateTime\\.now|LocalDate\\.now|Clock\\.system"),
            Pattern.compile("new Random\\("),
            Pattern.compile("Math\\.random"),
            Pattern.compile("\\bThread\\b"),
            Pattern.compile("java\\.util\\.concurrent\\.(Executor|ThreadPool|CompletableFuture)"),
            Pattern.compile("java\\.net\\."),
            Pattern.compile("java\\.nio\\.file"),
            Pattern.compile("java\\.io\\.File"));

    @Test
    void schedulerMainSourcesUseNoClockThreadsOrIo() throws IOException {
        Path root = Path.of("src/main/java");
        assertTrue(Files.isDirectory(root), "run from the scheduler module: " + root.toAbsolutePath());
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) {
                        continue;
                    }
                    for (Pattern p : FORBIDDEN) {
                        if (p.matcher(line).find()) {
                            violations.add(root.relativize(f) + ":" + (i + 1) + ": " + p.pattern() + ": " + line);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), violations);
    }
}
