package io.jmaui.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/maui-simulate from the unpacked tarball and its class-data sharing archive: a run that does
 * not simulate (--help) writes none; the first run that simulates writes one beside
 * lib/jmaui.jar; a later run maps the jmaui classes from it and writes the same results; a
 * rebuilt jar gets a new archive in place of the old one.
 */
class TarballSimulateIT {

    @TempDir
    Path tmp;

    @Test
    void theLauncherWritesItsClassArchiveOnceAndMapsItAfter() throws Exception {
        Path root = Archives.unpack(Archives.dist("jmaui-" + Archives.version() + ".tar.gz"), tmp.resolve("opt"));
        Path lib = root.resolve("lib");
        Map<String, String> env = Launched.session(Files.createDirectory(tmp.resolve("run")));
        Path cfg = Files.writeString(tmp.resolve("maui.cfg"), "BACKFILLPOLICY FIRSTFIT\n");
        Path trace = Files.writeString(tmp.resolve("small.swf"), trace(300));
        Path bin = root.resolve("bin/maui-simulate");

        assertEquals(0, Launched.run(env, tmp, bin, "--help").exit());
        assertEquals(List.of(), Archives.classArchives(lib), "a run that simulates nothing writes no archive");

        Launched.Result first = simulate(env, bin, cfg, trace, "first");
        assertEquals(0, first.exit(), first.out());
        List<Path> written = Archives.classArchives(lib);
        assertEquals(1, written.size(), "the first simulation writes the archive: " + written);

        Map<String, String> logged = new HashMap<>(env);
        logged.put("JMAUI_JAVA_OPTS", "-Xlog:class+load");
        Launched.Result second = simulate(logged, bin, cfg, trace, "second");
        assertEquals(0, second.exit());
        assertTrue(second.out().contains("io.jmaui.scheduler.sim.Simulator source: shared objects file (top)"),
                "the jmaui classes come from the archive");
        for (String f : List.of("completed.trace", "summary.json")) {
            assertEquals(Files.readString(tmp.resolve("first").resolve(f)), Files.readString(tmp.resolve("second").resolve(f)), f);
        }
        assertEquals(written, Archives.classArchives(lib), "a run with an archive writes no other");

        Path jar = lib.resolve("jmaui.jar");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 86_400_000L));
        assertEquals(0, simulate(env, bin, cfg, trace, "third").exit());
        List<Path> rebuilt = Archives.classArchives(lib);
        assertEquals(1, rebuilt.size(), "the old archive goes: " + rebuilt);
        assertNotEquals(written, rebuilt, "another jar, another archive");

        Path cache = tmp.resolve("var-cache-maui"); // systemd's CacheDirectory=maui, as maui.service sets it
        Map<String, String> unit = new HashMap<>(env);
        unit.put("CACHE_DIRECTORY", cache.toString());
        assertEquals(0, simulate(unit, bin, cfg, trace, "fourth").exit());
        assertEquals(1, Archives.classArchives(cache).size(), "a unit's archive goes to its cache directory");
        assertEquals(rebuilt, Archives.classArchives(lib), "and not beside the jar");
    }

    private Launched.Result simulate(Map<String, String> env, Path bin, Path cfg, Path trace, String out) throws Exception {
        return Launched.run(env, tmp, bin, "--config", cfg.toString(), "--trace", trace.toString(), "--nodes", "8",
                "--procs-per-node", "2", "--out", tmp.resolve(out).toString());
    }

    /** {@code jobs} SWF lines: staggered submissions, 1 to 8 processors, walltimes twice the run times. */
    private static String trace(int jobs) {
        StringBuilder swf = new StringBuilder("; MaxNodes: 8\n; MaxProcs: 16\n");
        for (int i = 1; i <= jobs; i++) {
            long run = 100 + (i * 7919L) % 3000;
            int procs = 1 + i % 8;
            swf.append(i).append(' ').append(i * 37L).append(" -1 ").append(run).append(' ').append(procs)
                    .append(" -1 -1 ").append(procs).append(' ').append(run * 2).append(" -1 1 ").append(1 + i % 5)
                    .append(" 1 -1 1 -1 -1 -1\n");
        }
        return swf.toString();
    }
}
