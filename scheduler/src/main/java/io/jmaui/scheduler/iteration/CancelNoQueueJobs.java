package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Reason;

import java.util.List;

/**
 * After the starts and the summary of why jobs wait: a job that is to run now or not at all (guide 13.3 {@code QUEUEJOB:FALSE},
 * "whether or not the scheduler should queue the job if resources are not available to run the
 * job immediately"; Maui's NOQUEUE flag) and that this iteration did not start, idle, deferred or
 * held, is cancelled, as Maui cancels it, with why it could not start. Carried out and journalled
 * as a limit's cancellation is ({@link Enforce}, policy QUEUEJOB).
 */
final class CancelNoQueueJobs implements Stage {

    static final String POLICY = "QUEUEJOB";

    @Override
    public void apply(IterationState st) {
        if (!st.noQueue) { // RankJobs read every waiting job's flag: none is QUEUEJOB:FALSE, no walk of 100,000 jobs
            return;
        }
        List<Job> jobs = st.snapshot.jobs();
        for (int i = 0; i < jobs.size(); i++) { // indexed: a list's iterator is one class shared by every list
            Job j = jobs.get(i);
            if (!j.noQueue() || st.started.contains(j.id()) || st.enforced.contains(j.id())) {
                continue;
            }
            if (j.state().isWaiting()) {
                Reason r = reasonOf(st, j);
                st.decisions.add(new Enforce(j.id(), PreemptMode.CANCEL, POLICY, "QUEUEJOB:FALSE and it cannot start now"
                        + (r == null ? "" : " (" + r.summary() + ")")));
                st.enforced.add(j.id());
            }
        }
    }

    /** Why the job waits, as the summary gave it (kept by the ranked job object; rare: only for QUEUEJOB jobs). */
    private static Reason reasonOf(IterationState st, Job j) {
        for (Job r : st.ranked) {
            if (r.id().equals(j.id())) {
                return st.slots.reason(r);
            }
        }
        return st.slots.reason(j);
    }
}
