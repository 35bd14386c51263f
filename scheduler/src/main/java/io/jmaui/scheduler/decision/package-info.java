/**
 * What one iteration decides, as data (design.md "Decisions are data"): start a job on hosts,
 * modify a job's attributes, hold a job, preempt a running job (requeue, suspend, checkpoint) for
 * a preemptor, resume a suspended one. The bridge turns them into RunJob / ModifyJob / HoldJob
 * requests, the simulator applies them to its model, tests assert on them.
 */
package io.jmaui.scheduler.decision;
