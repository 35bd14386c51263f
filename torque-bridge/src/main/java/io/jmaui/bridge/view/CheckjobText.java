package io.jmaui.bridge.view;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Prints checkjob as Maui does: a block of {@code Name: value} lines, then why the job waits. */
public final class CheckjobText {

    private CheckjobText() {
    }

    public static void print(CheckjobView v, TextFormat f, PrintWriter out) {
        out.printf("checking job %s%n%n", v.id());
        out.printf("State: %s%n", v.state());
        out.printf("Creds:  user:%s  group:%s%s%s%s%n", v.user(), TextFormat.dash(v.group()),
                v.account() == null ? "" : "  account:" + v.account(),
                v.jobClass() == null ? "" : "  class:" + v.jobClass(),
                v.qos() == null ? "" : "  qos:" + v.qos());
        if (v.qosSource() != null) {
            out.printf("QOS: %s (%s)%n", v.qos() == null ? "DEFAULT" : v.qos(), v.qosSource());
        }
        if (v.qosRefusal() != null) {
            out.printf("%s%n", v.qosRefusal());
        }
        out.printf("WallTime: %s of %s%n", TextFormat.duration(v.wallUsed()),
                v.wallLimit() > 0 ? TextFormat.duration(v.wallLimit()) : "INFINITY");
        if (v.prediction() != null && v.prediction().planned() != null) {
            out.printf("Predicted: %s (planned with this; the job is still killed at its WallTime limit)%n",
                    TextFormat.duration(v.prediction().planned()));
        }
        out.printf("SubmitTime: %s%n", f.date(v.submitTime()));
        out.printf("  (Time Queued  Total: %s)%n%n", TextFormat.duration(
                (v.startTime() > 0 ? v.startTime() : v.now()) - v.submitTime()));
        if (v.startTime() > 0) {
            out.printf("StartTime: %s%n", f.date(v.startTime()));
        }
        List<CheckjobView.ReqView> reqs = v.reqs().isEmpty() ? List.of(new CheckjobView.ReqView(v.tasks(),
                v.procsPerTask(), v.memMb(), v.swapMb(), v.diskMb(), 0, Map.of(), v.nodesRequested(), v.features()))
                : v.reqs();
        out.printf("Total Tasks: %d%n%n", reqs.stream().mapToInt(CheckjobView.ReqView::tasks).sum());
        for (int k = 0; k < reqs.size(); k++) {
            CheckjobView.ReqView r = reqs.get(k);
            out.printf("Req[%d]  TaskCount: %d  Partition: ALL%n", k, r.tasks());
            out.printf("Network: ---  Memory >= %dM  Disk >= %dM  Swap >= %dM%n", r.memMb(), r.diskMb(), r.swapMb());
            out.printf("Opsys: ---  Arch: ---  Features: %s%n", r.features().isEmpty() ? "---"
                    : "[" + String.join("][", r.features()) + "]");
            StringBuilder per = new StringBuilder("PROCS: " + r.procsPerTask());
            if (r.memMb() > 0) {
                per.append("  MEM: ").append(r.memMb()).append('M');
            }
            if (r.gpusPerTask() > 0) {
                per.append("  GPUS: ").append(r.gpusPerTask());
            }
            new TreeMap<>(r.gresPerTask()).forEach((name, c) -> per.append("  ").append(name).append(": ").append(c));
            out.printf("Dedicated Resources Per Task: %s%n", per);
            if (r.nodes() > 0) {
                out.printf("NodeCount: %d%n", r.nodes());
            }
            if (k < reqs.size() - 1) {
                out.println();
            }
        }
        if (!v.requestedHosts().isEmpty()) {
            out.printf("Required HostList: [%s]%n", String.join("][", v.requestedHosts()));
        }
        if (!v.allocatedHosts().isEmpty()) {
            out.printf("Allocated Nodes:%n[%s]%n", String.join("][", v.allocatedHosts()));
        }
        out.println();
        if (!v.flags().isEmpty()) {
            out.printf("Flags:       %s%n", String.join(" ", v.flags())); // Maui: "Flags:      " then " FLAG" each
        }
        if (!v.holds().isEmpty()) {
            out.printf("Holds:    %s%n", String.join(",", v.holds()));
        }
        if (v.priority() != null) {
            out.printf("StartPriority:  %d%n", v.priority());
            if (v.verbose() || !v.components().isEmpty()) {
                out.printf("  %s%n", breakdown(v.components()));
            }
        }
        if (v.systemPriority() != 0) {
            out.printf("SystemPriority: %d%n", v.systemPriority());
        }
        if (v.bypass() > 0) {
            out.printf("Bypass: %d%n", v.bypass());
        }
        if (v.prediction() != null && v.prediction().movedTotal() > 0) {
            out.printf("NOTE:  reservation moved %s later by wrong predictions (last %s: job %s ran past its predicted end)%n",
                    TextFormat.duration(v.prediction().movedTotal()), TextFormat.duration(v.prediction().movedLast()),
                    v.prediction().movedBy() == null ? "?" : v.prediction().movedBy());
        }
        if (v.reservation() != null) {
            ReservationRow r = v.reservation();
            out.printf("Reservation '%s' (%s -> %s  Duration: %s)%n", r.id(),
                    TextFormat.duration(r.start() - v.now()), TextFormat.duration(r.end() - v.now()),
                    TextFormat.duration(r.end() - r.start()));
        }
        if (v.estimatedStart() != null) {
            out.printf("Estimated Start: %s (in %s)%n", f.date(v.estimatedStart()),
                    TextFormat.duration(Math.max(0, v.estimatedStart() - v.now())));
        }
        if (v.reason() != null) {
            out.printf("job cannot run (%s)%n", v.reason());
        }
        for (String c : v.checks()) {
            out.printf("%s%n", c);
        }
        if (!v.actions().isEmpty()) {
            out.printf("Preemptions and limit actions:%n");
            for (CheckjobView.Action a : v.actions()) {
                out.printf("  %s  %s%n", f.date(a.at()), a.what());
            }
        }
        if (!v.nodeChecks().isEmpty()) {
            out.println();
            out.printf("%-20s %-10s %9s  %s%n", "Node", "State", "IdleProcs", "Rejection");
            for (CheckjobView.NodeCheck n : v.nodeChecks()) {
                out.printf("%-20s %-10s %9d  %s%n", n.node(), n.state(), n.procsFree(),
                        n.rejection().isEmpty() ? "-" : n.rejection());
            }
        }
    }

    static String breakdown(Map<String, Double> components) {
        StringBuilder b = new StringBuilder();
        components.forEach((k, val) -> {
            if (b.length() > 0) {
                b.append("  ");
            }
            b.append(k).append(": ").append(String.format(Locale.ROOT, "%.1f", val));
        });
        return b.toString();
    }
}
