package io.jmaui.scheduler.limits;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfigParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Limits#none}: an iteration skips counting usage only when maui.cfg sets no throttling
 * policy of any kind; each kind of limit, DEFAULT entries and QOS overrides included, keeps it.
 */
class NoLimitsTest {

    @ParameterizedTest
    @ValueSource(strings = {"", "RESERVATIONDEPTH 4\nUSERCFG[alice] PRIORITY=10 FSTARGET=20", "QOSCFG[hi] PRIORITY=100 QFLAGS=PREEMPTOR"})
    void noThrottlingPolicy(String cfg) {
        assertTrue(Limits.none(MauiConfigParser.parse("maui.cfg", cfg)), cfg);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "USERCFG[DEFAULT] MAXJOB=4",
            "GROUPCFG[staff] MAXPROC=8,16",
            "CLASSCFG[batch] MAXIJOB=2",
            "QOSCFG[hi] OMAXNODE=64",
            "SYSTEMCFG MAXPS=100000",
            "USERCFG[DEFAULT] MAXGRES[gpus]=4",
            "SYSTEMMAXPROCPERJOB 64",
            "SYSTEMMAXJOBWALLTIME 1:00:00:00"})
    void anyLimitKeepsTheThrottle(String cfg) {
        assertFalse(Limits.none(MauiConfigParser.parse("maui.cfg", cfg)), cfg);
    }
}
