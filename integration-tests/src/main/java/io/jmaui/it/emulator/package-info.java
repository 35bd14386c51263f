/**
 * An emulated pbs_server that behaves, for a scheduler, like TORQUE 6.1's (wire doc sections
 * 3.3, 5, 6 and the checklist in 9.1): queues with priorities, nodes with np and properties, jobs
 * submitted through a Java API, StatusJob/StatusNode/StatusQue/StatusSvr with TORQUE's attribute
 * names and formats, RunJob validating the host list and refusing what TORQUE refuses, ModifyJob,
 * HoldJob, ReleaseJob, DeleteJob, SignalJob, jobs that run for their run time on an accelerated
 * clock, and pokes on the scheduler port when jobs are queued or end.
 *
 * <p>It is built from pbs-protocol's server side ({@code PbsServerInitializer}), so the codec it
 * speaks is the production one. Tests use it to drive the daemon end to end; {@code maui --demo}
 * runs it in-process. Fault injection (a garbage reply, a restart) is part of its API.
 */
package io.jmaui.it.emulator;
