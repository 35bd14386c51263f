package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * REJECTNEGPRIOJOBS (guide 5.1.2, with ENABLENEGJOBPRIORITY TRUE): a job whose priority is
 * negative is not considered for scheduling.
 */
public record NegativePriority(long priority) implements Reason {

    @Override
    public String policy() {
        return "PRIORITY";
    }

    @Override
    public String summary() {
        return "REJECTNEGPRIOJOBS: priority " + priority + " is negative";
    }
}
