package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

import java.util.List;

/**
 * A PREEMPTOR job waits for the jobs preempted for it to vacate their resources (guide 8.4):
 * {@code victims}, preempted this iteration ({@code vacating} false) or earlier and not gone yet.
 * It holds their hosts with a job reservation and starts once they are free.
 */
public record PreemptionPending(List<String> victims, boolean vacating) implements Reason {

    public PreemptionPending {
        victims = List.copyOf(victims);
    }

    @Override
    public String policy() {
        return "PREEMPTION";
    }

    @Override
    public String summary() {
        return "PREEMPTION " + (vacating ? "waits for " : "preempts ") + String.join(",", victims);
    }
}
