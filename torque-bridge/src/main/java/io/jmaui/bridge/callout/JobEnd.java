package io.jmaui.bridge.callout;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;

/**
 * How a job that held nodes ended, as far as pbs_server shows it: still listed as completed with
 * an exit status, or gone from its list. TORQUE's exit status is the job script's own exit code
 * (0 to 255) when the job ran to its end; a negative one means pbs_mom could not run it, and 256
 * and above that it was killed by a signal (qdel, the walltime limit): Maui's "removed".
 */
public final class JobEnd {

    private JobEnd() {
    }

    /**
     * Whether the job ran to its end: completed with an exit status from 0 to 255 or none known,
     * or no longer listed (pbs_server keeps completed jobs only keep_completed seconds).
     *
     * @param now null when the job is no longer listed
     */
    public static boolean completed(Job now) {
        if (now == null) {
            return true;
        }
        if (now.state() != JobState.COMPLETED) {
            return false;
        }
        Integer rc = now.exitStatus();
        return rc == null || rc >= 0 && rc < 256;
    }

    /** Maui's word for the job's end state: {@code Completed} or {@code Removed}. */
    public static String word(Job now) {
        return completed(now) ? "Completed" : "Removed";
    }
}
