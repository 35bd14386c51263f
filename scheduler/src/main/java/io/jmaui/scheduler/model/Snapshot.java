package io.jmaui.scheduler.model;

import io.jmaui.scheduler.prediction.PredictionState;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Everything one iteration reads, immutable. The time {@code now} is passed beside it, never read
 * from a clock (design.md "Time").
 *
 * @param jobs              all jobs the resource manager reported (every state)
 * @param nodes             all compute nodes
 * @param classes           execution queues with their PBS priorities
 * @param reservations      administrative reservations (standing and job ones are derived)
 * @param fairshareWindows  fairshare usage history, newest (current) window first
 * @param nodeDownSince     since when each DOWN or DRAINED node has been so, epoch seconds, as
 *                          the daemon first saw it (DOWNNODEDELAYTIME); a node not in it: unknown
 * @param prediction        the run-time predictor's state as the last iteration left it
 *                          (IterationResult.prediction; JOBPREDICTIONPOLICY), empty when none
 * @param ended             jobs that completed since fairshare was last accrued (with their
 *                          {@code completionTime}): charged up to their end, then forgotten; no
 *                          stage but fairshare accrual reads them
 */
public record Snapshot(
        List<Job> jobs,
        List<Node> nodes,
        List<JobClass> classes,
        List<Reservation> reservations,
        List<FairshareWindow> fairshareWindows,
        Map<String, Long> nodeDownSince,
        PredictionState prediction,
        List<Job> ended) {

    public Snapshot {
        jobs = FixedList.copyOf(jobs); // one list class at every queue length (FixedList: why)
        nodes = NodeList.copyOf(nodes); // kept as it is when one: the simulator's lists share their unchanged chunks
        classes = List.copyOf(classes);
        reservations = List.copyOf(reservations);
        // one list class at every depth, and the accrual's own list kept as it is: List.copyOf gave one
        // class for one or two windows and another for more, and copied the accrual's at every event
        fairshareWindows = FixedList.copyOf(fairshareWindows);
        nodeDownSince = nodeDownSince == null || nodeDownSince.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new TreeMap<>(nodeDownSince));
        prediction = prediction == null ? PredictionState.EMPTY : prediction;
        ended = ended == null ? List.of() : List.copyOf(ended);
    }

    /** A snapshot without ended jobs. */
    public Snapshot(List<Job> jobs, List<Node> nodes, List<JobClass> classes, List<Reservation> reservations,
                    List<FairshareWindow> fairshareWindows, Map<String, Long> nodeDownSince,
                    PredictionState prediction) {
        this(jobs, nodes, classes, reservations, fairshareWindows, nodeDownSince, prediction, List.of());
    }

    /** A snapshot without predictor state. */
    public Snapshot(List<Job> jobs, List<Node> nodes, List<JobClass> classes, List<Reservation> reservations,
                    List<FairshareWindow> fairshareWindows, Map<String, Long> nodeDownSince) {
        this(jobs, nodes, classes, reservations, fairshareWindows, nodeDownSince, PredictionState.EMPTY);
    }

    /** This snapshot with {@code state} as the predictor's state. */
    public Snapshot withPrediction(PredictionState state) {
        if (state == prediction) {
            return this; // the simulator's snapshot at every event, where no predictor runs (EMPTY): not built twice
        }
        return new Snapshot(jobs, nodes, classes, reservations, fairshareWindows, nodeDownSince, state, ended);
    }

    /** A snapshot without down-since times (every node's is unknown). */
    public Snapshot(List<Job> jobs, List<Node> nodes, List<JobClass> classes, List<Reservation> reservations,
                    List<FairshareWindow> fairshareWindows) {
        this(jobs, nodes, classes, reservations, fairshareWindows, Map.of());
    }

    /** This snapshot with {@code downSince} as the nodes' down-since times. */
    public Snapshot withNodeDownSince(Map<String, Long> downSince) {
        return new Snapshot(jobs, nodes, classes, reservations, fairshareWindows, downSince, prediction, ended);
    }

    /** This snapshot with {@code endedJobs} as the jobs ended since the last accrual. */
    public Snapshot withEnded(List<Job> endedJobs) {
        return new Snapshot(jobs, nodes, classes, reservations, fairshareWindows, nodeDownSince, prediction, endedJobs);
    }

    /** This snapshot with {@code newJobs} in place of its jobs. */
    public Snapshot withJobs(List<Job> newJobs) {
        return new Snapshot(newJobs, nodes, classes, reservations, fairshareWindows, nodeDownSince, prediction, ended);
    }

    /**
     * The active jobs of {@link #jobs} (starting, running, suspended), in its order: worked out once
     * per jobs list ({@link ActiveJobs}), for the stages that read only them.
     */
    public List<Job> activeJobs() {
        return ActiveJobs.of(jobs);
    }

    /**
     * Whether a job of {@link #jobs} waits that is to run now or not at all (QUEUEJOB:FALSE): an
     * iteration that starts nothing still cancels it. Worked out with {@link #activeJobs}, in the same walk.
     */
    public boolean anyNoQueueWaiting() {
        return ActiveJobs.noQueueWaits(jobs);
    }

    /**
     * A jobs list for a snapshot, {@code jobs} handed over and never written again, whose first
     * {@code active} jobs are the active ones and whose others all wait, none QUEUEJOB:FALSE: a
     * source that builds it so (the simulator: its running jobs, then its queue) spares the
     * stages the walk that finds its active jobs ({@link #activeJobs}).
     */
    public static List<Job> activeFirst(Object[] jobs, int active) {
        return ActiveJobs.activeFirst(jobs, active);
    }

    /**
     * A jobs list for a snapshot, {@code jobs} handed over and never written again, made of {@code
     * from}'s job for job in its order, each in its state and with its QUEUEJOB flag (the
     * iteration's preparation: class defaults, QOS): where {@code from} lists its active jobs first
     * ({@link #activeFirst}), so does it, and no walk finds them again.
     */
    public static List<Job> alike(List<Job> from, Object[] jobs) {
        return ActiveJobs.alike(from, jobs);
    }

    /** Configured resources of all nodes, whatever their state: the cluster total of processor equivalents. */
    public Resources configuredResources() {
        return Node.configuredTotal(nodes);
    }

    public static Snapshot of(List<Job> jobs, List<Node> nodes) {
        return new Snapshot(jobs, nodes, List.of(), List.of(), List.of());
    }
}
