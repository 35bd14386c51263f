package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.PreemptMode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Guide 13.3: QUEUEJOB "indicates whether or not the scheduler should queue the job if resources
 * are not available to run the job immediately". A QUEUEJOB:FALSE job that fits starts; one that
 * does not is cancelled in the same iteration, with why; a queued job without it just waits.
 */
class CancelNoQueueJobsTest {

    static final long T0 = at("2024-07-01T08:00");

    @Test
    void aJobThatCannotStartNowIsCancelledAndOneThatCanStarts() {
        Harness h = new Harness(cfg("NODEALLOCATIONPOLICY FIRSTAVAILABLE")).nodes(Node.idle("n1", 4), Node.idle("n2", 4));
        h.submit(job("R").procs(4).walltime(HOUR).running(T0 - 600, List.of("n1", "n1", "n1", "n1")).build());
        h.submit(job("FITS").procs(2).walltime(HOUR).noQueue(true).submitTime(T0 - 60).build());
        h.submit(job("BIG").procs(8).walltime(HOUR).noQueue(true).submitTime(T0 - 50).build());
        h.submit(job("WAITS").procs(8).walltime(HOUR).submitTime(T0 - 40).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n2", "n2"), r.start("FITS").orElseThrow().hosts());
        List<Enforce> cancelled = r.decisions().stream().filter(d -> d instanceof Enforce).map(d -> (Enforce) d).toList();
        assertEquals(List.of("BIG"), cancelled.stream().map(Enforce::jobId).toList());
        Enforce e = cancelled.get(0);
        assertEquals(PreemptMode.CANCEL, e.action());
        assertEquals("QUEUEJOB", e.policy());
        assertTrue(e.detail().startsWith("QUEUEJOB:FALSE and it cannot start now ("), e.detail());
    }
}
