package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.Resume;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.priority.JobPriority;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Suspended jobs come back (guide 8.4 "Suspended jobs must be 'resumed' to continue executing"):
 * in priority order, each as soon as the processors it gave up are free again on the hosts it
 * holds (TORQUE resumes a job where it was), and before any job of lower priority starts: the
 * priority pass asks {@link #resumeDownTo} before each job it tries. A job whose preemption is
 * still in flight is not resumed. One per iteration.
 */
final class ResumeSuspended {

    private final IterationState st;
    private final List<Job> suspended = new ArrayList<>();
    private final List<Long> priorities = new ArrayList<>();
    private int next;

    ResumeSuspended(IterationState st) {
        this.st = st;
        List<Job> waiting = new ArrayList<>();
        // a suspended job is active: the snapshot's active jobs (worked out once per snapshot, in its
        // order) hold every one; walking all jobs, queued ones too, was 1 % of a Lublin run
        List<Job> jobs = st.snapshot.activeJobs();
        for (int i = 0; i < jobs.size(); i++) { // by index: no iterator
            Job j = jobs.get(i);
            if (j.state() == JobState.SUSPENDED && !j.preemption().inFlight() && !j.allocatedHosts().isEmpty()) {
                waiting.add(j);
            }
        }
        if (!waiting.isEmpty()) {
            Ranker.Ranking r = st.policies.ranker().rank(st.snapshot, waiting, st.usage, st.now);
            suspended.addAll(r.order());
            for (JobPriority p : r.priorities()) {
                priorities.add(p.priority());
            }
        }
    }

    /** Resumes, highest priority first, every suspended job of priority at least {@code priority} that fits. */
    void resumeDownTo(long priority) {
        while (next < suspended.size() && priorities.get(next) >= priority) {
            tryResume(suspended.get(next));
            next++;
        }
    }

    boolean isEmpty() {
        return suspended.isEmpty();
    }

    /** Resumes every suspended job left that fits. */
    void resumeRest() {
        resumeDownTo(Long.MIN_VALUE);
    }

    private void tryResume(Job j) {
        long end = j.walltime() > 0 ? Times.plus(st.now, j.walltime()) : Times.INFINITY;
        Map<String, Resources> held = j.heldPerHost();
        for (Map.Entry<String, Resources> e : held.entrySet()) {
            if (st.availability.freeOn(e.getKey(), st.now, end).procs() < e.getValue().procs()) {
                return;
            }
        }
        held.forEach((h, r) -> st.availability.reserve(h, st.now, end, Resources.procs(r.procs()), j.credentials().user()));
        st.decisions.add(new Resume(j.id()));
    }
}
