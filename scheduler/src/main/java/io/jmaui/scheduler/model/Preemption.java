package io.jmaui.scheduler.model;

/**
 * A job's preemption history as the daemon keeps it (guide 8.4): how often it was preempted, when
 * it was last resumed, and the preemption in flight, if any, which the resource manager has not
 * yet carried out (the job has not yet vacated its nodes).
 *
 * @param count        times the job was preempted
 * @param resumedAt    epoch seconds it was last resumed after a suspension (0: never)
 * @param pendingBy    the preemptor of the preemption in flight, null when none
 * @param pendingMode  how it is being preempted, null when none is in flight
 * @param pendingSince epoch seconds the preemption in flight was sent (0 when none)
 * @param refusedAt    epoch seconds the resource manager last refused to preempt it (0: never)
 * @param backfill     the running job was started by preemption-based backfill (BACKFILLPOLICY
 *                     PREEMPT): it may run into a reservation, and any job of higher priority it
 *                     keeps from starting preempts it
 */
public record Preemption(int count, long resumedAt, String pendingBy, PreemptMode pendingMode, long pendingSince,
                         long refusedAt, boolean backfill) {

    public static final Preemption NONE = new Preemption(0, 0, null, null, 0, 0, false);

    /** A running job started by preemption-based backfill, never preempted. */
    public static final Preemption BACKFILL = new Preemption(0, 0, null, null, 0, 0, true);

    public Preemption(int count, long resumedAt, String pendingBy, PreemptMode pendingMode, long pendingSince,
                      long refusedAt) {
        this(count, resumedAt, pendingBy, pendingMode, pendingSince, refusedAt, false);
    }

    public Preemption(int count, long resumedAt, String pendingBy, PreemptMode pendingMode, long pendingSince) {
        this(count, resumedAt, pendingBy, pendingMode, pendingSince, 0);
    }

    /** True while a preemption of the job is sent and not yet carried out. */
    public boolean inFlight() {
        return pendingBy != null;
    }
}
