/**
 * Active/standby jmaui: two daemons with the same maui.cfg and one shared state directory, one of
 * which schedules. Leadership is a lease in a file beside the checkpoint, after TORQUE's HA lock
 * ({@code server_priv/server.lock}, its {@code .mutex} and the holder's heartbeat): the record
 * ({@link io.jmaui.bridge.leader.Lease}) names the holder and a fencing epoch, an fcntl lock held
 * by the active lets a standby see at once that the holder died, and the renewal every few
 * seconds, written beside the record without the mutex, lets it see a hung one (even one hung in
 * the middle of a renewal).
 *
 * <pre>
 *  ActiveStandby (one per process)
 *    standby: StandbyRole answers commands ("standby; active is HOST")
 *             Leadership.tryAcquire() every checkEvery ── Acquired ──┐
 *    active:  ActiveRole (Daemon + commands), fenced by Leadership   &lt;┘
 *             Leadership.renew() every renewEvery ── LOST ──> close ActiveRole, back to standby
 *    stop:    close ActiveRole (last checkpoint), Leadership.release()
 * </pre>
 *
 * <p>{@link io.jmaui.bridge.leader.Fence}: the active checks its lease on its own monotonic clock
 * immediately before every request to pbs_server and every write of shared state, so a former
 * active resumed after a pause or a partition acts on nothing.
 */
package io.jmaui.bridge.leader;
