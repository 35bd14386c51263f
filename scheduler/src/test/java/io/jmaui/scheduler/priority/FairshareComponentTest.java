package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

class FairshareComponentTest {

    private static final long NOW = at("2024-01-01T10:00");

    /** Guide 5.1.2.2: job X of user A, group B, account C, QOS D, class E. */
    private static final Job JOB_X = Job.builder("100.head").user("A").group("B").account("C").qos("D").jobClass("E")
            .submitTime(NOW).build();

    /** Usage in percent of a delivered total of 100: A 45, B 65, C 35, D 25, E 20. */
    private static final FairshareWindow WINDOW = new FairshareWindow(NOW - 3600, Map.of(
            CredentialKind.USER, Map.of("A", 45.0, "others", 55.0),
            CredentialKind.GROUP, Map.of("B", 65.0),
            CredentialKind.ACCOUNT, Map.of("C", 35.0),
            CredentialKind.QOS, Map.of("D", 25.0),
            CredentialKind.CLASS, Map.of("E", 20.0)), 100.0);

    private static final MauiConfig GUIDE = cfg(
            "QUEUETIMEWEIGHT 0",
            "FSPOLICY DEDICATEDPS",
            "FSWEIGHT 100",
            "FSUSERWEIGHT 10",
            "FSGROUPWEIGHT 20",
            "FSACCOUNTWEIGHT 30",
            "FSQOSWEIGHT 40",
            "FSCLASSWEIGHT 0",
            "USERCFG[A] FSTARGET=50",
            "ACCOUNTCFG[C] FSTARGET=25",
            "QOSCFG[D] FSTARGET=10+");

    private static JobPriority priority(MauiConfig cfg) {
        Snapshot s = new Snapshot(List.of(JOB_X), List.of(Node.idle("node001", 8)), List.of(), List.of(),
                List.of(WINDOW));
        return Prio.of(cfg, s, FairshareUsage.compute(cfg, s.fairshareWindows()), NOW, JOB_X.id());
    }

    @Test
    void guide5122FairshareComponentExample() {
        // Priority += 100 * (10*5 + 20*0 + 30*(-10) + 40*0 + 0*0)
        FactorContribution fs = priority(cfg(withEnableNeg())).component(Component.FS);
        assertEquals(5.0, fs.subcomponent(Subcomponent.FSUSER).value(), 1e-9, "user A is 5% below target");
        assertEquals(0.0, fs.subcomponent(Subcomponent.FSGROUP).value(), 1e-9, "group B has no target");
        assertEquals(-10.0, fs.subcomponent(Subcomponent.FSACCOUNT).value(), 1e-9, "account C is 10% above");
        assertEquals(0.0, fs.subcomponent(Subcomponent.FSQOS).value(), 1e-9, "QOS floor target: over it, no effect");
        assertEquals(-25_000.0, fs.contribution(), 1e-6);
        assertEquals(-25_000, priority(cfg(withEnableNeg())).priority());
    }

    @Test
    void guide5122NegativeFairshareBecomesOneWithoutEnableNegJobPriority() {
        assertEquals(1, priority(GUIDE).priority());
    }

    @Test
    void fsCapBoundsThePreWeightedComponent() {
        // FSCAP 1: 100 * MIN(1, 10*5 + 0 + 30*(-10) + 0) = 100 * -250; a cap only bounds from above
        assertEquals(-25_000.0, priority(cfg(withEnableNeg("FSCAP 1"))).component(Component.FS).contribution(), 1e-6);
        // with only the user's +5 counted: MIN(1, 50) = 1
        MauiConfig userOnly = cfg(withEnableNeg("FSCAP 1", "FSACCOUNTWEIGHT 0"));
        assertEquals(100.0, priority(userOnly).component(Component.FS).contribution(), 1e-6);
    }

    @Test
    void noFairshareUsageNoFairshareComponent() {
        Snapshot s = Snapshot.of(List.of(JOB_X), List.of(Node.idle("node001", 8)));
        JobPriority p = Prio.of(GUIDE, s, FairshareUsage.compute(GUIDE, List.of()), NOW, JOB_X.id());
        assertEquals(0.0, p.component(Component.FS).contribution(), 1e-9);
    }

    private static String[] withEnableNeg(String... extra) {
        String[] base = {"QUEUETIMEWEIGHT 0", "FSPOLICY DEDICATEDPS", "FSWEIGHT 100", "FSUSERWEIGHT 10",
                "FSGROUPWEIGHT 20", "FSACCOUNTWEIGHT 30", "FSQOSWEIGHT 40", "FSCLASSWEIGHT 0",
                "USERCFG[A] FSTARGET=50", "ACCOUNTCFG[C] FSTARGET=25", "QOSCFG[D] FSTARGET=10+",
                "ENABLENEGJOBPRIORITY TRUE"};
        String[] all = new String[base.length + extra.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(extra, 0, all, base.length, extra.length);
        return all;
    }
}
