package io.jmaui.scheduler.iteration;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A job asks for nodes of its own (guide 13.3, {@code qsub -W x=NACCESSPOLICY:SINGLEJOB}): it takes
 * whole idle nodes and, while it runs, no other job shares them.
 */
class JobNodeAccessTest {

    static final long T0 = at("2024-01-01T07:00");

    @Test
    void aSinglejobJobTakesAWholeNodeAndKeepsOthersOffIt() {
        Harness h = new Harness().nodes(nodes("n", 2, 4));
        h.submit(job("S").procs(1).walltime(HOUR).submitTime(T0 - 120).dedicatedNodes(true).build());
        h.submit(job("A").procs(3).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("B").procs(2).walltime(HOUR).submitTime(T0 - 30).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n1"), r.start("S").orElseThrow().hosts());
        assertEquals(List.of("n2", "n2", "n2"), r.start("A").orElseThrow().hosts(), "n1 has 3 procs idle, but S has it");
        assertFalse(r.start("B").isPresent());
    }

    @Test
    void whileItRunsItsNodeStaysItsOwn() {
        Harness h = new Harness().nodes(nodes("n", 1, 4));
        h.submit(job("S").procs(1).walltime(HOUR).submitTime(T0 - 120).dedicatedNodes(true)
                .running(T0 - 60, List.of("n1")).build());
        h.submit(job("A").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        assertFalse(h.runAt(T0).start("A").isPresent());
    }
}
