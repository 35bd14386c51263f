package io.jmaui.scheduler.qos;

import java.util.List;

/**
 * The QOS a job runs under and why (guide 7.3): what it asked for, if anything, and whether that
 * was refused because none of its credentials may use it (QLIST, QDEF); a refused job runs under
 * its default QOS, as Maui's does.
 *
 * @param qos       the QOS the job runs under; null is Maui's DEFAULT QOS
 * @param source    where {@code qos} came from
 * @param requested what the job asked for, null when nothing
 * @param via       how it asked, in the resource manager's words ({@code -W x=QOS:high}), or null
 * @param refused   true when {@code requested} is not among the QOS the job may use
 * @param allowed   the QOS the job may use, sorted ({@code DEFAULT} for Maui's own); filled when refused
 */
public record QosGrant(String qos, QosSource source, String requested, String via, boolean refused,
                       List<String> allowed) {

    /** Maui's name for the QOS every job may use. */
    public static final String DEFAULT = "DEFAULT";

    public QosGrant {
        allowed = List.copyOf(allowed);
    }

    /** A QOS the job came with and that was not checked (the simulator's trace, a replay snapshot). */
    static QosGrant given(String qos) {
        return new QosGrant(qos, QosSource.GIVEN, null, null, false, List.of());
    }

    /** The QOS name as Maui shows it: {@code DEFAULT} for none. */
    public String shown() {
        return qos == null ? DEFAULT : qos;
    }
}
