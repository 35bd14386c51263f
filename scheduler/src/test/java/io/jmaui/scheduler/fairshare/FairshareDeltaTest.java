package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.fairshare.Windows.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Targets, floors and ceilings as the FS priority component sees them (5.1.2.2, 6.3.3.1). */
class FairshareDeltaTest {

    /** Guide 5.1.2.2, job X: user A 45%, group B 65%, account C 35%, QOS D 25%, class E 20%. */
    private static final List<FairshareWindow> JOB_X = List.of(window("2024-01-01T00:00")
            .user("A", 45).add(CredentialKind.GROUP, "B", 65).add(CredentialKind.ACCOUNT, "C", 35)
            .add(CredentialKind.QOS, "D", 25).add(CredentialKind.CLASS, "E", 20).total(100).build());

    private static final String[] JOB_X_CFG = {"FSPOLICY DEDICATEDPS", "FSDEPTH 1", "USERCFG[A] FSTARGET=50",
            "ACCOUNTCFG[C] FSTARGET=25", "QOSCFG[D] FSTARGET=10+"};

    @Test
    void guide_5_1_2_2_fairshare_component_of_job_x() {
        FairshareUsage fs = FairshareUsage.compute(cfg(JOB_X_CFG), JOB_X);

        assertEquals(5.0, fs.delta(CredentialKind.USER, "A").getAsDouble(), 1e-9, "user A is 5% below target");
        assertTrue(fs.delta(CredentialKind.GROUP, "B").isEmpty(), "group B has no target");
        assertEquals(-10.0, fs.delta(CredentialKind.ACCOUNT, "C").getAsDouble(), 1e-9, "account C 10% above");
        assertEquals(0.0, fs.delta(CredentialKind.QOS, "D").getAsDouble(), 1e-9, "a floor ignores usage above it");
        assertTrue(fs.delta(CredentialKind.CLASS, "E").isEmpty(), "class E has no target");

        // Priority += FSWEIGHT 100 * (FSUSERWEIGHT 10 * 5 + FSGROUPWEIGHT 20 * 0 + FSACCOUNTWEIGHT 30 * (-10)
        //                             + FSQOSWEIGHT 40 * 0 + FSCLASSWEIGHT 0 * 0)
        double fsComponent = 100 * (10 * fs.delta(CredentialKind.USER, "A").orElse(0)
                + 20 * fs.delta(CredentialKind.GROUP, "B").orElse(0)
                + 30 * fs.delta(CredentialKind.ACCOUNT, "C").orElse(0)
                + 40 * fs.delta(CredentialKind.QOS, "D").orElse(0)
                + 0 * fs.delta(CredentialKind.CLASS, "E").orElse(0));
        assertEquals(-25000.0, fsComponent, 1e-6);
    }

    @Test
    void guide_6_3_3_1_a_floor_only_raises_priority() {
        MauiConfig c = cfg("FSPOLICY DEDICATEDPS", "FSDEPTH 1", "USERCFG[A] FSTARGET=60+");
        FairshareUsage fs = FairshareUsage.compute(c, JOB_X);

        assertEquals(15.0, fs.delta(CredentialKind.USER, "A").getAsDouble(), 1e-9);
        assertEquals(0.0, FairshareUsage.compute(cfg("FSPOLICY DEDICATEDPS", "FSDEPTH 1", "USERCFG[A] FSTARGET=40+"),
                JOB_X).delta(CredentialKind.USER, "A").getAsDouble(), 1e-9);
    }

    @Test
    void guide_6_3_3_1_a_ceiling_only_lowers_priority() {
        FairshareUsage over = FairshareUsage.compute(
                cfg("FSPOLICY DEDICATEDPS", "FSDEPTH 1", "USERCFG[A] FSTARGET=40-"), JOB_X);
        FairshareUsage under = FairshareUsage.compute(
                cfg("FSPOLICY DEDICATEDPS", "FSDEPTH 1", "USERCFG[A] FSTARGET=50-"), JOB_X);

        assertEquals(-5.0, over.delta(CredentialKind.USER, "A").getAsDouble(), 1e-9);
        assertEquals(0.0, under.delta(CredentialKind.USER, "A").getAsDouble(), 1e-9);
    }

    @Test
    void guide_6_3_2_1_percentage_based_fairshare_uses_the_ratio() {
        FairshareUsage fs = FairshareUsage.compute(
                cfg("FSPOLICY DEDICATEDPS%", "FSDEPTH 1", "USERCFG[A] FSTARGET=50"), JOB_X);

        assertTrue(fs.settings().percentBased());
        assertEquals(1.0 - 45.0 / 50.0, fs.delta(CredentialKind.USER, "A").getAsDouble(), 1e-9);
    }

    @Test
    void the_default_target_applies_to_credentials_without_their_own() {
        FairshareUsage fs = FairshareUsage.compute(
                cfg("FSPOLICY DEDICATEDPS", "FSDEPTH 1", "GROUPCFG[DEFAULT] FSTARGET=50"), JOB_X);

        assertEquals(-15.0, fs.delta(CredentialKind.GROUP, "B").getAsDouble(), 1e-9);
    }

    @Test
    void no_delta_while_fairshare_is_off() {
        FairshareUsage fs = FairshareUsage.compute(cfg("FSDEPTH 1", "USERCFG[A] FSTARGET=50"), JOB_X);

        assertTrue(fs.delta(CredentialKind.USER, "A").isEmpty());
    }
}
