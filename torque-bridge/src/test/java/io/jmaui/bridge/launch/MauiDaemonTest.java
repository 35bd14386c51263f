package io.jmaui.bridge.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code maui} as an admin meets it: --check-config's output and exit codes, and start-up errors. */
class MauiDaemonTest {

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
    }

    private Run maui(Map<String, String> env, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = MauiDaemon.commandLine(new PrintWriter(out, true), new PrintWriter(err, true), env).execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private Run maui(String... args) {
        return maui(Map.of("XDG_RUNTIME_DIR", dir.toString()), args);
    }

    private Path cfg(String... lines) throws IOException {
        Path f = dir.resolve("maui.cfg");
        Files.writeString(f, String.join("\n", lines) + "\n");
        return f;
    }

    @Test
    void aCleanConfigExitsZero() throws IOException {
        Run r = maui("--check-config", "--config", cfg("RMPOLLINTERVAL 00:00:30", "BACKFILLPOLICY FIRSTFIT").toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(dir.resolve("maui.cfg") + ": OK\n", r.out());
    }

    @Test
    void warningsAloneExitOne() throws IOException {
        Run r = maui("--check-config", "--config", cfg("BACKFILPOLICY FIRSTFIT", "USERCFG[bob] MAXJOBS=4").toString());
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.out().contains("maui.cfg:1: warning: BACKFILPOLICY: unknown parameter, ignored (did you mean "
                + "BACKFILLPOLICY?)"), r.out());
        assertTrue(r.out().contains("maui.cfg:2: warning: USERCFG[bob] MAXJOBS: unknown attribute, ignored (did you "
                + "mean MAXJOB?)"), r.out());
        assertTrue(r.out().endsWith(": 0 errors, 2 warnings\n"), r.out());
    }

    @Test
    void errorsAndEveryWarningArePrintedTogetherInFileOrder() throws IOException {
        Run r = maui("--check-config", "--config", cfg("FSDECY 0.5", "RESERVATIONDEPTH two", "LOGLEVEL 3",
                "LOGLEVEL 4", "BACKFILLPOLICY SOMETIMES").toString());
        assertEquals(2, r.exit(), r.out());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).contains("maui.cfg:1: warning: FSDECY: unknown parameter"), r.out());
        assertTrue(lines.get(1).contains("maui.cfg:2:18: error: RESERVATIONDEPTH: \"two\" is not"), r.out());
        assertTrue(lines.get(2).contains("maui.cfg:4: warning: LOGLEVEL: set again; overrides"), r.out());
        assertTrue(lines.get(3).contains("maui.cfg:5:16: error: BACKFILLPOLICY: \"SOMETIMES\""), r.out());
        assertTrue(r.out().endsWith(": 2 errors, 2 warnings\n"), r.out());
    }

    @Test
    void strictMakesAMisspellingAnErrorButNotAnUnknownWord() throws IOException {
        Path f = cfg("BACKFILPOLICY FIRSTFIT", "USERCFG[bob] MAXJOBS=4", "XYZZYPLUGH 1");
        Run r = maui("--check-config", "--strict", "--config", f.toString());
        assertEquals(2, r.exit(), r.out());
        assertTrue(r.out().contains("maui.cfg:1: error: BACKFILPOLICY: unknown parameter, ignored (did you mean "
                + "BACKFILLPOLICY?) [--strict]"), r.out());
        assertTrue(r.out().contains("maui.cfg:2: error: USERCFG[bob] MAXJOBS"), r.out());
        assertTrue(r.out().contains("maui.cfg:3: warning: XYZZYPLUGH: unknown parameter, ignored\n"), r.out());
        Run start = maui("--strict", "--foreground", "--config", f.toString());
        assertEquals(2, start.exit(), start.err());
        assertTrue(start.err().contains("maui: not starting: " + f + ": 2 errors, 1 warning"), start.err());
    }

    @Test
    void withoutAConfigItSaysWhereItLooked() {
        Run r = maui(Map.of("MAUIHOMEDIR", dir.resolve("home").toString(), "XDG_RUNTIME_DIR", dir.toString()));
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("maui: no maui.cfg found; looked at " + dir.resolve("home/maui.cfg")
                + ", /usr/local/maui/maui.cfg, /etc/maui/maui.cfg, maui.cfg (in "), r.err());
        assertTrue(r.err().contains("Give --config FILE"), r.err());
        Run missing = maui("--config", dir.resolve("nope.cfg").toString());
        assertTrue(missing.err().startsWith("maui: cannot read " + dir.resolve("nope.cfg") + ": no such file"),
                missing.err());
    }

    @Test
    void aBadServerValueNamesTheExpectedForm() throws IOException {
        Run r = maui("--foreground", "--server", "pbs01:abc", "--config", cfg("LOGLEVEL 0").toString());
        assertEquals(2, r.exit());
        assertEquals("maui: --server: pbs_server \"pbs01:abc\" in \"pbs01:abc\" is not host or host:port with a port in "
                + "1..65535\n", r.err());
    }

    @Test
    void aSchedulerPortInUseSaysWhichAndWhoHoldsIt() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("0.0.0.0"))) {
            int port = taken.getLocalPort();
            Path f = cfg("RMCFG[torque] TYPE=PBS HOST=127.0.0.1 PORT=1 EPORT=" + port, "CHECKPOINTFILE maui.ck");
            Map<String, String> env = new HashMap<>(Map.of("XDG_RUNTIME_DIR", dir.toString()));
            Run r = maui(env, "--foreground", "--auth", "none", "--config", f.toString());
            assertEquals(3, r.exit(), r.err());
            assertTrue(r.err().contains("maui: cannot listen on the scheduler port " + port), r.err());
            assertTrue(r.err().contains("address already in use (held by "), r.err());
            assertTrue(r.err().contains("(pid " + ProcessHandle.current().pid() + ")"), r.err());
        }
    }
}
