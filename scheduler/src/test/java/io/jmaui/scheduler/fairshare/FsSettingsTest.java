package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.fairshare.Windows.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class FsSettingsTest {

    @ParameterizedTest(name = "FSPOLICY {0} tracks {1}, percent {2}")
    @CsvSource({"DEDICATEDPS,DEDICATEDPS,false", "DEDICATEDPES,DEDICATEDPES,false", "DEDICATEDPS%,DEDICATEDPS,true",
            "dedicatedpes%,DEDICATEDPES,true", "NONE,NONE,false"})
    void appendix_f_fspolicy_words(String word, FsMetric metric, boolean percent) {
        FsSettings s = FsSettings.of(cfg("FSPOLICY " + word));

        assertEquals(metric, s.metric());
        assertEquals(percent, s.percentBased());
        assertEquals(List.of(), s.warnings());
    }

    @Test
    void appendix_f_defaults() {
        FsSettings s = FsSettings.of(cfg());

        assertEquals(new FsSettings(FsMetric.NONE, false, 86400, 7, 1.0, List.of()), s);
    }

    @Test
    void a_policy_jmaui_cannot_measure_warns_and_tracks_dedicated_procs() {
        FsSettings s = FsSettings.of(cfg("FSPOLICY UTILIZEDPS"));

        assertEquals(FsMetric.DEDICATEDPS, s.metric());
        assertEquals(List.of("FSPOLICY UTILIZEDPS is not supported by jmaui (it needs consumed-resource data"
                + " TORQUE does not report); tracking DEDICATEDPS instead"), s.warnings());
    }

    @Test
    void windows_align_to_multiples_of_fsinterval() {
        FsSettings s = FsSettings.of(cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL 12:00:00"));

        assertEquals(at("2024-01-01T12:00"), s.windowStart(at("2024-01-01T17:59")));
        assertEquals(at("2024-01-01T12:00"), s.windowStart(at("2024-01-01T12:00")));
    }
}
