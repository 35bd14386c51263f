package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reservations hold GPUs like any other resource (guide 7.1.3, 7.1.5): a standing reservation of
 * GPUs for a class ({@code SRCFG[gpu] RESOURCES=PROCS:1;GPUS:1 CLASSLIST=gpu}) keeps them for that
 * class's jobs; other GPU jobs get what is left.
 */
class GpuReservationsTest {

    static final long T0 = at("2024-02-01T10:00");

    private static Harness cluster() {
        return new Harness(cfg("SRCFG[gpu] TASKCOUNT=2 RESOURCES=PROCS:1;GPUS:1 CLASSLIST=gpu PERIOD=INFINITY"))
                .nodes(Node.idle("g1", 16).withConfigured(new Resources(16, 0, 0, 0, 4, null)));
    }

    @Test
    void aStandingReservationForAGpuClass_keepsItsGpusFromOtherClasses() {
        Harness h = cluster();
        h.submit(job("batch3").jobClass("batch").perTask(Resources.procs(1).withGpus(3)).walltime(HOUR)
                .submitTime(T0 - 20).build());
        h.submit(job("batch2").jobClass("batch").perTask(Resources.procs(1).withGpus(2)).walltime(HOUR)
                .submitTime(T0 - 10).build());

        IterationResult r = h.runAt(T0);

        assertTrue(r.start("batch3").isEmpty(), "two of g1's four GPUs are the gpu class's");
        assertTrue(r.start("batch2").isPresent());
        Reservation sr = r.reservations().stream().filter(x -> x.id().startsWith("gpu")).findFirst().orElseThrow();
        assertEquals(Resources.ZERO.withProcs(1).withGpus(1), sr.perTask());
    }

    @Test
    void theClassItIsForUsesTheReservedGpus() {
        Harness h = cluster();
        h.submit(job("other").jobClass("batch").perTask(Resources.procs(1).withGpus(2)).walltime(HOUR)
                .submitTime(T0 - 20).build());
        h.submit(job("mine").jobClass("gpu").perTask(Resources.procs(1).withGpus(2)).walltime(HOUR)
                .submitTime(T0 - 10).build());

        IterationResult r = h.runAt(T0);

        assertTrue(r.start("other").isPresent());
        assertTrue(r.start("mine").isPresent(), "the gpu class runs on its reserved GPUs while the rest is taken");
    }
}
