package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.PreemptMode;

/**
 * One thing the scheduler did to a running job, or failed to do, for checkjob (guides 8.4, 10.4):
 * preempted by a job ({@code by}, of QOS {@code qos}), stopped for breaking a limit ({@code by}
 * names the parameter, {@code cause} what the job did), resumed after a suspension, or refused by
 * pbs_server. {@code at} is when the request left (epoch seconds); {@code mode} how the job was
 * stopped (null for a resume or a refusal).
 */
public record PreemptionEvent(long at, Kind kind, PreemptMode mode, String by, String qos, String cause) {

    /** What happened. */
    public enum Kind { PREEMPTED, STOPPED, RESUMED, REFUSED }
}
