/**
 * Preemption (Maui admin guide 8.4, QOS-based): who may take resources from whom and how
 * ({@code PreemptionRules}: PREEMPTOR, PREEMPTEE, RESTARTPREEMPT, PREEMPTPOLICY REQUEUE, SUSPEND,
 * CHECKPOINT, the storm bounds), and the pure choice of victims for one preemptor
 * ({@code VictimSelection}: the fewest, lowest-priority, most recently started preemptees that
 * free enough of the whole resource vector, never more than needed). The iteration asks it when a
 * PREEMPTOR job cannot start in its turn and returns {@code Preempt} decisions; the preemptor
 * holds its hosts with a job reservation and starts once its victims have vacated. Suspended jobs
 * are resumed, in priority order, before lower-priority jobs start.
 */
package io.jmaui.scheduler.preemption;
