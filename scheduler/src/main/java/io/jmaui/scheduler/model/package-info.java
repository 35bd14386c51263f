/**
 * The scheduler's view of the world, as Maui sees it: jobs, nodes, classes (PBS queues),
 * reservations, fairshare usage windows, and the {@link io.jmaui.scheduler.model.Snapshot} that
 * carries them into one iteration. Immutable records; times are epoch seconds and durations are
 * seconds (Maui's own units), memory is MB. Nothing here holds policy.
 */
package io.jmaui.scheduler.model;
