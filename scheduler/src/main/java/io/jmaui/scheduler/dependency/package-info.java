/**
 * Job dependencies (guide 11.5) as TORQUE keeps them: which of a job's {@code depend} entries
 * still hold it back, and why, in the words a user needs ({@link
 * io.jmaui.scheduler.dependency.DependencyPending}).
 *
 * <p>pbs_server owns dependencies: at submission it gives every job a dependent job names the
 * mirror entry ({@code afterok:A} on B puts {@code beforeok:B} on A), puts a system hold on B, and
 * when A starts or ends it releases B (removing the entry and, with the last one, the hold) or
 * deletes B if the dependency can no longer be met. The scheduler only reads the result: a job's
 * {@code before*} entries never hold that job; its {@code after*} entries hold it until the job
 * they name has started or ended as asked ({@link io.jmaui.scheduler.dependency.DependencyCheck});
 * its {@code on}, sync and array entries hold it while pbs_server's system hold is on it.
 */
package io.jmaui.scheduler.dependency;
