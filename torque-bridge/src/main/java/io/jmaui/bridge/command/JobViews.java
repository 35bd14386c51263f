package io.jmaui.bridge.command;

import io.jmaui.bridge.reason.QosText;
import io.jmaui.bridge.reason.ReasonText;
import io.jmaui.scheduler.qos.QosGrant;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.CheckjobView;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import io.jmaui.scheduler.prediction.ReservationMove;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** checkjob from the latest iteration, and the start estimates showq, checkjob and showstart share. */
final class JobViews {

    private JobViews() {
    }

    /** The job named {@code id}, or {@code id.<server>} when given without the server suffix, as Maui accepts. */
    static Optional<Job> find(IterationReport r, String id) {
        Job prefixed = null;
        for (Job j : r.snapshot().jobs()) {
            if (j.id().equals(id)) {
                return Optional.of(j);
            }
            if (prefixed == null && j.id().startsWith(id + ".")) {
                prefixed = j;
            }
        }
        if (prefixed == null) {
            for (Job j : r.stopped()) { // cancelled by a limit, say: checkjob still says what happened
                if (j.id().equals(id) || j.id().startsWith(id + ".")) {
                    return Optional.of(j);
                }
            }
        }
        return Optional.ofNullable(prefixed);
    }

    static Job require(IterationReport r, String id) {
        return find(r, id).orElseThrow(() -> new RefusedException("cannot locate job '" + id + "'"));
    }

    /**
     * @param node checkjob -n: check the job against this node only (the per-node line of -v),
     *             null for none
     */
    static CheckjobView checkjob(IterationReport r, Job j, boolean verbose, String node) {
        return checkjob(r, j, verbose, node, List.of(), List.of());
    }

    /**
     * @param answers the lines of {@link JobChecks} the caller asked for (checkjob -l, -r, -q)
     * @param flags   the job's Maui flags ({@link JobFlags})
     */
    static CheckjobView checkjob(IterationReport r, Job j, boolean verbose, String node, List<String> answers,
                                 List<String> flags) {
        JobRows rows = new JobRows(r);
        var row = rows.row(j);
        Map<String, Double> components = Map.of();
        for (JobPriority p : r.result().priorities()) {
            if (p.jobId().equals(j.id())) {
                components = PriorityColumns.of(p);
            }
        }
        Map<String, Integer> perHost = new LinkedHashMap<>();
        List<String> hosts = j.allocatedHosts().isEmpty()
                ? r.result().start(j.id()).map(s -> s.hosts()).orElse(List.of()) : j.allocatedHosts();
        hosts.forEach(h -> perHost.merge(h, 1, Integer::sum));
        List<String> allocated = perHost.entrySet().stream().map(e -> e.getKey() + ":" + e.getValue()).toList();
        List<String> holds = j.holds().stream().map(HoldType::name)
                .map(h -> h.charAt(0) + h.substring(1).toLowerCase(Locale.ROOT)).sorted().toList();
        Reason reason = r.result().reasons().get(j.id());
        QosGrant grant = r.result().qosGrants().get(j.id());
        long used = row.startTime() > 0 ? Math.max(0, r.now() - row.startTime()) : 0;
        Resources t = j.perTask();
        List<CheckjobView.NodeCheck> checks = (verbose || node != null) && j.state() == JobState.IDLE
                ? nodeChecks(r, j) : List.of();
        if (node != null) {
            if (r.snapshot().nodes().stream().noneMatch(n -> n.name().equals(node))) {
                throw new RefusedException("cannot locate node '" + node + "'");
            }
            checks = checks.stream().filter(c -> c.node().equals(node)).toList();
        }
        return new CheckjobView(r.now(), j.id(), row.state(), row.user(), row.group(), row.account(), row.jobClass(),
                row.qos(), used, j.walltime(), j.submitTime(), row.startTime(), j.tasks(), t.procs(), t.memMb(),
                t.swapMb(), t.diskMb(), j.nodes(), j.features().stream().sorted().toList(), j.requestedHosts(),
                allocated, holds, rows.priority(j.id()), components, j.systemPriority(), j.bypassCount(),
                reason == null ? null : ReasonText.sentence(reason), estimatedStart(r, j),
                r.result().jobReservation(j.id()).map(x -> ReservationViews.row(r, x)).orElse(null), verbose, checks,
                grant == null ? null : QosText.source(grant, j.credentials()), QosText.refusal(grant),
                j.reqs().stream().map(JobViews::reqView).toList(), prediction(r, j), answers,
                PreemptionActions.of(r.preemptions(), j.id()), flags);
    }

