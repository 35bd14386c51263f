package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The parser takes text: no files, clocks, threads or sockets in the config package (style "The policy core"). */
class NoIoInConfigTest {

    private static final List<String> FORBIDDEN = List.of("java.nio.file", "java.io.File", "java.net", "Thread",
            "System.currentTimeMillis", "Instant.now", "LocalDate.now", "LocalDateTime.now", "new Random(", "Clock");

    @Test
    void mainSourcesDoNotTouchTheWorld() throws IOException {
        Path dir = Path.of("src/main/java/io/jmaui/scheduler/config");
        try (Stream<Path> files = Files.list(dir)) {
            List<String> hits = files.sorted().flatMap(f -> {
                try {
                    String text = Files.readString(f);
                    return FORBIDDEN.stream().filter(text::contains).map(w -> f.getFileName() + ": " + w);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }).toList();
            assertEquals(List.of(), hits);
        }
    }
}
