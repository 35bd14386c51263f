package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.qos.QosFlags;

import java.util.List;

/**
 * Where a decisions-only iteration ({@link Detail#DECISIONS}, the simulator's) may stop scheduling:
 * once no eligible job could fit in what is free now, reserved room included (the test every
 * start attempt begins with, {@link IterationState#mayFitNow}), the rest of the priority pass and
 * the backfill passes can start nothing, and what they would still work out (the waiting jobs'
 * reasons and job reservations) is what such an iteration leaves out anyway. On a loaded trace
 * most events fill the machine with their first starts; the reservation searches and backfill
 * attempts after that were a large share of the simulator's time.
 *
 * <p>It never stops where those passes change more than reporting: with backfill chunking
 * (BFCHUNKSIZE with BFCHUNKDURATION: a blocked large job opens an episode the next iteration
 * reads), where a job could start by preempting or a suspended job be resumed, with run-time
 * prediction on (its state follows the job reservations), or when an eligible job asks for no
 * processors.
 */
final class NothingMoreFits {

    static final NothingMoreFits NEVER = new NothingMoreFits(null, List.of());

    private final IterationState st;
    /** The eligible jobs when the priority pass began, read in order only as far as {@link #reached} needs. */
    private final List<Job> eligible;
    /** How many of {@link #eligible} were read. */
    private int read;
    /** The fewest processors a job read asks for (MAX_VALUE: none read yet). */
    private long fewest = Long.MAX_VALUE;
    /** A job read asks for no processors: never reached. */
    private boolean never;

    private NothingMoreFits(IterationState st, List<Job> eligible) {
        this.st = st;
        this.eligible = eligible;
    }

    /** For the iteration {@code st}, after its eligible list is known. */
    static NothingMoreFits of(IterationState st) {
        if (st.detail != Detail.DECISIONS || st.predictor != null || st.eligible.isEmpty() || chunking(st.cfg)
                || mayPreempt(st.cfg)) {
            return NEVER;
        }
        // a suspended job is active: the snapshot's active jobs (worked out once per snapshot, read
        // by the availability's build too) hold every one; walking all jobs was 1.7 % of Lublin
        List<Job> active = st.snapshot.activeJobs();
        for (int i = 0; i < active.size(); i++) {
            if (active.get(i).state() == JobState.SUSPENDED) {
                return NEVER;
            }
        }
        return new NothingMoreFits(st, st.eligible);
    }

    /**
     * True once no eligible job can start now, whatever else the iteration tries: the fewest
     * processors an eligible job asks for do not fit now, reserved room included; never when one
     * asks for none. The jobs are read only until one that fits now is found, from where the last
     * call stopped: a job that fits says "not reached" as the fewest would (they fit too), and
     * only a call that finds none reads them all, and so knows the fewest and whether one asks for
     * none. Reading every eligible job at every full iteration, to stop at the first job that fits
     * anyway, was 2 % of a Lublin run.
     */
    boolean reached() {
        if (st == null || never) {
            return false;
        }
        // what mayFitNow(procs, room) compares procs with, read once: a read of the aggregate per job was
        // most of this walk in C1 code
        long free = st.availability.freeProcsNow() + st.availability.reservedRoomNow();
        if (fewest != Long.MAX_VALUE && fewest <= free) {
            return false;
        }
        while (read < eligible.size()) {
            int procs = eligible.get(read++).procs();
            if (procs <= 0) {
                never = true;
                return false;
            }
            if (procs < fewest) {
                fewest = procs;
            }
            if (procs <= free) {
                return false;
            }
        }
        return true;
    }

    /** BFCHUNKSIZE with BFCHUNKDURATION: an iteration that starts nothing may still open a chunking episode. */
    static boolean chunking(MauiConfig cfg) {
        return cfg.get(Parameters.BFCHUNKSIZE) > 0 && cfg.get(Parameters.BFCHUNKDURATION) > 0;
    }

    private static final Derived<MayPreempt> MAY_PREEMPT = Derived.of(c -> new MayPreempt(c.credentials(CredentialKind.QOS)
            .values().stream().map(QosFlags::of).anyMatch(f -> f.preemptor() || f.has(QosFlag.RESTARTPREEMPT))));

    /**
     * A QOS whose jobs may start by preempting (PREEMPTOR, RESTARTPREEMPT): read once per config
     * (a stream over the QOS credentials at every full iteration was 0.9 % of a Lublin run).
     */
    static boolean mayPreempt(MauiConfig cfg) {
        return cfg.derived(MAY_PREEMPT).any();
    }

    /** {@link #mayPreempt}'s answer for one config, under its own key. */
    private record MayPreempt(boolean any) {
    }
}
