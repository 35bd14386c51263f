package io.jmaui.bridge.command;

import io.jmaui.bridge.state.PendingPreemption;
import io.jmaui.bridge.state.PreemptionBook;
import io.jmaui.bridge.state.PreemptionEvent;
import io.jmaui.bridge.state.PreemptionHistory;
import io.jmaui.bridge.view.CheckjobView;
import io.jmaui.bridge.reason.PreemptText;
import io.jmaui.scheduler.preemption.PreemptionRules;

import java.util.ArrayList;
import java.util.List;

/**
 * checkjob's account of what the scheduler did to a job while it ran (guides 8.4, 10.4, 11.7),
 * read from the daemon's journal: each preemption and limit action, resume and refusal, the one in
 * flight, and a RESOURCELIMITPOLICY violation being timed.
 */
final class PreemptionActions {

    private PreemptionActions() {
    }

    static List<CheckjobView.Action> of(PreemptionBook book, String jobId) {
        List<CheckjobView.Action> out = new ArrayList<>();
        PreemptionHistory h = book.history().get(jobId);
        if (h != null) {
            for (PreemptionEvent e : h.events()) {
                out.add(new CheckjobView.Action(e.at(), describe(e)));
            }
        }
        PendingPreemption p = book.pending().get(jobId);
        if (p != null) {
            out.add(new CheckjobView.Action(p.sentAt(), p.mode().name().toLowerCase(java.util.Locale.ROOT) + " sent"
                    + (p.cause() == null ? " for " + PreemptText.by(p.preemptorId(), p.preemptorQos())
                    : " (" + p.preemptorId() + ": " + p.cause() + ")") + "; pbs_server has not yet carried it out"));
        }
        Long since = book.violatingSince().get(jobId);
        if (since != null) {
            out.add(new CheckjobView.Action(since, "first seen over a RESOURCELIMITPOLICY limit; acted on once the"
                    + " violation has lasted its EXTENDEDVIOLATION time"));
        }
        return out;
    }

    private static String describe(PreemptionEvent e) {
        return switch (e.kind()) {
            case PREEMPTED -> PreemptText.done(e.mode()) + ": preempted by " + PreemptText.by(e.by(), e.qos());
            case STOPPED -> PreemptText.done(e.mode()) + " by " + e.by() + ": " + e.cause();
            case RESUMED -> "resumed";
            case REFUSED -> "not preempted: pbs_server refused it or it did not vacate in time; left alone for "
                    + PreemptionRules.PROTECT_SECONDS / 60 + " minutes";
        };
    }
}
