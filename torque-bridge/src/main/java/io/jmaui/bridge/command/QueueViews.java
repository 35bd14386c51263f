package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.JobRow;
import io.jmaui.bridge.view.JobsDiagView;
import io.jmaui.bridge.view.ShowqView;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * showq and diagnose -j from the latest iteration. showq's options: {@code r} active only
 * (extended), {@code i} eligible only (extended, by priority), {@code b} blocked only,
 * {@code c} completed, {@code u USER} and {@code w attr=value[,attr=value]} (user, group,
 * account, class, qos) filter, {@code p PARTITION} only the jobs of one partition (running there, or
 * allowed to run there).
 */
final class QueueViews {

    private QueueViews() {
    }

    /**
     * @param cfg         the configuration partitions are read from (showq -p)
     * @param nodeCentric DISPLAYFLAGS NODECENTRIC: size jobs in nodes
     */
    static ShowqView showq(IterationReport r, CommandRequest req, List<JobRow> completedJobs, MauiConfig cfg,
                           boolean nodeCentric) {
        Predicate<JobRow> filter = filter(req);
        Predicate<Job> inPartition = PartitionViews.jobsIn(r, cfg, PartitionViews.known(r, req.option("p")));
        if (req.has("R")) {
            inPartition = inPartition.and(ReservationViews.overlapping(r, req.option("R")));
        }
        JobRows rows = new JobRows(r);
        List<JobRow> active = new ArrayList<>();
        List<JobRow> eligible = new ArrayList<>();
        List<JobRow> blocked = new ArrayList<>();
        for (Job j : r.snapshot().jobs()) {
            JobRow row = rows.row(j);
            if (!filter.test(row) || !inPartition.test(j)) {
                continue;
            }
            switch (rows.section(j)) {
                case ACTIVE -> active.add(row);
                case ELIGIBLE -> eligible.add(row);
                case BLOCKED -> blocked.add(row);
                default -> { }
            }
        }
        active.sort(Comparator.comparingLong(JobRow::remaining).thenComparing(JobRow::id));
        eligible.sort(Comparator.comparingLong(JobRow::priority).reversed().thenComparingLong(JobRow::queueTime)
                .thenComparing(JobRow::id));
        blocked.sort(Comparator.comparingLong(JobRow::queueTime).thenComparing(JobRow::id));
        List<String> sections;
        boolean extended = false;
        if (req.has("r")) {
            sections = List.of("ACTIVE");
            extended = true;
        } else if (req.has("i")) {
            sections = List.of("ELIGIBLE");
            extended = true;
        } else if (req.has("b")) {
            sections = List.of("BLOCKED");
        } else if (req.has("c")) {
            sections = List.of("COMPLETED");
        } else {
            sections = List.of("ACTIVE", "ELIGIBLE", "BLOCKED");
        }
        int procsTotal = 0;
        int gpusTotal = 0;
        int nodesActive = 0;
        for (Node n : r.snapshot().nodes()) {
            procsTotal += n.configured().procs();
            gpusTotal += n.configured().gpus();
        }
        java.util.Set<String> busyNodes = new java.util.TreeSet<>();
        int procsActive = 0;
        int gpusActive = 0;
        for (Job j : r.snapshot().jobs()) {
            // a suspended job is shown among the active ones (as Maui's showq does) but holds no procs
            if ((j.state().isActive() && j.state() != JobState.SUSPENDED) || r.started().contains(j.id())) {
                procsActive += j.procs();
                gpusActive += j.totalResources().gpus();
                busyNodes.addAll(j.distinctHosts());
            }
        }
        r.result().starts().forEach(s -> busyNodes.addAll(s.hosts()));
        nodesActive = busyNodes.size();
        List<JobRow> done = completedJobs.stream().filter(filter).toList();
        return new ShowqView(r.now(), sections, extended, active, eligible, blocked, done, procsActive, procsTotal,
                nodesActive, r.snapshot().nodes().size(), gpusActive, gpusTotal, nodeCentric,
                req.has("v") ? verbose(r) : null);
    }

