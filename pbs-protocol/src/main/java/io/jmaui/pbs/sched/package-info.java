/**
 * The scheduler port (wire doc §5): pbs_server connects to it (15004 by default, from a privileged
 * source port), writes one 4-byte big-endian command ("a job was queued", "a job ended", "the
 * scheduler_iteration elapsed", "first contact after start", ...) and closes (TORQUE 4.2.3+).
 *
 * <p>{@link io.jmaui.pbs.sched.SchedulerPortListener} accepts those connections like pbs_sched
 * (§5.2): checks the peer (privileged source port, allowed hosts), reads the command with the
 * codec's {@code SchedulerCommandDecoder}, closes, and hands a {@link
 * io.jmaui.pbs.sched.SchedulerEvent} to the daemon's {@link io.jmaui.pbs.sched.SchedulerEventListener}.
 * It does not schedule, coalesce or poll: pokes are lost while nobody listens, so the daemon keeps
 * its own timer. The pre-4.2.3 mode, where pbs_server sends requests back on this socket, is not
 * supported: the listener always closes after the command.
 */
package io.jmaui.pbs.sched;
