/**
 * Maui's SIMULATION mode (guide 16.x): workload traces replayed through the same
 * {@code Iteration} the daemon runs, at simulated time.
 *
 * <pre>
 *   SWF (Parallel Workloads Archive) --SwfTraceReader--+
 *   Maui workload trace (16.3)  --WorkloadTraceReader--+--> Trace --> Simulator --> SimulationResult
 *                                                                        |          (CompletedJob per job,
 *        at each second a job is submitted or ends:                      |           SimulationSummary)
 *        apply that second's ends and submissions, run one iteration,    |
 *        start what it decides                                   <-------+
 * </pre>
 *
 * Conventions that let traces and configs meet: nodes are {@code node001, node002, ...}; an SWF job
 * needs "requested procs" one-proc tasks for "run time" seconds capped by its wallclock limit
 * ("requested time", or the run time when -1); its user is {@code u<user id>}, group
 * {@code g<group id>}, class the name a {@code ; Queue: N name} header line gives, else
 * {@code q<queue number>}. Everything is text in, text out: the CLI in torque-bridge reads and
 * writes the files.
 */
package io.jmaui.scheduler.sim;
