package io.jmaui.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.it.emulator.ManualClock;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tarball as a site unpacks it: its bin/maui starts the daemon on its lib/jmaui.jar against a
 * pbs_server (emulated here), its bin/showq reaches it, SIGHUP reads maui.cfg again, SIGTERM
 * writes the checkpoint and stops it. The first start writes the daemon's class-data sharing
 * archive beside lib/jmaui.jar after its first iteration; the next start maps the jmaui classes
 * from it, writes no other and schedules as before.
 */
class TarballDaemonIT {

    @TempDir
    Path tmp;

    @Test
    void theUnpackedTarballRunsTheDaemon() throws Exception {
        Path root = Archives.unpack(Archives.dist("jmaui-" + Archives.version() + ".tar.gz"), tmp.resolve("opt"));
        Path run = Files.createDirectory(tmp.resolve("run"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        Map<String, String> env = Launched.session(run);
        int eventPort;
        try (ServerSocket s = new ServerSocket(0)) {
            eventPort = s.getLocalPort();
        }
        try (EmulatedPbsServer pbs = new EmulatedPbsServer("head", new ManualClock(1_800_000_000L))) {
            pbs.queue("batch", 0).node("node001", 4).node("node002", 4);
            int port = pbs.start(0);
            String job = pbs.submit(JobSubmission.of("alice").procs(2).runtime(3600).walltime(3600));
            Path etc = Files.createDirectories(tmp.resolve("etc"));
            String cfg = Files.readString(root.resolve("conf/maui.cfg"))
                    .replace("RMCFG[torque]         TYPE=PBS HOST=localhost PORT=15001",
                            "RMCFG[torque] TYPE=PBS HOST=127.0.0.1 PORT=" + port + " EPORT=" + eventPort)
                    .replace("RESERVATIONDEPTH      1", "RESERVATIONDEPTH 1");
            Files.writeString(etc.resolve("maui.cfg"), cfg);
            try (Launched maui = Launched.start(env, tmp.resolve("maui.out"), root.resolve("bin/maui"), "--config",
                    etc.resolve("maui.cfg").toString(), "--auth", "none")) {
                maui.await("logging to " + etc.resolve("log/maui.log"), 60);
                String showq = awaitShowq(env, root, job);
                assertTrue(showq.contains("alice"), showq);
                awaitLog(etc.resolve("log/maui.log"), "event=class_archive ");
                assertEquals(1, Archives.classArchives(root.resolve("lib")).size(), "the first start writes one archive");

                Files.writeString(etc.resolve("maui.cfg"), cfg.replace("RESERVATIONDEPTH 1", "RESERVATIONDEPTH 4"));
                maui.signal("HUP");
                String config = "";
                for (int i = 0; i < 50 && !config.contains("RESERVATIONDEPTH 4"); i++) {
                    Thread.sleep(200);
                    config = Launched.run(env, tmp, root.resolve("bin/showconfig")).out();
                }
                assertTrue(config.contains("RESERVATIONDEPTH 4"), config);
                assertTrue(maui.alive(), "SIGHUP reconfigures, it does not stop the daemon");
                assertTrue(Files.readString(etc.resolve("log/maui.log")).contains("event=reconfig user=SIGHUP"));

                maui.signal("TERM");
                maui.waitFor(60);
                assertTrue(Files.exists(etc.resolve("maui.ck")), "SIGTERM writes the checkpoint");
                assertTrue(Files.readString(etc.resolve("log/maui.log")).contains("event=stop"));
            }
            List<Path> written = Archives.classArchives(root.resolve("lib"));
            Map<String, String> logged = new HashMap<>(env);
            logged.put("JMAUI_JAVA_OPTS", "-Xlog:class+load");
            try (Launched maui = Launched.start(logged, tmp.resolve("maui2.out"), root.resolve("bin/maui"), "--config",
                    etc.resolve("maui.cfg").toString(), "--auth", "none")) {
                assertTrue(awaitShowq(env, root, job).contains("alice"));
                assertTrue(maui.output().contains("io.jmaui.bridge.daemon.SchedulingLoop source: shared objects file (top)"),
                        "the jmaui classes come from the archive");
                maui.signal("TERM");
                maui.waitFor(60);
            }
            assertEquals(written, Archives.classArchives(root.resolve("lib")), "a start with an archive writes no other");
            String log = Files.readString(etc.resolve("log/maui.log"));
            assertEquals(log.indexOf("event=class_archive "), log.lastIndexOf("event=class_archive "), log);
        }
    }

    private static void awaitLog(Path log, String text) throws Exception {
        for (int i = 0; i < 300; i++) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no \"" + text + "\" in " + log + ":\n" + Files.readString(log));
    }

    /** bin/showq with no socket named: the daemon is found on the per-user runtime socket. */
    private String awaitShowq(Map<String, String> env, Path root, String job) throws Exception {
        Launched.Result r = null;
        for (int i = 0; i < 100; i++) {
            r = Launched.run(env, tmp, root.resolve("bin/showq"));
            if (r.exit() == 0 && r.out().contains(job.split("\\.")[0])) {
                return r.out();
            }
            Thread.sleep(300);
        }
        throw new AssertionError("showq never showed " + job + ": exit " + r.exit() + "\n" + r.out());
    }
}
