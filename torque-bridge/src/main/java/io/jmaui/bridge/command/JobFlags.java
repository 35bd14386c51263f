package io.jmaui.bridge.command;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.qos.QosFlags;
import java.util.ArrayList;
import java.util.List;

/**
 * The job flags checkjob prints on its {@code Flags:} line, as Maui 3.3 derives them
 * ({@code MJobUpdateFlags}: the job's own, those the scheduler set, those its QOS implies) and in
 * the order of Maui's flag table: {@code BACKFILL} (this daemon started it by backfill and it
 * runs), {@code ADVRES[:NAME]} (it asks for a reservation, or its QOS has USERESERVED),
 * {@code NOQUEUE} (QUEUEJOB:FALSE), {@code HOSTLIST} (it names its hosts, unless its QOS has IGNHOSTLIST), {@code RESTARTABLE}
 * (TORQUE's {@code Rerunable}), {@code PREEMPTEE} and {@code PREEMPTOR} (its QOS), and
 * {@code DEDICATEDNODE} (it takes whole nodes: {@code x=NACCESSPOLICY:SINGLEJOB}, its flags, or QOS
 * DEDICATED). Maui's other flags (SPAN, NOQUEUE, RESMAP, BYNAME, ...) have no meaning for a TORQUE
 * job here and are never set.
 */
final class JobFlags {

    private JobFlags() {
    }

    /** @param backfilled the daemon started the job by backfill and it still runs */
    static List<String> of(MauiConfig cfg, Job j, boolean backfilled) {
        String qos = j.credentials().qos();
        QosFlags q = qos == null ? QosFlags.NONE : QosFlags.of(cfg.credential(CredentialKind.QOS, qos));
        List<String> out = new ArrayList<>();
        if (backfilled) {
            out.add("BACKFILL");
        }
        if (j.advres() != null) {
            out.add(j.advres().isEmpty() ? "ADVRES" : "ADVRES:" + j.advres());
        } else if (q.has(QosFlag.USERESERVED)) {
            out.add(q.reservation() == null ? "ADVRES" : "ADVRES:" + q.reservation());
        }
        if (j.noQueue()) {
            out.add("NOQUEUE");
        }
        if (!j.requestedHosts().isEmpty() && !q.has(QosFlag.IGNHOSTLIST)) {
            out.add("HOSTLIST");
        }
        if (j.rerunnable()) {
            out.add("RESTARTABLE");
        }
        if (q.preemptee() || j.preemption().backfill()) { // Maui marks a preemption-based backfill job so too
            out.add("PREEMPTEE");
        }
        if (q.preemptor()) {
            out.add("PREEMPTOR");
        }
        if (j.dedicatedNodes() || q.has(QosFlag.DEDICATED)) {
            out.add("DEDICATEDNODE");
        }
        return out;
    }
}
