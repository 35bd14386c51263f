/**
 * Limits enforced on running jobs (guides 10.4 "Resource Usage Limits" and 11.7 "General Job
 * Policies"), as Maui's MLimitEnforceAll and MSysCheck do each iteration: a job past its wallclock
 * limit by more than JOBMAXOVERRUN is cancelled or preempted (WCVIOLATIONACTION), a job using more
 * processors or memory than it asked for is cancelled, requeued or suspended (RESOURCELIMITPOLICY,
 * from what pbs_mom reports in {@code resources_used}), and a started job that does not reach
 * Running within JOBMAXSTARTTIME is cancelled. Pure: jobs and {@code now} in, decisions out.
 */
package io.jmaui.scheduler.enforcement;
