package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Appendix F PURGETIME 00:05:00: records of objects the resource manager stopped reporting are kept that long. */
class PurgeTimeTest {

    static final long T0 = 1_700_000_000L;

    private static PolledCluster poll(List<Job> jobs, List<Node> nodes) {
        return new PolledCluster(jobs, nodes, List.of(), new HashMap<>(), List.of());
    }

    private static final Job RUNNING = Job.builder("1.head").user("alice").procs(2).walltime(3600)
            .running(T0, List.of("n1", "n1")).build();
    private static final Job WAITING = Job.builder("2.head").user("alice").procs(1).walltime(3600).submitTime(T0).build();

    @Test
    void aDroppedNodeAndARunningJobAreKeptUntilPurgeTimePasses() {
        PurgeTime p = new PurgeTime();
        p.apply(poll(List.of(RUNNING, WAITING), List.of(Node.idle("n1", 4), Node.idle("n2", 4))), T0, 300);

        PolledCluster dropped = p.apply(poll(List.of(), List.of(Node.idle("n1", 4))), T0 + 60, 300);
        assertEquals(List.of("n1", "n2"), dropped.nodes().stream().map(Node::name).toList());
        assertEquals(List.of("1.head"), dropped.jobs().stream().map(Job::id).toList(), "a waiting job is not kept");

        PolledCluster purged = p.apply(poll(List.of(), List.of(Node.idle("n1", 4))), T0 + 300, 300);
        assertEquals(List.of("n1"), purged.nodes().stream().map(Node::name).toList());
        assertEquals(List.of(), purged.jobs());
    }

    @Test
    void zeroKeepsNothing() {
        PurgeTime p = new PurgeTime();
        p.apply(poll(List.of(RUNNING), List.of(Node.idle("n1", 4))), T0, 0);
        PolledCluster next = p.apply(poll(List.of(), List.of()), T0 + 1, 0);
        assertEquals(List.of(), next.jobs());
        assertEquals(List.of(), next.nodes());
    }

    @Test
    void aJobThatCompletesIsNotKeptRunning() {
        PurgeTime p = new PurgeTime();
        p.apply(poll(List.of(RUNNING), List.of(Node.idle("n1", 4))), T0, 300);
        Job done = RUNNING.toBuilder().state(io.jmaui.scheduler.model.JobState.COMPLETED).build();
        p.apply(poll(List.of(done), List.of(Node.idle("n1", 4))), T0 + 10, 300);
        assertEquals(List.of(), p.apply(poll(List.of(), List.of(Node.idle("n1", 4))), T0 + 20, 300).jobs());
    }
}
