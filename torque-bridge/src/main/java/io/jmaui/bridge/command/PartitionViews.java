package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.PartitionsDiagView;
import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.partition.PartitionAccess;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Partitions in the commands (guide 7.2): diagnose -t, and the {@code -p PARTITION} of showq and
 * showbf. The nodes of the latest iteration's snapshot carry their partitions already (NODECFG
 * PARTITION, FEATUREPARTITIONHEADER); a job's access is the core's {@link PartitionAccess}.
 */
final class PartitionViews {

    private PartitionViews() {
    }

    /** The partitions the nodes are in; a usage error naming them when {@code p} is none of them. */
    static String known(IterationReport r, String p) {
        List<String> all = PartitionAccess.partitionsOf(r.snapshot().nodes());
        if (p == null || p.equalsIgnoreCase(BackfillWindow.ALL) || all.contains(p)) {
            return p == null ? null : p.equalsIgnoreCase(BackfillWindow.ALL) ? BackfillWindow.ALL : p;
        }
        throw new UsageException("-p: no partition \"" + p + "\"; the nodes are in " + String.join(", ", all));
    }

    /**
     * showq -p: the jobs of partition {@code p} (null or ALL: every job). An active job is in the
     * partition of its nodes; a job not yet running is in each partition it may use.
     */
    static Predicate<Job> jobsIn(IterationReport r, MauiConfig cfg, String p) {
        if (p == null || p.equals(BackfillWindow.ALL)) {
            return j -> true;
        }
        Map<String, String> partitionOf = new HashMap<>();
        for (Node n : r.snapshot().nodes()) {
            partitionOf.put(n.name(), n.partition());
        }
        PartitionAccess access = PartitionAccess.of(cfg, r.snapshot().nodes());
        return j -> j.state().isActive() || r.started().contains(j.id())
                ? hosts(r, j).stream().anyMatch(h -> p.equals(partitionOf.get(h)))
                : access.mayUse(j, p);
    }

    private static List<String> hosts(IterationReport r, Job j) {
        if (!j.allocatedHosts().isEmpty()) {
            return j.allocatedHosts();
        }
        return r.result().start(j.id()).map(s -> s.hosts()).orElse(List.of());
    }

    static PartitionsDiagView diagnose(IterationReport r, MauiConfig cfg, List<String> only) {
        List<Node> nodes = r.snapshot().nodes();
        PartitionAccess access = PartitionAccess.of(cfg, nodes);
        List<String> names = new ArrayList<>(access.partitions());
        names.add(BackfillWindow.ALL);
        List<PartitionsDiagView.Row> rows = new ArrayList<>();
        for (String p : names) {
            if (!only.isEmpty() && !only.contains(p)) {
                continue;
            }
            boolean all = p.equals(BackfillWindow.ALL);
            int count = 0;
            int up = 0;
            long procs = 0;
            long procsUp = 0;
            long mem = 0;
            java.util.Set<String> members = new java.util.HashSet<>();
            for (Node n : nodes) {
                if (all || n.partition().equals(p)) {
                    members.add(n.name());
                    count++;
                    procs += n.configured().procs();
                    mem += n.configured().memMb();
                    if (n.state() != NodeState.DOWN && n.state() != NodeState.DRAINED) {
                        up++;
                        procsUp += n.configured().procs();
                    }
                }
            }
            long procsActive = 0;
            int active = 0;
            int idle = 0;
            Predicate<Job> in = jobsIn(r, cfg, p);
            for (Job j : r.snapshot().jobs()) {
                if (j.state() == JobState.IDLE && in.test(j)) {
                    idle++;
                } else if (j.state().isActive() && j.state() != JobState.SUSPENDED) {
                    long here = j.allocatedHosts().stream().filter(members::contains).count();
                    if (here > 0) {
                        active++;
                        procsActive += here * j.perTask().procs();
                    }
                }
            }
            rows.add(new PartitionsDiagView.Row(p, count, up, procs, procsUp, procsActive, mem, active, idle,
                    all ? List.of() : accessList(cfg, p)));
        }
        return new PartitionsDiagView(r.now(), rows);
    }

    /** The credentials whose PLIST or PDEF name {@code p}, SYSTEMCFG first. */
    private static List<String> accessList(MauiConfig cfg, String p) {
        List<String> out = new ArrayList<>();
        add(out, "system", cfg.system(), p);
        for (CredentialKind k : CredentialKind.values()) {
            for (CredentialConfig c : cfg.credentials(k).values()) {
                add(out, k.name().toLowerCase(java.util.Locale.ROOT) + ":" + c.name(), c, p);
            }
        }
        return out;
    }

    private static void add(List<String> out, String who, CredentialConfig c, String p) {
        boolean listed = c.partitionList().stream().anyMatch(x -> x.replace("&", "").replace("^", "").equals(p));
        boolean def = c.partitionDefault().map(x -> x.replace("&", "").replace("^", "")).filter(p::equals).isPresent();
        if (listed || def) {
            out.add(who + (def ? "(PDEF)" : ""));
        }
    }
}
