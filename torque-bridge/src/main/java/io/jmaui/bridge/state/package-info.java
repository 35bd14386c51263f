/**
 * What the daemon must not forget across a crash or restart (design.md "Errors"; issue
 * torque-bridge): fairshare windows, administrative reservations, bypass counts, deferrals and
 * the ledger of starts in flight. {@link io.jmaui.bridge.state.CheckpointStore} writes it
 * atomically (temp file, fsync, rename, keeping the previous good copy) and reads it back.
 * Every state file goes through {@link io.jmaui.bridge.state.StateFiles}: mode 0600 in
 * directories of mode 0700, never through a symbolic link, never one another user owns or could
 * have planted; {@link io.jmaui.bridge.state.StateDirectories} checks at start that the
 * directories are safe and writable.
 *
 * <p>No job is ever started twice: a start is written to the ledger and made durable before the
 * RunJob request leaves, and the job is not started again until pbs_server's own state settles
 * it (running: confirmed; still queued after the in-flight timeout or a refused RunJob: the
 * start failed and the job is deferred).
 */
package io.jmaui.bridge.state;
