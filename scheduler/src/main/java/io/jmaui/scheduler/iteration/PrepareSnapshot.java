package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.jobdefaults.ClassDefaults;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.nodes.NodeAttributes;
import io.jmaui.scheduler.nodes.NodeLoad;
import io.jmaui.scheduler.nodes.NodePlacement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Before the stages: the snapshot as maui.cfg reads it. NODECFG generic resources are laid on the
 * nodes ({@link NodeAttributes}), partitions and DEFAULTCLASSLIST too ({@link NodePlacement}); CLASSCFG
 * DEFAULT.WCLIMIT and DEFAULT.FEATURES on the jobs ({@link ClassDefaults}); nodes loaded to their MAXLOAD
 * or their processors are BUSY ({@link NodeLoad}); without ENABLEMULTIREQJOBS, idle multi-req jobs whose requests
 * can be merged are merged into one ({@link MultiReqJobs}). Idempotent, and the snapshot itself is
 * returned when there is nothing to do, so the daemon may prepare the snapshot its views read and
 * the core prepare it again for nothing.
 */
public final class PrepareSnapshot {

    private PrepareSnapshot() {
    }

    public static Snapshot apply(MauiConfig cfg, Snapshot s) {
        return with(s, nodes(cfg, s.nodes()), jobs(cfg, s.jobs()));
    }

    /**
     * {@code s} with its nodes as maui.cfg reads them and its jobs as they are: for a caller that
     * hands the snapshot to the iteration, which prepares the jobs itself and gives them back
     * ({@link IterationResult#jobs()}). The daemon prepared its 100,000 jobs here at every poll
     * and the iteration again: one more walk of the queue, and jobs given class defaults came to
     * the iteration as new objects at every poll, so its carry ({@link PreparedCarry}) missed them.
     */
    public static Snapshot applyToNodes(MauiConfig cfg, Snapshot s) {
        return with(s, nodes(cfg, s.nodes()), s.jobs());
    }

    /** The nodes as maui.cfg reads them, {@code nodes} itself when none changes; each node's by itself alone. */
    static List<Node> nodes(MauiConfig cfg, List<Node> nodes) {
        // the load rules are the config's alone (immutable): read once per config, not at every event
        NodeLoad load = NodeLoad.of(cfg);
        return load.apply(NodePlacement.apply(cfg, NodeAttributes.apply(cfg, nodes)));
    }

    /** The jobs as maui.cfg reads them, {@code jobs} itself when none changes; each job's by itself alone. */
    static List<Job> jobs(MauiConfig cfg, List<Job> jobs) {
        List<Job> out = ClassDefaults.apply(cfg, jobs);
        return cfg.get(Parameters.ENABLEMULTIREQJOBS) ? out : merged(out);
    }

    /** {@code s} with {@code nodes} and {@code jobs} (its own or prepared ones): {@code s} itself when both are its own. */
    static Snapshot with(Snapshot s, List<Node> nodes, List<Job> jobs) {
        if (nodes == s.nodes() && jobs == s.jobs()) {
            return s;
        }
        return new Snapshot(jobs, nodes, s.classes(), s.reservations(), s.fairshareWindows(), s.nodeDownSince(), s.prediction(),
                s.ended());
    }

    /** The jobs with every idle multi-req job merged where it can be; {@code jobs} itself when none is. */
    private static List<Job> merged(List<Job> jobs) {
        List<Job> out = null;
        for (int i = 0; i < jobs.size(); i++) {
            Job j = jobs.get(i);
            if (!j.isMultiReq() || j.state().isActive()) {
                continue;
            }
            Optional<Job> m = MultiReqJobs.merged(j);
            if (m.isPresent()) {
                if (out == null) {
                    out = new ArrayList<>(jobs);
                }
                out.set(i, m.get());
            }
        }
        return out == null ? jobs : out;
    }
}
