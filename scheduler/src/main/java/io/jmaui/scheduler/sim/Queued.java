package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;

/**
 * A job in the {@link SimulatedQueue}: the trace's job, its shared credentials object, its bypass
 * count, and where it is in the queue's order (its view is beside it there).
 */
final class Queued {
    final TraceJob job;
    final Credentials credentials;
    /** Its bypass count but what the queue's marks owe it ({@link #count}); its whole count once taken. */
    int bypass;
    /** The marks after its place when it was placed or last folded: not its ({@link #count}). */
    int base;
    /** The bypass count its view shows. */
    int shownBypass;
    /** Left the queue (started or preempted ones queued again are new entries). */
    boolean gone;
    int pos;

    Queued(TraceJob job, Credentials credentials, int bypass) {
        this.job = job;
        this.credentials = credentials;
        this.bypass = bypass;
        this.shownBypass = bypass;
    }

    /** Its bypass count: what it was given, and what {@code marks} made since it was placed owe it. */
    int count(BypassMarks marks) {
        return bypass + marks.after(pos) - base;
    }

    /** Trace job {@code t} of credentials {@code c} as a snapshot shows it while it waits. */
    static Job view(TraceJob t, Credentials c, int bypassCount) {
        return builder(t, c, bypassCount).build();
    }

    /** {@link #view}'s builder, for the job's view once it starts. */
    static Job.Builder builder(TraceJob t, Credentials c, int bypassCount) {
        return Job.builder(t.id())
                .credentials(c)
                .tasks(t.tasks())
                .perTask(t.perTask())
                .nodes(t.nodes())
                .tasksPerNode(t.tasksPerNode())
                .walltime(t.walltime())
                .features(t.features())
                .requestedHosts(t.hosts())
                .submitTime(t.submitTime())
                .bypassCount(bypassCount);
    }
}
