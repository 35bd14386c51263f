package io.jmaui.scheduler.dependency;

import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;

/**
 * A dependency holds the job (guide 11.5): the entry, how it stands, and the job it names as the
 * snapshot shows it.
 *
 * @param other      the state of the job the entry names (null when the snapshot has no such job,
 *                   or the entry names none)
 * @param otherExit  that job's exit status when it has ended and the server reported one
 */
public record DependencyPending(Dependency dependency, Status status, JobState other, Integer otherExit)
        implements Reason {

    /** How the entry stands. */
    public enum Status {
        /** The named job has not yet started or ended as the entry asks. */
        WAITING,
        /** The named job ended in a way that can never meet the entry (afterok on a failed job). */
        NEVER,
        /** pbs_server holds the job for an entry naming a job it no longer reports. */
        UNKNOWN_JOB,
        /** pbs_server holds the job for an {@code on} count, a sync set or an array. */
        SERVER_HOLD
    }

    /** The same, with the other job starting: this iteration started it after the check was made. */
    public DependencyPending otherStarting() {
        return new DependencyPending(dependency, status, JobState.STARTING, otherExit);
    }

    @Override
    public String policy() {
        return "DEPEND";
    }

    @Override
    public String summary() {
        Dependency d = dependency;
        String arg = d.type().isCount() ? Integer.toString(d.count()) : d.jobId();
        return "DEPEND " + d.type().wireName() + ":" + arg + " " + status
                + (other == null ? "" : " " + other) + (otherExit == null ? "" : " exit=" + otherExit);
    }
}
