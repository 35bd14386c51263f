package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.model.Job;

import java.util.ArrayList;
import java.util.List;

/**
 * PREEMPT (guide 8.4 "Preemption Based Backfill", Maui 3.3's MBFPreempt): "start backfill jobs
 * even if required walltime is not available". Candidates in BFPRIORITYPOLICY's order (DURATION:
 * the shortest first), each started if what it needs is free now; a job that then runs into the
 * timeslot of a job of higher priority is preempted (PREEMPTPOLICY) when that job cannot start
 * without its resources, and is started again in a later window.
 */
final class PreemptBackfill implements BackfillPolicy {

    static final String NAME = "PREEMPT";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void fill(BackfillRun run) {
        List<Job> jobs = new ArrayList<>(run.candidates());
        jobs.sort(run.preemptibleOrder());
        for (Job job : jobs) {
            run.tryStartPreemptible(job);
        }
    }
}
