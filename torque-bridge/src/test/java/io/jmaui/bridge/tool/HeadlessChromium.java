package io.jmaui.bridge.tool;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's {@code chromium} run headless on a local file, for the report tests: the DOM after
 * load, and everything the browser logged. {@code .ci/run} installs the package.
 */
final class HeadlessChromium {

    private final Path binary;

    private HeadlessChromium(Path binary) {
        this.binary = binary;
    }

    /** The installed browser, or null: {@code chromium}, {@code chromium-browser} or {@code google-chrome} on the PATH. */
    static HeadlessChromium find() {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(":")) {
            for (String name : new String[] {"chromium", "chromium-browser", "google-chrome"}) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return new HeadlessChromium(p);
                }
            }
        }
        return null;
    }

    /** What the browser gave back: the serialised DOM after the load event, and its log on stderr. */
    record Page(String dom, String log) {
    }

    /** Loads {@code file} with no network (a file URL; the report fetches nothing) and dumps the DOM. */
    Page load(Path file, Path scratch) throws IOException, InterruptedException {
        Path profile = Files.createDirectories(scratch.resolve("profile"));
        Path out = scratch.resolve("dom.html");
        Path err = scratch.resolve("chromium.log");
        List<String> cmd = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--no-first-run", "--user-data-dir=" + profile, "--enable-logging=stderr",
                "--v=0", "--virtual-time-budget=5000", "--dump-dom", file.toUri().toString()));
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("chromium did not finish within 120 s");
        }
        return new Page(Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }
}
