package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.fairshare.Windows.at;
import static io.jmaui.scheduler.fairshare.Windows.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The data behind diagnose -f. */
class FairshareReportTest {

    private static final List<FairshareWindow> JOHN = List.of(
            window("2024-01-02T12:00").user("John", 60.0).user("paul", 50.0).build(),
            window("2024-01-02T00:00").user("paul", 125.0).build(),
            window("2024-01-01T12:00").user("John", 10.0).user("paul", 90.0).build(),
            window("2024-01-01T00:00").user("John", 50.0).user("paul", 100.0).build());

    @Test
    void guide_6_3_2_3_john_per_window_and_decayed() {
        MauiConfig c = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL 12:00:00", "FSDEPTH 4", "FSDECAY 0.5",
                "USERCFG[John] FSTARGET=20-");

        FairshareReport r = FairshareReport.of(FairshareUsage.compute(c, JOHN));

        assertEquals(List.of(new FairshareReport.Window(0, at("2024-01-02T12:00"), 1.0, 110.0),
                new FairshareReport.Window(1, at("2024-01-02T00:00"), 0.5, 125.0),
                new FairshareReport.Window(2, at("2024-01-01T12:00"), 0.25, 100.0),
                new FairshareReport.Window(3, at("2024-01-01T00:00"), 0.125, 150.0)), r.windows());
        FairshareReport.Row john = r.rows().get(0);
        assertEquals("John", john.name());
        assertEquals("31.79", String.format("%.2f", john.usagePercent().getAsDouble()));
        assertEquals("20.00-", john.target().orElseThrow().toString());
        assertEquals(20.0 - 100 * 68.75 / 216.25, john.delta().getAsDouble(), 1e-9);
        assertEquals(List.of("54.55", "0.00", "10.00", "33.33"),
                john.windowPercents().stream().map(p -> String.format("%.2f", p.getAsDouble())).toList());
        assertTrue(john.offTarget(), "above its ceiling: diagnose -f marks John with *");
        FairshareReport.Row paul = r.rows().get(1);
        assertTrue(paul.target().isEmpty());
        assertEquals(OptionalDouble.empty(), paul.delta());
        assertFalse(paul.offTarget());
    }

    @Test
    void configured_credentials_with_a_target_are_listed_even_when_idle() {
        MauiConfig c = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL 12:00:00", "FSDEPTH 4", "GROUPCFG[idle] FSTARGET=10+",
                "GROUPCFG[other] PRIORITY=10");

        FairshareReport r = FairshareReport.of(FairshareUsage.compute(c, JOHN));

        assertEquals(3, r.rows().size(), "John, paul and group idle; group other has no target");
        FairshareReport.Row idle = r.rows().get(2);
        assertEquals(CredentialKind.GROUP, idle.kind());
        assertEquals(0.0, idle.usagePercent().getAsDouble());
        assertEquals(10.0, idle.delta().getAsDouble(), 1e-9);
        assertTrue(idle.offTarget(), "below its floor");
    }
}
