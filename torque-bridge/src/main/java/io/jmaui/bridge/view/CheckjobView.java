package io.jmaui.bridge.view;

import java.util.List;
import java.util.Map;

/**
 * checkjob (guide 4.1, "checkjob"): one job's state, credentials, request, allocation, priority
 * with its breakdown, why it is not running and when it is expected to start.
 *
 * @param wallUsed         seconds the job has run (0 when idle)
 * @param allocatedHosts   host and task count, in exec_host order, e.g. {@code node001:4}
 * @param priority         the start priority of an idle job (null when not ranked this iteration)
 * @param components       the priority's weighted contribution per factor
 * @param reason           why an idle job is not running (null when it runs or started)
 * @param estimatedStart   epoch seconds (null when unknown)
 * @param reservation      the job's reservation, if it has one
 * @param nodeChecks       checkjob -v: per node, why the job cannot use it now (empty when it can)
 * @param qosSource        where the job's QOS came from (guide 7.3), e.g. {@code QDEF of class batch}
 * @param qosRefusal       why the QOS the job asked for was refused, null when it was not
 * @param reqs             every request of the job (a multi-req job has more than one), with its
 *                         per-task GPUs and generic resources; the fields above describe the first
 * @param prediction       the run time jobs are planned with when it is a prediction (JOBPREDICTIONPOLICY),
 *                         and how far corrected predictions moved the job's reservation; null when none
 * @param checks           the answers to checkjob -l LEVEL, -r RESID and -q QOS, one line each
 * @param actions          what the scheduler did to the job while it ran, oldest first: each
 *                         preemption, limit action (JOBMAXOVERRUN, RESOURCELIMITPOLICY, ...),
 *                         resume and refusal, the one in flight, a limit violation being timed
 * @param flags            the job's Maui flags, e.g. {@code RESTARTABLE}, {@code ADVRES:bench}
 */
public record CheckjobView(long now, String id, String state, String user, String group, String account,
                           String jobClass, String qos, long wallUsed, long wallLimit, long submitTime,
                           long startTime, int tasks, int procsPerTask, long memMb, long swapMb, long diskMb,
                           int nodesRequested, List<String> features, List<String> requestedHosts,
                           List<String> allocatedHosts, List<String> holds, Long priority,
                           Map<String, Double> components, long systemPriority, int bypass, String reason,
                           Long estimatedStart, ReservationRow reservation, boolean verbose,
                           List<NodeCheck> nodeChecks, String qosSource, String qosRefusal,
                           List<ReqView> reqs, Prediction prediction, List<String> checks, List<Action> actions,
                           List<String> flags) {

    public CheckjobView {
        features = List.copyOf(features);
        requestedHosts = List.copyOf(requestedHosts);
        allocatedHosts = List.copyOf(allocatedHosts);
        holds = List.copyOf(holds);
        components = components == null ? Map.of() : java.util.Collections.unmodifiableMap(
                new java.util.LinkedHashMap<>(components));
        nodeChecks = List.copyOf(nodeChecks);
        reqs = reqs == null ? List.of() : List.copyOf(reqs);
        checks = checks == null ? List.of() : List.copyOf(checks);
        actions = actions == null ? List.of() : List.copyOf(actions);
        flags = flags == null ? List.of() : List.copyOf(flags);
    }

    /** One preemption or limit action: when (epoch seconds) and what, e.g. {@code requeued: preempted by 12.srv (QOS urgent)}. */
    public record Action(long at, String what) {
    }

    /** One request: tasks of these resources each, on nodes with these features. */
    public record ReqView(int tasks, int procsPerTask, long memMb, long swapMb, long diskMb, int gpusPerTask,
                          Map<String, Long> gresPerTask, int nodes, List<String> features) {

        public ReqView {
            gresPerTask = Map.copyOf(gresPerTask);
            features = List.copyOf(features);
        }
    }

    /**
     * The job's prediction beside its walltime: {@code planned} seconds (null when it is planned
     * with its walltime); the reservation moved later by {@code movedTotal} seconds in all, the
     * last time by {@code movedLast} because job {@code movedBy} outlived its prediction (0 and null
     * when never).
     */
    public record Prediction(Long planned, long movedTotal, long movedLast, String movedBy) {
    }

    /** One node as the job sees it: free procs and the reasons it cannot start there ("" if none). */
    public record NodeCheck(String node, String state, int procsFree, String rejection) {
    }
}
