package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.config.SimFlag;
import io.jmaui.scheduler.config.SimJobFlag;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a simulation changes in each trace job before replaying it (appendix F):
 * SIMCPUSCALINGPERCENT scales run time and wallclock limit; SIMFLAGS drops the class
 * (IGNCLASS), QOS (IGNQOS), required features (IGNFEATURES), required hosts (IGNHOSTLIST) or the
 * job flags (IGNMODE), IGNALL all of them; SIMDEFAULTJOBFLAGS adds flags and SIMIGNOREJOBFLAGS
 * strips them; SIMNODECONFIGURATION UNIFORM drops everything but processors from the request.
 * A job keeps its required hosts only while it has the HOSTLIST flag, as Maui honours them.
 */
public record TraceAdjustments(int cpuScalingPercent, Set<SimFlag> simFlags, Set<SimJobFlag> defaultFlags,
                               Set<SimJobFlag> ignoreFlags, boolean uniformNodes) {

    public static final TraceAdjustments NONE = new TraceAdjustments(100, Set.of(), Set.of(), Set.of(), false);

    public TraceAdjustments {
        simFlags = simFlags.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(simFlags));
        defaultFlags = Set.copyOf(defaultFlags);
        ignoreFlags = Set.copyOf(ignoreFlags);
    }

    private boolean ignores(SimFlag f) {
        return simFlags.contains(f) || simFlags.contains(SimFlag.IGNALL);
    }

    /** The trace with every job adjusted; the same trace when nothing is to change. */
    public Trace apply(Trace t) {
        if (equals(NONE)) {
            return t;
        }
        List<TraceJob> out = new ArrayList<>(t.jobs().size());
        for (TraceJob j : t.jobs()) {
            out.add(apply(j));
        }
        return new Trace(out, t.problems(), t.skipped(), t.headerNodes(), t.headerProcs());
    }

    TraceJob apply(TraceJob j) {
        long run = scale(j.runTime());
        long wall = scale(j.walltime());
        Set<String> flags = new TreeSet<>(ignores(SimFlag.IGNMODE) ? Set.of() : j.flags());
        if (!j.hosts().isEmpty() && !ignores(SimFlag.IGNHOSTLIST)) {
            flags.add(SimJobFlag.HOSTLIST.name());
        }
        defaultFlags.forEach(f -> flags.add(f.name()));
        ignoreFlags.forEach(f -> flags.remove(f.name()));
        if (ignores(SimFlag.IGNHOSTLIST)) {
            flags.remove(SimJobFlag.HOSTLIST.name());
        }
        List<String> hosts = flags.contains(SimJobFlag.HOSTLIST.name()) ? j.hosts() : List.of();
        Set<String> features = ignores(SimFlag.IGNFEATURES) || uniformNodes ? Set.of() : j.features();
        Resources perTask = uniformNodes ? Resources.procs(j.perTask().procs()) : j.perTask();
        return new TraceJob(j.id(), j.submitTime(), run, wall, j.tasks(), perTask, j.nodes(), j.tasksPerNode(), j.user(),
                j.group(), j.account(), ignores(SimFlag.IGNCLASS) ? null : j.jobClass(),
                ignores(SimFlag.IGNQOS) ? null : j.qos(), features, hosts, flags);
    }

    /** Seconds scaled by SIMCPUSCALINGPERCENT, at least 1. */
    private long scale(long seconds) {
        return cpuScalingPercent == 100 ? seconds : Math.max(1, Math.round(seconds * cpuScalingPercent / 100.0));
    }
}
