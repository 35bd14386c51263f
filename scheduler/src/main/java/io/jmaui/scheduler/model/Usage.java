package io.jmaui.scheduler.model;

/**
 * What a running job uses, as its MOM reports it (TORQUE's {@code resources_used}, refreshed each
 * MOM status): what RESOURCELIMITPOLICY (guide 10.4) holds against the job's request.
 *
 * @param procs       processors kept busy: CPU time over the time run so far ({@code cput} /
 *                    {@code walltime}), 2.0 for a job keeping two processors busy
 * @param memMb       real memory, MB ({@code mem})
 * @param swapMb      virtual memory, MB ({@code vmem}, which Maui holds against the job's swap)
 * @param wallSeconds seconds the job has run, suspensions left out ({@code walltime}); 0 when
 *                    not reported
 */
public record Usage(double procs, long memMb, long swapMb, long wallSeconds) {
}
