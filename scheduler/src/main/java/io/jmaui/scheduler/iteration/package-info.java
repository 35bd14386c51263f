/**
 * The scheduling iteration (guide 3.2 "scheduling iterations", 8.2 backfill): one call of
 * {@link io.jmaui.scheduler.iteration.Iteration#run} takes the config, an immutable snapshot and
 * {@code now}, and returns an {@link io.jmaui.scheduler.iteration.IterationResult}. Stages, one
 * class each, run in this order over one iteration-local state:
 *
 * <pre>
 *   (QosAssignment        every job's QOS granted from its request, QLIST, QDEF  (7.3))
 *        │
 *   EnforceLimits         running jobs past JOBMAXOVERRUN, RESOURCELIMITPOLICY,  (10.4, 11.7)
 *        │                JOBMAXSTARTTIME -> Enforce decisions (cancel, requeue, suspend)
 *        │
 *   AccrueFairshare       fairshare usage of running jobs up to now             (6.3)
 *        │
 *   PredictRunTimes       the run-time predictor learns completions (JOBPREDICTION*, off by default)
 *        │
 *   RankJobs              queued jobs in priority order, with breakdowns         (5.1)
 *        │
 *   NextToRun             QOS NTR and RUNNOW jobs to the front of the queue     (7.3)
 *        │
 *   CheckEligibility      holds, deferral, dependencies, idle limits -> Reason   (11.1, 11.5, 6.2)
 *        │
 *   MapAvailability       running jobs' walltimes + admin/standing reservations  (7.1)
 *        │
 *   SchedulePriorityJobs  start in priority order within soft limits;           (8.2, 7.1, 8.4)
 *        │                blocked PREEMPTOR jobs preempt lower-priority preemptees
 *        │                (PreemptForJob -> Preempt decisions, a reservation from now);
 *        │                suspended jobs resume before lower-priority jobs (ResumeSuspended);
 *        │                other blocked jobs get job reservations (RESERVATIONDEPTH)
 *   BackfillJobs          BACKFILLPOLICY over the rest: soft pass, hard pass     (8.2)
 *        │
 *   Summarize             reasons, start estimates, bypass counts                (15.5)
 *        │
 *   CancelNoQueueJobs     QUEUEJOB:FALSE jobs not started now are cancelled      (13.3)
 *        │
 *   PredictionTracking    the predictor's state for the next iteration, reservation moves
 * </pre>
 *
 * The state the stages share is {@code IterationState}; what they ask of it by concept has a class
 * of its own: {@code JobRequests} (what a job asks of the availability, and whether its verdicts
 * may be shared), {@code Admission} (the limits' verdict on a start), {@code WaitReasons} (why a
 * job left idle waits).
 *
 * Policies are reached through seams ({@code Accrual}: fairshare; {@code Ranker}: priority;
 * {@code Gate}: holds, dependencies, fairshare caps; {@code Throttle}: limits;
 * {@code ReservationSource}: admin and standing reservations with their ACLs), wired to the
 * policy packages in {@code Policies.standard}, so that tests can swap one for a stand-in.
 * Between iterations the caller passes back {@link io.jmaui.scheduler.iteration.CarryOver}
 * (last iteration time for fairshare accrual, backfill chunking state, the placed reservations,
 * the measured violations, and the availability's base: what the running jobs made of every
 * node's timeline, reused for what did not change and checked against the snapshot first).
 */
package io.jmaui.scheduler.iteration;
