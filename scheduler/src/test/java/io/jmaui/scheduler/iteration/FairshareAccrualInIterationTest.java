package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stage 1 charges fairshare from the previous iteration to now: the running jobs, and the jobs
 * that ended in between (the snapshot's {@code ended}) up to their end, so nothing a job ran is lost.
 */
class FairshareAccrualInIterationTest {

    static final long T0 = at("2024-03-04T08:00");
    static final MauiConfig CFG = cfg("FSPOLICY DEDICATEDPS");

    @Test
    void aJobThatEndedSinceTheLastIterationIsChargedUpToItsEnd() {
        Job running = job("R").user("alice").procs(2).running(T0 - 10 * MINUTE, List.of("n1", "n2")).build();
        Job ended = job("E").user("bob").procs(1).running(T0 - 10 * MINUTE, List.of("n3")).build().toBuilder()
                .state(JobState.COMPLETED).allocatedHosts(List.of()).completionTime(T0 - 2 * MINUTE).build();
        Snapshot s = Snapshot.of(List.of(running), nodes("n", 4, 1)).withEnded(List.of(ended));

        IterationResult r = Iteration.run(CFG, s, T0, new CarryOver(T0 - 5 * MINUTE, 0));

        assertEquals(2 * 300.0, r.fairshareWindows().get(0).usage(CredentialKind.USER, "alice"), "running: 5 min");
        assertEquals(180.0, r.fairshareWindows().get(0).usage(CredentialKind.USER, "bob"), "ended 3 min after");
    }
}
