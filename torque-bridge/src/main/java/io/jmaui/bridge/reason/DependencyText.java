package io.jmaui.bridge.reason;

import io.jmaui.scheduler.dependency.DependencyPending;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.JobState;
import java.util.Locale;

/**
 * The sentence for a dependency that holds a job, naming the entry as the user wrote it, where the
 * other job stands and what it waits for, e.g. {@code dependency afterok:12.srv: job 12.srv is
 * running; this job may start once that job ends with exit status 0}.
 */
final class DependencyText {

    private DependencyText() {
    }

    static String sentence(DependencyPending p) {
        Dependency d = p.dependency();
        String entry = "dependency " + d.type().wireName() + ":" + (d.type().isCount() ? d.count() : arrayForm(d));
        return switch (p.status()) {
            case WAITING -> entry + ": job " + d.jobId() + " is " + state(p.other()) + "; this job may start once that job "
                    + what(d.type());
            case NEVER -> entry + " can never be met: job " + d.jobId() + " ended with exit status " + p.otherExit()
                    + "; pbs_server keeps this job held (qdel it, or change its dependencies with qalter -W depend=)";
            case UNKNOWN_JOB -> d.jobId().contains("[]")
                    ? entry + ": " + d.jobId() + " is a job array, which pbs_server never counts for " + d.type().wireName()
                    + ": it holds this job until it is released by hand (qrls -h s); an array takes "
                    + (d.type() == DependencyType.AFTER ? "afterstartarray" : d.type().wireName() + "array")
                    : entry + ": pbs_server holds this job for a job it no longer reports (qrls -h s releases it)";
            case SERVER_HOLD -> entry + ": pbs_server holds this job " + serverHold(d);
        };
    }

    private static String what(DependencyType t) {
        return switch (t) {
            case AFTER -> "has started";
            case AFTEROK -> "ends with exit status 0";
            case AFTERNOTOK -> "ends with a non-zero exit status";
            default -> "ends";
        };
    }

    private static String serverHold(Dependency d) {
        String jobs = (d.count() == 0 ? "every job" : d.count() + (d.count() == 1 ? " job" : " jobs")) + " of array "
                + d.jobId() + (d.count() > 1 ? " have " : " has ");
        return switch (d.type()) {
            case ON -> "until " + d.count() + " more " + (d.count() == 1 ? "job names" : "jobs name")
                    + " it in a before dependency";
            case SYNCCOUNT -> "until the " + d.count() + " other jobs of its sync set have been submitted and its turn comes";
            case SYNCWITH -> "until the sync set of job " + d.jobId() + " is complete and its turn comes";
            case AFTERSTARTARRAY -> "until " + jobs + "started";
            case AFTEROKARRAY -> "until " + jobs + "ended with exit status 0";
            case AFTERNOTOKARRAY -> "until " + jobs + "ended with a non-zero exit status";
            default -> "until " + jobs + "ended";
        };
    }

    /** The array form as qsub takes it back: {@code 7[][4].srv} for a count. */
    private static String arrayForm(Dependency d) {
        if (!d.type().isArray() || d.count() == 0) {
            return d.jobId();
        }
        int at = d.jobId().indexOf("[]") + 2;
        return d.jobId().substring(0, at) + "[" + d.count() + "]" + d.jobId().substring(at);
    }

    private static String state(JobState s) {
        return switch (s) {
            case IDLE -> "queued";
            case HOLD -> "held";
            default -> s.name().toLowerCase(Locale.ROOT);
        };
    }
}
