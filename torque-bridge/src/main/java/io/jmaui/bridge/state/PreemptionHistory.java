package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.PreemptMode;

import java.util.ArrayList;
import java.util.List;

/**
 * What the daemon remembers of a job's preemptions (guide 8.4), for the storm bound, the job's
 * comment and checkjob: how often it was preempted, the last time and by whom, when it was last
 * resumed, and when pbs_server last refused to preempt it. {@code lastCause} is what the job did
 * when it was last stopped for breaking a limit ({@code lastBy} then names the parameter), null
 * when it was last preempted by a job. {@code events} lists each preemption, limit action, resume
 * and refusal, oldest first, the last {@link #MAX_EVENTS} of them (absent in an older checkpoint:
 * empty).
 */
public record PreemptionHistory(int count, long lastAt, String lastBy, String lastQos, PreemptMode lastMode,
                                long resumedAt, long refusedAt, String lastCause, List<PreemptionEvent> events) {

    /** Events kept per job: the storm bound keeps a job from being preempted more often than this matters. */
    public static final int MAX_EVENTS = 20;

    public static final PreemptionHistory NONE = new PreemptionHistory(0, 0, null, null, null, 0, 0, null, List.of());

    public PreemptionHistory {
        events = events == null ? List.of() : List.copyOf(events);
    }

    PreemptionHistory preempted(PendingPreemption p) {
        PreemptionEvent e = new PreemptionEvent(p.sentAt(), p.cause() == null ? PreemptionEvent.Kind.PREEMPTED
                : PreemptionEvent.Kind.STOPPED, p.mode(), p.preemptorId(), p.preemptorQos(), p.cause());
        return new PreemptionHistory(count + 1, p.sentAt(), p.preemptorId(), p.preemptorQos(), p.mode(), resumedAt,
                refusedAt, p.cause(), with(e));
    }

    PreemptionHistory resumed(long at) {
        return new PreemptionHistory(count, lastAt, lastBy, lastQos, lastMode, at, refusedAt, lastCause,
                with(new PreemptionEvent(at, PreemptionEvent.Kind.RESUMED, null, null, null, null)));
    }

    PreemptionHistory refused(long at) {
        return new PreemptionHistory(count, lastAt, lastBy, lastQos, lastMode, resumedAt, at, lastCause,
                with(new PreemptionEvent(at, PreemptionEvent.Kind.REFUSED, null, null, null, null)));
    }

    private List<PreemptionEvent> with(PreemptionEvent e) {
        List<PreemptionEvent> out = new ArrayList<>(events);
        out.add(e);
        return out.size() > MAX_EVENTS ? out.subList(out.size() - MAX_EVENTS, out.size()) : out;
    }
}
