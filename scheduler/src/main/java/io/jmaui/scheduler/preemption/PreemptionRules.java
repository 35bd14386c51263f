package io.jmaui.scheduler.preemption;

import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.qos.QosFlags;

import java.util.Optional;

/**
 * Who may preempt whom, and how (guide 8.4 "QOS Based Preemption"), apart from the choice of
 * victims, as Slurm's preempt/qos keeps "who" apart from "how".
 *
 * <p>Preemption "only occurs when the following 3 conditions are satisfied: the preemptor job has
 * the PREEMPTOR attribute set, the preemptee job has the PREEMPTEE attribute set, the preemptor
 * job has a higher priority than the preemptee job" (the caller compares priorities). RUNNOW
 * counts as PREEMPTOR; a running job of a PREEMPTSPV QOS that breaks a soft limit as a PREEMPTEE
 * (Maui 3.3's MJobUpdateFlags). A QOS with
 * RESTARTPREEMPT may also requeue any lower-priority job TORQUE may rerun ("jobs can preempt
 * restartable jobs by essentially requeueing them").
 *
 * <p>How, by PREEMPTPOLICY: REQUEUE takes only jobs TORQUE may rerun ({@code Rerunable}, else
 * pbs_server refuses with PBSE_NORERUN); SUSPEND any running job; CHECKPOINT a checkpointable job
 * by checkpointing it, and falls back to REQUEUE for the others, when they may be rerun.
 *
 * <p>No preemption storms: a job whose preemption is in flight is not preempted again; a job
 * preempted before is not preempted again until it has run {@link #PROTECT_SECONDS} since it
 * restarted or was resumed, nor one the resource manager refused to preempt less than that ago
 * (a job TORQUE will not rerun is not asked again every iteration); an iteration preempts at most {@link #MAX_VICTIMS_PER_ITERATION}
 * jobs; a preemptor whose victims are still vacating waits for them and preempts no more.
 */
public final class PreemptionRules {

    /** How long a job preempted before runs, after restarting or resuming, before it may be preempted again. */
    public static final long PROTECT_SECONDS = 600;

    /** The most jobs one iteration preempts; the rest wait for the next iteration. */
    public static final int MAX_VICTIMS_PER_ITERATION = 64;

    private final PreemptMode policy;
    private final boolean backfill;

    /** @param policy PREEMPTPOLICY; null when preemption cannot be carried out (OVERCOMMIT on TORQUE) */
    public PreemptionRules(PreemptMode policy) {
        this(policy, false);
    }

    /**
     * @param backfill BACKFILLPOLICY PREEMPT (guide 8.4 "Preemption Based Backfill"): any job may
     *                 preempt the preemptible backfill jobs of lower priority that keep it from starting
     */
    public PreemptionRules(PreemptMode policy, boolean backfill) {
        this.policy = policy;
        this.backfill = backfill;
    }

    /** Whether a job of this QOS may preempt at all (PREEMPTOR, RUNNOW, RESTARTPREEMPT; any under BACKFILLPOLICY PREEMPT). */
    public boolean preemptor(QosFlags f) {
        return backfill && policy != null || qosPreemptor(f);
    }

    /** Whether a job of this QOS may preempt jobs other than preemptible backfill jobs. */
    public boolean qosPreemptor(QosFlags f) {
        return policy != null && (takesPreemptees(f) || f.has(QosFlag.RESTARTPREEMPT));
    }

    /** PREEMPTOR, or RUNNOW (Moab's "makes the job a preemptor"): takes resources from preemptees. */
    private static boolean takesPreemptees(QosFlags f) {
        return f.preemptor() || f.has(QosFlag.RUNNOW);
    }

    /**
     * How {@code victim} (QOS flags {@code victimFlags}) would be preempted for a preemptor with
     * {@code preemptorFlags} at {@code now}; empty when it may not be (not running, in flight,
     * protected, not a preemptee of this preemptor, or its mode is impossible).
     */
    public Optional<PreemptMode> mode(QosFlags preemptorFlags, Job victim, QosFlags victimFlags, long now) {
        return mode(preemptorFlags, victim, victimFlags, false, now);
    }

    /**
     * As {@link #mode(QosFlags, Job, QosFlags, long)}; {@code softViolation}: the victim breaks a
     * soft active limit (guide 6.2), which makes it a preemptee when its QOS has PREEMPTSPV.
     */
    public Optional<PreemptMode> mode(QosFlags preemptorFlags, Job victim, QosFlags victimFlags, boolean softViolation,
                                      long now) {
        if (policy == null || victim.state() != JobState.RUNNING || victim.allocatedHosts().isEmpty()
                || victim.preemption().inFlight() || isProtected(victim, now)) {
            return Optional.empty();
        }
        boolean preemptee = victimFlags.preemptee() || softViolation && victimFlags.has(QosFlag.PREEMPTSPV);
        if (takesPreemptees(preemptorFlags) && preemptee || backfill && victim.preemption().backfill()) {
            Optional<PreemptMode> m = byPolicy(victim);
            if (m.isPresent()) {
                return m;
            }
        }
        if (preemptorFlags.has(QosFlag.RESTARTPREEMPT) && victim.rerunnable()) {
            return Optional.of(PreemptMode.REQUEUE);
        }
        return Optional.empty();
    }

    /** How PREEMPTPOLICY stops {@code victim}, whoever asks: empty when it cannot (or preemption is off). */
    public Optional<PreemptMode> byPolicy(Job victim) {
        if (policy == null) {
            return Optional.empty();
        }
        return switch (policy) {
            case REQUEUE -> victim.rerunnable() ? Optional.of(PreemptMode.REQUEUE) : Optional.empty();
            case SUSPEND -> Optional.of(PreemptMode.SUSPEND);
            case CHECKPOINT -> victim.checkpointable() ? Optional.of(PreemptMode.CHECKPOINT)
                    : victim.rerunnable() ? Optional.of(PreemptMode.REQUEUE) : Optional.empty();
            case CANCEL -> Optional.empty(); // no PREEMPTPOLICY: a preemptee is never cancelled
        };
    }

    /**
     * A job preempted before and restarted or resumed less than {@link #PROTECT_SECONDS} ago, or
     * one the resource manager refused to preempt less than that ago.
     */
    public static boolean isProtected(Job j, long now) {
        if (j.preemption().refusedAt() > 0 && now - j.preemption().refusedAt() < PROTECT_SECONDS) {
            return true;
        }
        if (j.preemption().count() == 0) {
            return false;
        }
        long since = Math.max(j.startTime(), j.preemption().resumedAt());
        return now - since < PROTECT_SECONDS;
    }
}
