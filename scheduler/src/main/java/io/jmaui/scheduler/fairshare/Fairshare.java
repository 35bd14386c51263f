package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.FairshareWindowKinds;
import io.jmaui.scheduler.model.FairshareWindowNames;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Fairshare accrual (guide 6.3.2.1, 6.3.2.3): each iteration charges the running jobs' usage for
 * the time since the previous iteration to the current FSINTERVAL window, and rolls the windows at
 * interval boundaries.
 *
 * <p>Usage per job and second is its dedicated processors under DEDICATEDPS (a 4-proc job for 15
 * minutes is 3600 proc-seconds, one proc-hour, as in the guide), its processor equivalent under
 * DEDICATEDPES ({@link io.jmaui.scheduler.model.Job#processorEquivalents}). It is charged to the job's user, group, account,
 * class and QOS and to the window total, as Maui's MStatUpdateActiveJobUsage does. RUNNING jobs
 * are charged from their start time on; a COMPLETED job is charged up to its completion time, so
 * a job that ends between two iterations (or while a standby takes over) is charged for every
 * second it ran, no more. A STARTING job (a RunJob the resource manager has not confirmed) is not
 * charged: if it runs, the resource manager's start time charges it from its real start once it
 * shows it running; if it does not, nothing ran.
 *
 * <p>Windows start at multiples of FSINTERVAL since the epoch (Maui: {@code now - now % FSINTERVAL}),
 * so a daily window starts at 00:00 UTC. An interval {@code [from, to)} that crosses a boundary is
 * split: the part before it goes to the old window, the rest to the new one. The window holding
 * {@code to} always exists afterwards (empty if nothing ran); windows FSDEPTH or more intervals
 * older are dropped. Nothing is accrued while FSPOLICY is NONE (Maui tracks nothing then).
 */
public final class Fairshare {

    private static final CredentialKind[] KINDS = CredentialKind.values();

    private Fairshare() {
    }

    /**
     * Accrual with the processor equivalent measured against processors only; use the overload
     * taking the nodes under DEDICATEDPES so memory, swap and disk count too.
     */
    public static List<FairshareWindow> accrue(MauiConfig cfg, List<FairshareWindow> windows, List<Job> activeJobs,
                                               long from, long to) {
        return accrue(cfg, windows, activeJobs, List.of(), from, to);
    }

    /**
     * Returns the windows (newest first) after charging {@code activeJobs} for {@code [from, to)}.
     *
     * @param nodes all compute nodes; their configured resources are the system size DEDICATEDPES
     *              measures a job's processor equivalent against
     */
    public static List<FairshareWindow> accrue(MauiConfig cfg, List<FairshareWindow> windows, List<Job> activeJobs,
                                               List<Node> nodes, long from, long to) {
        FsSettings s = FsSettings.of(cfg);
        if (s.metric() == FsMetric.NONE) {
            return FixedList.copyOf(windows);
        }
        // the system size only DEDICATEDPES measures against (the simulator accrues at every event)
        Resources capacity = nodes.isEmpty() || s.metric() != FsMetric.DEDICATEDPES ? null : Node.configuredTotal(nodes);
        long current = s.windowStart(to);
        // usage older than the oldest kept window would be dropped below; do not accrue it at all
        long oldestKept = current - (long) Math.max(0, s.depth() - 1) * s.interval();
        if (s.windowStart(Math.max(from, oldestKept)) == current && kept(s, windows, current)) {
            List<FairshareWindow> charged = withCurrent(cfg, s, windows, activeJobs, capacity, Math.max(from, oldestKept), to);
            if (charged != null) {
                return charged;
            }
        }
        if (s.windowStart(Math.max(from, oldestKept)) == current - s.interval() && kept(s, windows, current - s.interval())) {
            List<FairshareWindow> rolled = rolled(cfg, s, windows, activeJobs, capacity, Math.max(from, oldestKept), to);
            if (rolled != null) {
                return rolled;
            }
        }
        return PlainAccrual.rebuilt(s, windows, activeJobs, capacity, from, to, current, oldestKept);
    }

    /**
     * The accrual of {@code [from, to)} across one FSINTERVAL boundary, the windows as {@link #kept}
     * found them for the window before it: that window charged up to the boundary, a new one from
     * it, both as {@link #withCurrent} charges a window (the new one from nothing, as
     * {@link PlainAccrual#rebuilt} builds it), the others the same objects, those past FSDEPTH dropped; null
     * where a usage is null (then the plain accrual). A day's roll rebuilt every kept window in
     * hash and sorted maps, and the next event copied the new windows into name arrays again.
     */
    private static List<FairshareWindow> rolled(MauiConfig cfg, FsSettings s, List<FairshareWindow> windows,
                                                List<Job> activeJobs, Resources capacity, long from, long to) {
        long boundary = s.windowStart(to);
        List<FairshareWindow> closed = withCurrent(cfg, s, windows, activeJobs, capacity, from, boundary);
        if (closed == null) {
            return null;
        }
        FairshareWindow empty = new FairshareWindow(boundary,
                FairshareWindowKinds.handedOver(new FairshareWindowNames[KINDS.length]), 0.0);
        FairshareWindow fresh = withCurrent(cfg, s, List.of(empty), activeJobs, capacity, boundary, to).get(0);
        FairshareWindow[] out = new FairshareWindow[closed.size() + 1];
        out[0] = fresh;
        int n = 1;
        for (int i = 0; i < closed.size(); i++) { // newest first: the rest are past FSDEPTH
            if (Math.floorDiv(boundary - closed.get(i).start(), s.interval()) >= s.depth()) {
                break;
            }
            out[n++] = closed.get(i);
        }
        return FixedList.handedOver(n == out.length ? out : Arrays.copyOf(out, n));
    }

    /**
     * Whether {@code windows} are as an accrual in the window starting at {@code current} leaves
     * them: that window first, then the others by start, newest first, one window per start, each
     * within FSDEPTH. Charging that window alone then leaves every other one as it is.
     */
    private static boolean kept(FsSettings s, List<FairshareWindow> windows, long current) {
        if (windows.isEmpty() || windows.get(0).start() != current) {
            return false;
        }
        long newer = Long.MAX_VALUE;
        // indexed: an iterator here is the JDK's one class for every immutable list, its get call
        // profiled by all of them, and C2's code for this loop was thrown away (profile_predicate)
        // when the snapshot's windows came in List.copyOf's other class (one or two windows)
        for (int i = 0; i < windows.size(); i++) {
            FairshareWindow w = windows.get(i);
            if (w.start() >= newer || Math.floorDiv(current - w.start(), s.interval()) >= s.depth()) {
                return false;
            }
            newer = w.start();
        }
        return true;
    }

    private static final Derived<NameSlots.Carry> NAME_SLOTS = Derived.of(c -> new NameSlots.Carry());

    /**
     * The accrual of {@code [from, to)} inside the current window, {@code windows.get(0)} (as
     * {@link #kept} found them): that window charged as {@link PlainAccrual#rebuilt} charges it, the others the
     * same objects in the same order; null where a usage in it is null (then the plain accrual).
     * Every event of a simulation but those that cross an FSINTERVAL boundary comes here, rather
     * than through sorted maps of every window; and each kind's usage is charged in place of its
     * name in an array ({@link FairshareWindowNames}), not copied into a hash map and back into a
     * sorted one; the kinds' maps are handed over in an array ({@link FairshareWindowKinds}), read
     * by index at the next event; each running job's names are found where the last event found
     * them ({@link NameSlots}). A kind without names is left out, as the plain accrual leaves it.
     */
    private static List<FairshareWindow> withCurrent(MauiConfig cfg, FsSettings s, List<FairshareWindow> windows, List<Job> activeJobs,
                                                     Resources capacity, long from, long to) {
        FairshareWindow current = windows.get(0);
        FairshareWindowNames.Charging[] byKind = new FairshareWindowNames.Charging[KINDS.length];
        if (current.usage() instanceof FairshareWindowKinds charged) { // as the last charge left it: each kind by index
            for (CredentialKind kind : KINDS) {
                FairshareWindowNames names = charged.names(kind);
                if (names != null && !names.isEmpty()) {
                    byKind[kind.ordinal()] = FairshareWindowNames.charging(names);
                }
            }
        } else {
            for (Map.Entry<CredentialKind, Map<String, Double>> e : current.usage().entrySet()) {
                if (!e.getValue().isEmpty()) {
                    FairshareWindowNames names = FairshareWindowNames.of(e.getValue());
                    if (names == null) {
                        return null;
                    }
                    byKind[e.getKey().ordinal()] = FairshareWindowNames.charging(names);
                }
            }
        }
        double total = 0.0 + current.total(); // the plain accrual's sum from nothing (a -0.0 total is 0.0 there)
        total = NameSlots.charge(cfg.derived(NAME_SLOTS), byKind, activeJobs,
                s.metric(), capacity, from, to, total);
        FairshareWindowNames[] usage = new FairshareWindowNames[KINDS.length];
        for (int k = 0; k < usage.length; k++) {
            usage[k] = byKind[k] == null ? null : byKind[k].charged();
        }
        // one list class at every count of windows (List.of's is one for one or two, another for
        // more): C2's code for the walks of the windows (kept, FairshareUsage.compute), compiled
        // once FSDEPTH windows were kept, was thrown away at each simulation's first windows
        return FixedList.handedOver(replacedFirst(windows,
                new FairshareWindow(current.start(), FairshareWindowKinds.handedOver(usage), total)));
    }

    /**
     * {@code windows} with {@code first} in place of its first, copied by hand: a
     * {@code toArray(new FairshareWindow[0])} here, a call site the JDK's lists share with every
     * other array class, had C2 throw this method's code away in the warm runs of HPC2N reslimits
     * ({@code class_check}, then {@code range_check}), and the accrual then ran in the interpreter
     * for seconds, a twentieth of those runs' samples.
     */
    private static FairshareWindow[] replacedFirst(List<FairshareWindow> windows, FairshareWindow first) {
        FairshareWindow[] out = new FairshareWindow[windows.size()];
        out[0] = first;
        for (int i = 1; i < out.length; i++) {
            out[i] = windows.get(i);
        }
        return out;
    }

    /** Usage units per second the job accrues under the metric. */
    static double rate(FsMetric metric, Job job, Resources capacity) {
        return switch (metric) {
            case NONE -> 0.0;
            case DEDICATEDPS -> job.procs();
            case DEDICATEDPES -> capacity == null ? job.procs() : job.processorEquivalents(capacity);
            case DEDICATEDGPUS -> job.totalResources().gpus();
        };
    }

    /**
     * The seconds of {@code [from, to)} {@code job} is charged for: a RUNNING job from its start,
     * a COMPLETED one up to its completion; 0 or less for none.
     */
    private static long seconds(Job job, long from, long to) {
        if (job.state() == JobState.COMPLETED && job.completionTime() > 0 && job.startTime() > 0) {
            to = Math.min(to, job.completionTime());
        } else if (job.state() != JobState.RUNNING) {
            return 0;
        }
        long begin = job.startTime() > 0 ? Math.max(from, job.startTime()) : from;
        return to - begin;
    }

    /**
     * What {@code job} is charged for {@code [from, to)} at {@code rate}: rate times its seconds
     * there ({@link #seconds}); 0 when either is none.
     */
    static double used(Job job, double rate, long from, long to) {
        long seconds = seconds(job, from, to);
        return seconds <= 0 || rate <= 0 ? 0 : rate * seconds;
    }
}
