package io.jmaui.it.ha;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.it.emulator.ManualClock;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * RMCFG HOST naming a TORQUE HA pair: the daemon schedules the primary, and when the primary dies
 * and its partner takes over the shared server_priv, carries on with the secondary and logs the
 * switch ({@code event=pbs_failover server=... previous=...}).
 */
class PbsServerFailoverTest {

    @TempDir
    Path home;

    private final ManualClock clock = new ManualClock(1_800_000_000L);
    private final EmulatedPbsServer primary = new EmulatedPbsServer("emu", clock).queue("batch", 0)
            .node("node001", 4).node("node002", 4);
    private final EmulatedPbsServer secondary = primary.haPartner();
    private Daemon daemon;

    @AfterEach
    void stop() {
        if (daemon != null) {
            daemon.close();
        }
        primary.close();
        secondary.close();
    }

    @Test
    void whenThePrimaryDiesTheDaemonCarriesOnWithTheSecondaryAndStartsNothingTwice() {
        int secondaryPort = secondary.start(0);
        secondary.stop(); // the standby pbs_server waits on server.lock and does not listen
        int primaryPort = primary.start(0);
        String a = primary.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(1000));
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", "RMPOLLINTERVAL 1:00:00\n");
        DaemonSettings settings = DaemonSettings.of(cfg, home)
                .withRm("127.0.0.1:" + primaryPort + ",127.0.0.1:" + secondaryPort, 15001)
                .withSchedulerPort(0).withUnprivilegedPokes();
        ch.qos.logback.classic.LoggerContext ctx = (ch.qos.logback.classic.LoggerContext) org.slf4j.LoggerFactory
                .getILoggerFactory();
        ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> log =
                new ch.qos.logback.core.read.ListAppender<>();
        log.setContext(ctx);
        log.start();
        ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).addAppender(log);
        try {
            daemon = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::now);
            daemon.loop().iterateNow();
            assertEquals(List.of(a), primary.startLog());
            failOver(secondaryPort);
        } finally {
            ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).detachAppender(log);
        }
        List<String> said = log.list.stream().map(e -> e.getFormattedMessage().replaceFirst(" servers=.*", ""))
                .filter(m -> m.startsWith("event=pbs_failover")).toList();
        assertEquals(List.of("event=pbs_failover server=127.0.0.1:" + secondaryPort + " previous=127.0.0.1:"
                + primaryPort), said, "the log says which pbs_server it now uses");
    }

    private void failOver(int secondaryPort) {
        String a = primary.startLog().get(0);

        primary.stop();
        secondary.start(secondaryPort);
        String b = secondary.submit(JobSubmission.of("bob").nodes("1:ppn=4").runtime(1000));
        String c = secondary.submit(JobSubmission.of("carol").nodes("1:ppn=4").runtime(1000));
        daemon.loop().iterateNow();
        daemon.loop().iterateNow();

        assertEquals(List.of(a, b), secondary.startLog(), "the secondary serves the same jobs; only b fits");
        assertEquals("R", secondary.job(a).get("job_state"));
        assertEquals("Q", secondary.job(c).get("job_state"));
        assertEquals(List.of(), secondary.anomalies());
    }
}
