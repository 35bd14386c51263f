package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PolicyValuesTest {

    @ParameterizedTest(name = "FSTARGET={0} is {1} {2}")
    @CsvSource({
        "10.0, 10.0, TARGET",     // fs.cfg: FSTARGET=10.0 // FairShare target is 10.0%
        "25.5-, 25.5, CAP",       // fs.cfg: FSTARGET=25.5- // FairShare cap is 25.5%
        "5+, 5.0, FLOOR",         // fs.cfg: FSTARGET=5+ // FairShare floor is 5%
        "10^, 10.0, HARD_CAP",    // fs.cfg format <DOUBLE>[+-^]
        "360000^, 360000.0, HARD_CAP", // 6.3.3.2: "a hard absolute number of cycles allowed during the fairshare window"
        "25%, 25.0, RELATIVE_CAP", // 6.3.3.2: "or as a percentage of total cycles delivered"
        "0, 0.0, TARGET",
        "100, 100.0, TARGET",
    })
    void fsTargets(String text, double value, FsTargetMode mode) throws BadValue {
        assertEquals(new FsTarget(value, mode), PolicyValues.fsTarget().parse(text));
    }

    @ParameterizedTest(name = "FSTARGET={0} is rejected")
    @ValueSource(strings = {"", "+", "101", "-5", "ten", "10+-", "101%", "%"})
    void badFsTargets(String text) {
        BadValue e = assertThrows(BadValue.class, () -> PolicyValues.fsTarget().parse(text));
        assertEquals("a percentage from 0 to 100 optionally followed by +, - or %, or a usage cap followed by ^", e.expected());
    }

    @Test
    void fsPolicyWithPercent() throws BadValue {
        // 6.3.2.1 "a '%' (percent) character can be specified at the end of the FSPOLICY value"
        assertEquals(new FsPolicy(FsPolicyKind.DEDICATEDPES, true), PolicyValues.fsPolicy().parse("DEDICATEDPES%"));
        assertEquals(new FsPolicy(FsPolicyKind.DEDICATEDPS, false), PolicyValues.fsPolicy().parse("dedicatedps"));
        assertThrows(BadValue.class, () -> PolicyValues.fsPolicy().parse("PS"));
    }

    @ParameterizedTest(name = "{0}={1} is soft {2}, hard {3}")
    @CsvSource({
        "JOB, 8, 8, 8",                       // 6.2.1.1 MAXJOB=8
        "JOB, '2,4', 2, 4",                   // 6.2.1.1 MAXJOB=2,4
        "NODE, '16,32', 16, 32",              // 6.2.4 CLASSCFG[DEFAULT] MAXNODE=16,32
        "PS, 720000, 720000, 720000",         // MAXPS=720000
        "WC, 72:00:00, 259200, 259200",       // MAXWC=72:00:00
        "MEM, 2048, 2048, 2048",              // MAXMEM=2048
        "MEM, 2GB, 2048, 2048",
        "JOB, '5,2', 5, 2",                   // kept as written; the limits policy reconciles
    })
    void limits(LimitKind kind, String text, long soft, long hard) throws BadValue {
        assertEquals(new LimitValue(soft, hard), PolicyValues.limit(kind).parse(text));
    }

    @Test
    void unlimited() throws BadValue {
        assertEquals(LimitValue.of(Times.INFINITY), PolicyValues.limit(LimitKind.JOB).parse("INFINITY"));
        assertEquals(new LimitValue(4, Times.INFINITY), PolicyValues.limit(LimitKind.PROC).parse("4,-1"));
    }

    @ParameterizedTest(name = "MAXJOB={0} is rejected")
    @ValueSource(strings = {"", "two", "-2", "1,2,3", "1.5", ","})
    void badLimits(String text) {
        BadValue e = assertThrows(BadValue.class, () -> PolicyValues.limit(LimitKind.JOB).parse(text));
        assertEquals("a non-negative integer or INFINITY, or SOFT,HARD", e.expected());
    }
}
