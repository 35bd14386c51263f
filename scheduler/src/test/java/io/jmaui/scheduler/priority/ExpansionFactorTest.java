package io.jmaui.scheduler.priority;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ExpansionFactorTest {

    private static final long HOUR = 3600;

    @ParameterizedTest(name = "5.1.2.4.2 XFACTOR table: {1} h job queued {0} h has xfactor {2}")
    @CsvSource({
            "1, 1, 2.00", "2, 1, 3.00", "4, 1, 5.00", "8, 1, 9.00", "16, 1, 17.0",
            "1, 4, 1.25", "2, 4, 1.50", "4, 4, 2.00", "8, 4, 3.00", "16, 4, 5.0",
    })
    void guideTable(long queuedHours, long walltimeHours, double xfactor) {
        assertEquals(xfactor, ExpansionFactor.of(queuedHours * HOUR, walltimeHours * HOUR, 0), 1e-9);
    }

    @ParameterizedTest(name = "XFMINWCLIMIT 0:10:00: a {0} s job queued 1 h has xfactor {1}")
    @CsvSource({"60, 7.0", "600, 7.0", "1200, 4.0"})
    void xfMinWcLimitBoundsShortJobs(long walltime, double xfactor) {
        assertEquals(xfactor, ExpansionFactor.of(HOUR, walltime, 600), 1e-9);
    }

    @ParameterizedTest(name = "no walltime and no XFMINWCLIMIT: xfactor stays 1")
    @CsvSource({"0", "3600"})
    void noLimitNoGrowth(long queued) {
        assertEquals(1.0, ExpansionFactor.of(queued, 0, -1), 1e-9);
    }
}
