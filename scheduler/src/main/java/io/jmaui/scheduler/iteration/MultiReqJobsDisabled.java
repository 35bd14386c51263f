package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * ENABLEMULTIREQJOBS FALSE (guide 11.7, appendix F): the job's {@code requests} requests ask for
 * different resources per task (GPUs in one part of {@code nodes=1:ppn=2:gpus=1+2:ppn=1} only), so
 * they cannot be merged into one request, and independent requests are not allowed.
 */
public record MultiReqJobsDisabled(int requests) implements Reason {

    @Override
    public String policy() {
        return "ENABLEMULTIREQJOBS";
    }

    @Override
    public String summary() {
        return "ENABLEMULTIREQJOBS FALSE: job has " + requests + " requests with different resources per task";
    }
}
