package io.jmaui.it.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.LoggedRequest;
import io.jmaui.it.emulator.ManualClock;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon's speed work (issue #17: comments on side connections not waited on, the decoder's
 * fast path) changes no decision: the {@link ScaleCluster} at 300 nodes and 3,000 jobs with the
 * scale bench's maui.cfg, four iterations half an hour apart (running jobs reach their walltime
 * and end, so jobs start), gives the same digest of what pbs_server was told and shows as it did
 * before those changes: every job started (in order), and every job's state, exec_host and
 * comment at the end, and how many RunJob and ModifyJob requests came (none sent twice). Recorded
 * with main at ae2e93a. A digest that moves on purpose (a policy or comment change) is
 * re-recorded from this test's message, saying why in the commit.
 */
class ScaleDecisionsDigestTest {

    private static final int NODES = 300;
    private static final int JOBS = 3_000;
    private static final String DIGEST = "8d5b2b2862138e8b";

    @Test
    void decisionsAtScaleAreThoseMadeBeforeTheSpeedWork(@TempDir Path home) throws Exception {
        ManualClock serverClock = new ManualClock(ScaleCluster.NOW);
        AtomicLong clock = new AtomicLong(ScaleCluster.NOW);
        StringBuilder seen = new StringBuilder();
        try (EmulatedPbsServer server = ScaleCluster.build(serverClock, NODES, JOBS, 300, 1)) {
            int port = server.start(0);
            MauiConfig cfg = MauiConfigParser.parse("scale-maui.cfg", config());
            DaemonSettings settings = DaemonSettings.of(cfg, home).withRm("127.0.0.1", port).withSchedulerPort(0)
                    .withUnprivilegedPokes();
            try (Daemon daemon = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::get)) {
                daemon.loop().state(); // the first iteration, which Daemon.start runs
                for (int i = 2; i <= 4; i++) {
                    daemon.loop().commentsThrough().get(2, TimeUnit.MINUTES);
                    clock.addAndGet(1800);
                    serverClock.set(clock.get());
                    server.settle();
                    daemon.loop().iterateNow();
                }
                daemon.loop().commentsThrough().get(2, TimeUnit.MINUTES);
            }
            seen.append("started ").append(server.startLog()).append('\n');
            for (int n = 0; n <= JOBS + 1; n++) {
                Map<String, String> job = server.job(n + ".pbs01");
                if (!job.isEmpty()) {
                    seen.append(n).append(' ').append(job.get("job_state")).append(' ').append(job.get("exec_host"))
                            .append(' ').append(job.get("comment")).append('\n');
                }
            }
            long runs = server.requestLog().stream().filter(r -> r.type() == RequestType.RunJob).count();
            long modifies = server.requestLog().stream().map(LoggedRequest::type).filter(RequestType.ModifyJob::equals)
                    .count();
            seen.append("RunJob ").append(runs).append(" ModifyJob ").append(modifies).append('\n');
        }
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(seen.toString().getBytes(StandardCharsets.UTF_8))).substring(0, 16);
        int from = seen.indexOf("\n") + 1; // after the start log, whose first 300 are the cluster's own
        assertEquals(DIGEST, digest, "the daemon's decisions at scale changed; the first jobs at the end:\n"
                + seen.substring(from, Math.min(seen.length(), from + 2000)));
    }

    private static String config() throws Exception {
        try (InputStream in = ScaleBench.class.getResourceAsStream("scale-maui.cfg")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
