package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.dependency.DependencyPending;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.JobState;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Jobs as pbs_server reports them after {@code qsub -W depend=...}: the iteration starts the right one. */
class DependenciesInIterationTest {

    static final long T0 = at("2024-02-01T10:00");

    /**
     * Found live on TORQUE 6.1.3: B submitted with afterok:A; the server gives A beforeok:B and
     * holds B. Reading beforeok as "A waits for B" left both waiting for ever.
     */
    @Test
    void theJobOthersDependOnStarts_theDependentOneWaitsForItsEnd() {
        Harness h = new Harness().nodes(nodes("n", 2, 1));
        h.submit(job("1.srv").dependencies(List.of(Dependency.on(DependencyType.BEFOREOK, "2.srv")))
                .walltime(HOUR).submitTime(T0 - 200).build());
        h.submit(job("2.srv").state(JobState.HOLD).holds(Set.of(HoldType.SYSTEM))
                .dependencies(List.of(Dependency.on(DependencyType.AFTEROK, "1.srv")))
                .walltime(HOUR).submitTime(T0 - 100).build());

        IterationResult r = h.runAt(T0);

        assertTrue(r.start("1.srv").isPresent(), r.reasons().toString());
        assertFalse(r.start("2.srv").isPresent());
        DependencyPending p = (DependencyPending) r.reasons().get("2.srv");
        assertEquals(DependencyPending.Status.WAITING, p.status(), "the server's system hold is the dependency's");
    }

    @Test
    void anotherHoldOnADependentJobIsReportedAsTheHold() {
        Harness h = new Harness().nodes(nodes("n", 2, 1));
        h.submit(job("1.srv").walltime(HOUR).submitTime(T0 - 200).build());
        h.submit(job("2.srv").state(JobState.HOLD).holds(Set.of(HoldType.SYSTEM, HoldType.USER))
                .dependencies(List.of(Dependency.on(DependencyType.AFTEROK, "1.srv")))
                .walltime(HOUR).submitTime(T0 - 100).build());

        IterationResult r = h.runAt(T0);

        assertEquals(new JobHeld(Set.of(HoldType.SYSTEM, HoldType.USER)), r.reasons().get("2.srv"));
    }

    @Test
    void aReleasedDependentJobStarts_andOneNotYetHeldIsNotStartedEarly() {
        Harness h = new Harness().nodes(nodes("n", 3, 1));
        h.submit(job("1.srv").exitStatus(0).state(JobState.COMPLETED).walltime(HOUR).submitTime(T0 - 900).build());
        h.submit(job("2.srv").walltime(HOUR).submitTime(T0 - 300).build());
        // the server released 3.srv (its entry is gone); 4.srv's registration is still in flight
        h.submit(job("3.srv").walltime(HOUR).submitTime(T0 - 200).build());
        h.submit(job("4.srv").dependencies(List.of(Dependency.on(DependencyType.AFTERANY, "2.srv")))
                .walltime(HOUR).submitTime(T0 - 100).build());
        h.submit(job("5.srv").dependencies(List.of(Dependency.on(DependencyType.AFTEROK, "1.srv")))
                .walltime(HOUR).submitTime(T0 - 50).build());

        IterationResult r = h.runAt(T0);

        assertTrue(r.start("3.srv").isPresent());
        assertFalse(r.start("4.srv").isPresent(), "2.srv has not ended");
        assertTrue(r.start("5.srv").isPresent(), "1.srv ended with exit status 0");
    }
}
