package io.jmaui.pbs.sched;

import io.jmaui.pbs.message.SchedulerCommandType;
import java.net.InetSocketAddress;
import java.time.Instant;

/**
 * One poke from pbs_server on the scheduler port (wire doc §5.1).
 *
 * @param command what pbs_server says happened (a job was queued, a job ended, ...)
 * @param peer who sent it (pbs_server's address and privileged source port)
 * @param receivedAt when the command was read, from the listener's clock
 */
public record SchedulerEvent(SchedulerCommandType command, InetSocketAddress peer, Instant receivedAt) {
}
