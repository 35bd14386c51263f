package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.qos.QosAssignment;

/**
 * One event's snapshot as the stages read it: prepared ({@link PrepareSnapshot}) and with each
 * job's QOS ({@link QosAssignment}), each worked out on first use and then kept. The simulator's
 * idle shortcut ({@link IdleIteration}) reads it to ask the limits, and when it declines the
 * iteration that follows at the same event starts from the same one instead of preparing and
 * assigning every queued job again. A function of the config and the raw snapshot alone, both
 * immutable; single-threaded.
 */
final class Prepared {

    private final MauiConfig cfg;
    private final Snapshot raw;
    private Snapshot prepared;
    private QosAssignment.Result qos;
    private Snapshot assigned;

    Prepared(MauiConfig cfg, Snapshot raw) {
        this.cfg = cfg;
        this.raw = raw;
    }

    /** The snapshot as given. */
    Snapshot raw() {
        return raw;
    }

    /** {@link PrepareSnapshot#apply} of the raw snapshot. */
    Snapshot prepared() {
        if (prepared == null) {
            prepared = PrepareSnapshot.apply(cfg, raw);
        }
        return prepared;
    }

    /** The QOS of every job of {@link #prepared()}, in its order. */
    QosAssignment.Result qos() {
        if (qos == null) {
            qos = QosAssignment.assign(cfg, prepared().jobs());
        }
        return qos;
    }

    /** {@link #prepared()} with the jobs of {@link #qos()}: what the stages see. */
    Snapshot assigned() {
        if (assigned == null) {
            assigned = prepared().withJobs(qos().jobs());
        }
        return assigned;
    }
}
