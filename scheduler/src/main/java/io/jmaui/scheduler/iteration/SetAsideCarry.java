package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.IdentityRuns;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Reason;

import java.util.List;

/**
 * The verdicts of {@link CheckEligibility}'s checks before the limits, carried job by job from the
 * config's last iteration wherever it held the same job object and the verdict reads nothing but
 * the job and what {@link Key} holds. The simulator's queue keeps each job's object from event to
 * event (SimulatedQueue, PreparedCarry), and a full iteration of Lublin default asked every check
 * of each of ~115 queued jobs again: 4.5 % of a run's samples in tier-3 code.
 *
 * <p>A job's verdict is its own when the gate's is ({@link Gate#own}: no dependency, no fairshare
 * cap) and no job's priority is read (REJECTNEGPRIOJOBS with ENABLENEGJOBPRIORITY: each priority
 * grows with the queue time): then the holds, the job's state, its nodes and procs against the
 * largest node (ENABLEMULTINODEJOBS FALSE), its partitions (the nodes' partitions), its
 * requests (ENABLEMULTIREQJOBS) and its class limits (the queues' default walltimes) are a function
 * of the config, the job, and {@link Key}. The jobs whose verdict is not their own are asked again
 * at every iteration, by the plain path, as are those not seen last time.
 *
 * <p>Kept per config ({@link MauiConfig#derived}); the last call's arrays are one immutable record
 * published whole, so iterations on one config in two threads at worst miss each other's.
 */
final class SetAsideCarry {

    /** How far past the last match a job is looked for: a job that started drops out of the queue's order. */
    private static final int WINDOW = 8;

    private volatile Last last;
    /** How many verdicts the last call carried (read by tests only). */
    int carried;

    /**
     * Everything beside the config and the job that an own verdict reads: the largest node's procs
     * (0 unless ENABLEMULTINODEJOBS FALSE), the nodes' partitions, the queues (default walltimes).
     */
    record Key(long largest, List<String> partitions, List<JobClass> classes) {

        /**
         * {@link #equals} by hand, the lists first by identity (an event's are the last one's):
         * a record's own equals ran through its bootstrap's method handles, 0.7 % of a run in tier 3.
         */
        boolean same(Key o) {
            return largest == o.largest && (partitions == o.partitions || partitions.equals(o.partitions))
                    && (classes == o.classes || classes.equals(o.classes));
        }
    }

    /** The last call's jobs, their verdicts (its caller's, read only), and whether each is the job's own. */
    private record Last(Object[] jobs, Reason[] why, boolean[] own, Key key) {
    }

    private static final Derived<SetAsideCarry> CARRY = Derived.of(c -> new SetAsideCarry());

    static SetAsideCarry of(MauiConfig cfg) {
        return cfg.derived(CARRY);
    }

    /** Asks the checks of a job ({@link CheckEligibility}'s own); {@code slot} its position in the list. */
    interface Checks {
        Reason setAside(int slot, Job j);
    }

    /**
     * Why each of {@code jobs} is set aside before the limits, by position, null for none: as
     * {@code checks} gives it, the verdicts that are their job's own taken from the last call where
     * it had the same job under the same {@code key}. With {@code carries} false (a verdict reads a
     * priority) every job is asked and nothing kept. The array is kept for the next call: read only.
     */
    Reason[] verdicts(List<Job> jobs, Key key, boolean carries, Gate gate, Checks checks) {
        int n = jobs.size();
        Reason[] why = new Reason[n];
        if (!carries) {
            last = null;
            carried = 0;
            for (int i = 0; i < n; i++) {
                why[i] = checks.setAside(i, jobs.get(i));
            }
            return why;
        }
        Object[] in = jobs.toArray();
        boolean[] own = new boolean[n];
        Last l = last;
        if (l != null && l.key.same(key)) {
            carry(in, l, why, own);
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!own[i]) {
                Job j = (Job) in[i];
                why[i] = checks.setAside(i, j);
                own[i] = gate.own(j);
            } else {
                kept++;
            }
        }
        carried = kept;
        last = new Last(in, why, own, key);
        return why;
    }

    /**
     * The verdicts and own marks of each job of {@code in} that {@code l} holds, found in its order
     * (each within {@link #WINDOW} of the last one found) and copied a run of consecutive jobs at a
     * time, as PreparedCarry carries the prepared jobs; a job not found stays not own (asked again).
     */
    private static void carry(Object[] in, Last l, Reason[] why, boolean[] own) {
        Object[] seen = l.jobs;
        for (int i = 0, k = 0; i < in.length; ) {
            int at = IdentityRuns.find(seen, k, in[i], WINDOW);
            if (at < 0) {
                i++;
                continue;
            }
            int run = IdentityRuns.run(in, i, seen, at);
            System.arraycopy(l.why, at, why, i, run);
            System.arraycopy(l.own, at, own, i, run);
            i += run;
            k = at + run;
        }
    }
}
