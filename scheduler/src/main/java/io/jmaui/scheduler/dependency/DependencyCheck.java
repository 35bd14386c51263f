package io.jmaui.scheduler.dependency;

import io.jmaui.scheduler.dependency.DependencyPending.Status;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;

import java.util.Optional;
import java.util.function.Function;

/**
 * Which of a job's dependency entries holds it, judged as pbs_server judges it when it decides
 * whether to keep its dependency hold on the job (TORQUE's {@code set_depend_hold}):
 * <ul>
 *   <li>{@code before*} and {@code before*array}: never; they are the other side's instructions
 *       to the server, which releases or deletes the named jobs when this one starts or ends;</li>
 *   <li>{@code after}: until the named job has started (running, or already ended);</li>
 *   <li>{@code afterany}: until it has ended; {@code afterok}: until it has ended with exit status
 *       0, {@code afternotok}: with a non-zero one. Ended the other way, the entry can never be met
 *       (pbs_server then deletes a dependent job it had registered; one registered too late stays
 *       held);</li>
 *   <li>an {@code after*} entry naming a job the snapshot lacks, and {@code on}, {@code syncwith},
 *       {@code synccount} and {@code after*array} entries, whose progress the attribute does not
 *       show: while the job carries pbs_server's system hold.</li>
 * </ul>
 * pbs_server removes the entries it has released, so any left are the job's open dependencies.
 */
public final class DependencyCheck {

    private DependencyCheck() {
    }

    /**
     * The first entry, in the server's order, that holds the job; empty when none does.
     *
     * @param jobs the snapshot's jobs by id
     */
    public static Optional<DependencyPending> pending(Job job, Function<String, Job> jobs) {
        boolean serverHeld = job.holds().contains(HoldType.SYSTEM);
        for (Dependency d : job.dependencies()) {
            if (d.type().isBefore()) {
                continue;
            }
            DependencyPending p = switch (d.type()) {
                case AFTER, AFTEROK, AFTERNOTOK, AFTERANY -> after(d, jobs.apply(d.jobId()), serverHeld);
                default -> serverHeld ? new DependencyPending(d, Status.SERVER_HOLD, null, null)
                        : null;
            };
            if (p != null) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    private static DependencyPending after(Dependency d, Job other, boolean serverHeld) {
        if (other == null) {
            return serverHeld ? new DependencyPending(d, Status.UNKNOWN_JOB, null, null) : null;
        }
        JobState s = other.state();
        boolean ended = s == JobState.COMPLETED || s == JobState.REMOVED;
        Integer exit = other.exitStatus();
        Status status;
        if (d.type() == DependencyType.AFTER) {
            status = s.isActive() || ended ? null : Status.WAITING;
        } else if (!ended) {
            status = Status.WAITING;
        } else if (exit != null && endedTheOtherWay(d.type(), exit)) {
            status = Status.NEVER;
        } else {
            status = null;
        }
        return status == null ? null : new DependencyPending(d, status, s, exit);
    }

    private static boolean endedTheOtherWay(DependencyType type, int exit) {
        return type == DependencyType.AFTEROK ? exit != 0 : type == DependencyType.AFTERNOTOK && exit == 0;
    }
}
