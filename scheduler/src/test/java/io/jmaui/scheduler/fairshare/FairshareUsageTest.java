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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FairshareUsageTest {

    private static final CredentialKind USER = CredentialKind.USER;

    /** Guide 6.3.2.3: John's usage over four 12-hour windows. */
    private static final List<FairshareWindow> JOHN = List.of(
            window("2024-01-02T12:00").user("John", 60.0).total(110.0).build(),
            window("2024-01-02T00:00").user("John", 0.0).total(125.0).build(),
            window("2024-01-01T12:00").user("John", 10.0).total(100.0).build(),
            window("2024-01-01T00:00").user("John", 50.0).total(150.0).build());

    private static final MauiConfig JOHN_CFG = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL 12:00:00", "FSDEPTH 4",
            "FSDECAY 0.5");

    @Test
    void guide_6_3_2_3_johns_decayed_usage() {
        FairshareUsage fs = FairshareUsage.compute(JOHN_CFG, JOHN);

        // (60 + .5^1*0 + .5^2*10 + .5^3*50) / (110 + .5^1*125 + .5^2*100 + .5^3*150)
        assertEquals(68.75, fs.decayedUsage(USER, "John"), 1e-9);
        assertEquals(216.25, fs.decayedTotal(), 1e-9);
        assertEquals(100 * 68.75 / 216.25, fs.usagePercent(USER, "John").getAsDouble(), 1e-9);
        assertEquals("31.79", String.format("%.2f", fs.usagePercent(USER, "John").getAsDouble()));
    }

    @Test
    void guide_6_3_2_3_fsdepth_limits_the_windows_that_count() {
        FairshareUsage fs = FairshareUsage.compute(
                cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL 12:00:00", "FSDEPTH 2", "FSDECAY 0.5"), JOHN);

        assertEquals(60.0, fs.decayedUsage(USER, "John"), 1e-9);
        assertEquals(110 + 62.5, fs.decayedTotal(), 1e-9);
    }

    @Test
    void a_missing_window_keeps_its_slot_so_older_windows_decay_by_age() {
        // John's windows without the one of 2024-01-02T00:00: windows 2 and 3 still weigh .25 and .125.
        FairshareUsage fs = FairshareUsage.compute(JOHN_CFG, List.of(JOHN.get(0), JOHN.get(2), JOHN.get(3)));

        assertEquals(68.75, fs.decayedUsage(USER, "John"), 1e-9);
        assertEquals(216.25 - 62.5, fs.decayedTotal(), 1e-9);
    }

    @ParameterizedTest(name = "6.3.2.2 decay table: FSDECAY {0}, window {1} counts {2}%")
    @CsvSource({"1.00,7,100", "0.80,3,51", "0.80,7,21", "0.75,2,56", "0.75,7,13", "0.50,3,13", "0.50,5,3",
            "0.50,7,1"})
    void guide_6_3_2_2_decay_table(double decay, int window, int percent) {
        FsSettings s = FsSettings.of(cfg("FSPOLICY DEDICATEDPS", "FSDECAY " + decay));

        assertEquals(percent, Math.round(100 * s.weight(window)), 1.0);
    }

    @Test
    void nothing_delivered_means_no_percentage() {
        FairshareUsage fs = FairshareUsage.compute(JOHN_CFG, List.of(window("2024-01-02T12:00").build()));

        assertTrue(fs.usagePercent(USER, "John").isEmpty());
        assertTrue(fs.usagePercent(USER, null).isEmpty());
    }

    @Test
    void a_credential_without_usage_is_at_zero_percent() {
        FairshareUsage fs = FairshareUsage.compute(JOHN_CFG, JOHN);

        assertEquals(0.0, fs.usagePercent(USER, "paul").getAsDouble());
    }
}
