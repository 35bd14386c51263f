package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.fairshare.Windows.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Guide 6.3.3.2: a fairshare cap keeps a job from starting even on idle resources. */
class FairshareCapsTest {

    /** One window: alice used 30000 of 100000 proc-seconds (30%), bob the rest. */
    private static final List<FairshareWindow> HISTORY = List.of(window("2024-01-01T00:00")
            .user("alice", 30000).user("bob", 70000).add(CredentialKind.GROUP, "staff", 100000).build());

    private static final Job ALICE_1H = Job.builder("1001").user("alice").group("staff").procs(1).walltime(3600)
            .build();

    private static final FairshareUsage USAGE = FairshareUsage.compute(cfg("FSPOLICY DEDICATEDPS"), HISTORY);

    /** Caps as Maui reads them (MFSTargetFromString). */
    private static Optional<Reason> withTarget(CredentialKind kind, String fsTarget) {
        return FairshareCaps.check(USAGE, ALICE_1H,
                (k, name) -> k == kind ? Optional.of(FairshareTarget.parse(fsTarget)) : Optional.empty());
    }

    private static Optional<Reason> check(String... lines) {
        MauiConfig c = cfg(lines);
        return FairshareCaps.check(c, FairshareUsage.compute(c, HISTORY), ALICE_1H);
    }

    @Test
    void guide_6_3_3_2_a_relative_cap_blocks_the_job() {
        Reason r = withTarget(CredentialKind.USER, "25%").orElseThrow();

        FsCapReason cap = (FsCapReason) r;
        assertEquals("FSCAP", r.policy());
        assertEquals(CredentialKind.USER, cap.kind());
        assertEquals("alice", cap.name());
        assertEquals(30.0, cap.usage(), 1e-9);
        assertEquals(33.6, cap.projected(), 1e-9, "(30000 + 1 proc * 3600 s) / 100000");
        assertEquals(25.0, cap.cap());
        assertEquals("FSCAP user=alice usage=30.00% withjob=33.60% cap=25.00%", r.summary());
    }

    @Test
    void guide_6_3_3_2_a_cap_the_job_would_not_reach_lets_it_run() {
        assertTrue(withTarget(CredentialKind.USER, "35%").isEmpty());
    }

    @Test
    void guide_6_3_3_2_an_absolute_cap_counts_cycles() {
        assertTrue(withTarget(CredentialKind.USER, "34000^").isEmpty());

        Reason r = withTarget(CredentialKind.USER, "33000^").orElseThrow();
        assertEquals("FSCAP user=alice usage=30000.00 withjob=33600.00 cap=33000.00^", r.summary());
    }

    @Test
    void guide_6_3_3_2_an_absolute_cap_from_maui_cfg() {
        List<FairshareWindow> small = List.of(window("2024-01-01T00:00").user("alice", 30).user("bob", 70).build());
        Job alice = Job.builder("1002").user("alice").procs(1).walltime(6).build();
        MauiConfig c = cfg("FSPOLICY DEDICATEDPS", "USERCFG[alice] FSTARGET=35^");

        Reason r = FairshareCaps.check(c, FairshareUsage.compute(c, small), alice).orElseThrow();

        assertEquals("FSCAP user=alice usage=30.00 withjob=36.00 cap=35.00^", r.summary());
    }

    @Test
    void guide_6_3_3_2_a_relative_cap_from_maui_cfg() {
        // "a percentage of total cycles delivered": alice has had 30% and may not pass 25%
        Reason r = check("FSPOLICY DEDICATEDPS", "USERCFG[alice] FSTARGET=25%").orElseThrow();
        assertEquals("FSCAP user=alice usage=30.00% withjob=33.60% cap=25.00%", r.summary());
        assertTrue(check("FSPOLICY DEDICATEDPS", "USERCFG[DEFAULT] FSTARGET=35%").isEmpty());
        assertTrue(check("FSPOLICY DEDICATEDPS", "GROUPCFG[staff] FSTARGET=99%").isPresent(), "the group had all of it");
    }

    @Test
    void guide_6_3_3_1_ceilings_floors_and_targets_only_steer_priority() {
        assertTrue(check("FSPOLICY DEDICATEDPS", "USERCFG[alice] FSTARGET=10-").isEmpty());
        assertTrue(check("FSPOLICY DEDICATEDPS", "USERCFG[alice] FSTARGET=10+").isEmpty());
        assertTrue(check("FSPOLICY DEDICATEDPS", "USERCFG[alice] FSTARGET=10").isEmpty());
    }

    @Test
    void the_group_cap_blocks_when_the_user_has_none() {
        FsCapReason r = (FsCapReason) withTarget(CredentialKind.GROUP, "99%").orElseThrow();

        assertEquals(CredentialKind.GROUP, r.kind());
        assertEquals("staff", r.name());
        assertEquals(103.6, r.projected(), 1e-9);
    }

    @Test
    void no_cap_while_fairshare_is_off() {
        assertTrue(check("USERCFG[alice] FSTARGET=1^").isEmpty());
    }
}
