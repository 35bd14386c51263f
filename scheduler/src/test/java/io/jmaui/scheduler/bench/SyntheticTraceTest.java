package io.jmaui.scheduler.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jmaui.scheduler.sim.Trace;
import io.jmaui.scheduler.sim.TraceJob;
import org.junit.jupiter.api.Test;

class SyntheticTraceTest {

    @Test
    void withoutALoadTheTraceIsTheOneEveryDigestWasTakenOn() {
        assertEquals(SyntheticTrace.of(64, 2, 300), SyntheticTrace.of(64, 2, 300, 0.85));
    }

    @Test
    void aHigherLoadOnlyBringsTheArrivalsCloser() {
        Trace base = SyntheticTrace.of(64, 2, 300);
        Trace over = SyntheticTrace.of(64, 2, 300, 1.7);
        for (int i = 0; i < base.jobs().size(); i++) {
            TraceJob a = base.jobs().get(i);
            TraceJob b = over.jobs().get(i);
            assertEquals(a.runTime(), b.runTime());
            assertEquals(a.tasks(), b.tasks());
            assertEquals(a.walltime(), b.walltime());
            assertEquals(a.submitTime() / 2, b.submitTime(), 2.0, "job " + a.id());
        }
    }

    @Test
    void aLoadIsAFractionOrAPercent() {
        assertEquals(1.2, SyntheticTrace.load("1.2"), 1e-12);
        assertEquals(1.2, SyntheticTrace.load("120%"), 1e-12);
        assertEquals(1.2, SyntheticTrace.load("120"), 1e-12);
        assertEquals(0.85, SyntheticTrace.load("85%"), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> SyntheticTrace.load("much"));
        assertThrows(IllegalArgumentException.class, () -> SyntheticTrace.of(64, 2, 10, 0));
    }
}