    private static CheckjobView.Prediction prediction(IterationReport r, Job j) {
        Long planned = r.result().plannedRunTimes().get(j.id());
        ReservationMove m = r.result().prediction().moves().get(j.id());
        if (planned == null && m == null) {
            return null;
        }
        return new CheckjobView.Prediction(planned, m == null ? 0 : m.total(), m == null ? 0 : m.last(),
                m == null ? null : m.cause());
    }

    private static CheckjobView.ReqView reqView(Req q) {
        Resources t = q.perTask();
        return new CheckjobView.ReqView(q.tasks(), t.procs(), t.memMb(), t.swapMb(), t.diskMb(), t.gpus(),
                t.gres().asMap(), q.nodes(), q.features().stream().sorted().toList());
    }

    /**
     * The start checkjob and showstart give: when an active job started, now for one this iteration
     * starts, else the iteration's estimate (null when it has none).
     */
    static Long estimatedStart(IterationReport r, Job j) {
        if (j.state().isActive()) {
            return j.startTime() > 0 ? j.startTime() : r.now();
        }
        if (r.started().contains(j.id())) {
            return r.now();
        }
        Long s = r.result().estimatedStarts().get(j.id());
        return s == null || s >= Long.MAX_VALUE / 4 ? null : s;
    }

    /**
     * checkjob -v: for each node, the free procs and the per-node rejection (State, CPU, Memory,
     * GPU, GRes, Features, Class); a node some request of the job could use is not rejected.
     */
    private static List<CheckjobView.NodeCheck> nodeChecks(IterationReport r, Job j) {
        Map<String, Resources> used = NodeUsage.of(r);
        List<CheckjobView.NodeCheck> out = new ArrayList<>();
        for (Node n : r.snapshot().nodes()) {
            Resources free = n.configured().minus(used.getOrDefault(n.name(), Resources.ZERO));
            List<String> why = null;
            for (Req q : j.reqs()) {
                List<String> w = rejection(n, free, j, q);
                if (why == null || w.isEmpty()) {
                    why = w;
                }
                if (w.isEmpty()) {
                    break;
                }
            }
            out.add(new CheckjobView.NodeCheck(n.name(), nodeState(n), Math.max(0, free.procs()), String.join(",", why)));
        }
        return out;
    }

    private static List<String> rejection(Node n, Resources free, Job j, Req q) {
        List<String> why = new ArrayList<>();
        Resources t = q.perTask();
        if (!n.state().acceptsWork()) {
            why.add("State");
        }
        if (free.procs() < t.procs()) {
            why.add("CPU");
        }
        if (n.configured().memMb() > 0 && n.configured().memMb() < t.memMb()) {
            why.add("Memory");
        }
        if (free.gpus() < t.gpus()) {
            why.add("GPU");
        }
        if (!free.gres().covers(t.gres())) {
            why.add("GRes");
        }
        if (!n.features().containsAll(q.features()) || !n.features().containsAll(j.features())) {
            why.add("Features");
        }
        String cls = j.credentials().jobClass();
        if (cls != null && !n.classes().isEmpty() && !n.classes().contains(cls)) {
            why.add("Class");
        }
        return why;
    }

    static String nodeState(Node n) {
        String s = n.state().name();
        return s.charAt(0) + s.substring(1).toLowerCase(Locale.ROOT);
    }
}