    /**
     * showq -v: each job's partition (that of the first host it runs on or is reserved on, else
     * ALL) and its job reservation's start.
     */
    private static ShowqView.Verbose verbose(IterationReport r) {
        Map<String, String> partitionOf = new java.util.HashMap<>();
        r.snapshot().nodes().forEach(n -> partitionOf.put(n.name(), n.partition()));
        Map<String, String> partitions = new java.util.HashMap<>();
        Map<String, Long> reservations = new java.util.HashMap<>();
        r.result().starts().forEach(s -> partitions.put(s.jobId(), partitionOf.getOrDefault(s.hosts().get(0), "ALL")));
        for (var res : r.result().reservations()) {
            if (res.type() == io.jmaui.scheduler.model.ReservationType.JOB && !res.hosts().isEmpty()) {
                reservations.put(res.id(), res.start());
                partitions.put(res.id(), partitionOf.getOrDefault(res.hosts().get(0), "ALL"));
            }
        }
        for (Job j : r.snapshot().jobs()) {
            if (j.state().isActive() && !j.allocatedHosts().isEmpty()) {
                partitions.put(j.id(), partitionOf.getOrDefault(j.allocatedHosts().get(0), "ALL"));
            }
        }
        return new ShowqView.Verbose(partitions, reservations);
    }

    /** diagnose -b (the guide's diagnose page): the blocked jobs, each with what holds it. */
    /** diagnose -b [-t PARTITION]: the blocked jobs {@code in} accepts (those that may run in the partition). */
    static JobsDiagView diagnoseBlocked(IterationReport r, CommandRequest req, Predicate<Job> in) {
        JobRows rows = new JobRows(r);
        java.util.Set<String> blocked = new java.util.HashSet<>();
        for (Job j : r.snapshot().jobs()) {
            if (rows.section(j) == JobRows.Section.BLOCKED && in.test(j)) {
                blocked.add(j.id());
            }
        }
        JobsDiagView all = diagnoseJobs(r, req);
        return new JobsDiagView(all.now(), all.jobs().stream().filter(j -> blocked.contains(j.id())).toList());
    }

    static JobsDiagView diagnoseJobs(IterationReport r, CommandRequest req) {
        Predicate<JobRow> filter = filter(req);
        JobRows rows = new JobRows(r);
        List<JobRow> out = new ArrayList<>();
        for (Job j : r.snapshot().jobs()) {
            JobRow row = rows.row(j);
            if (filter.test(row) && (req.args().isEmpty() || req.args().contains(j.id()))) {
                out.add(row);
            }
        }
        out.sort(Comparator.comparing(JobRow::id));
        return new JobsDiagView(r.now(), out);
    }

    /** -u USER and -w user=..,group=..,account=..,class=..,qos=.. as one predicate. */
    static Predicate<JobRow> filter(CommandRequest req) {
        Map<String, String> want = new TreeMap<>();
        if (req.option("u") != null && !req.option("u").isEmpty()) {
            want.put("user", req.option("u"));
        }
        String w = req.option("w");
        if (w != null && !w.isEmpty()) {
            for (String part : w.split(",")) {
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new UsageException("-w: \"" + part + "\" is not ATTR=VALUE (user, group, account, class, qos)");
                }
                String key = part.substring(0, eq).toLowerCase(Locale.ROOT);
                if (key.equals("acct")) {
                    key = "account";
                }
                if (!List.of("user", "group", "account", "class", "qos").contains(key)) {
                    throw new UsageException("-w: unknown attribute \"" + key
                            + "\"; expected one of user, group, account, class, qos");
                }
                want.put(key, part.substring(eq + 1));
            }
        }
        return row -> want.entrySet().stream().allMatch(e -> e.getValue().equals(switch (e.getKey()) {
            case "user" -> row.user();
            case "group" -> row.group();
            case "account" -> row.account();
            case "class" -> row.jobClass();
            default -> row.qos();
        }));
    }
}
