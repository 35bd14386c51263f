package io.jmaui.bridge.reason;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.qos.QosGrant;
import java.util.Locale;

/**
 * Where a job's QOS came from and why a request was refused (guide 7.3), for checkjob and the
 * qstat comment: {@code requested with qsub -W x=QOS:high}, {@code QDEF of class batch},
 * {@code QOS high refused: none of the job's credentials may use it (QLIST, QDEF); it may use DEFAULT, normal}.
 */
public final class QosText {

    private QosText() {
    }

    public static String source(QosGrant g, Credentials c) {
        return switch (g.source()) {
            case REQUESTED -> "requested with " + (g.via() == null ? "" : g.via()) + g.requested();
            case GIVEN -> "as given";
            case USER, GROUP, ACCOUNT, CLASS -> "QDEF of " + g.source().name().toLowerCase(Locale.ROOT) + " "
                    + c.of(io.jmaui.scheduler.model.CredentialKind.valueOf(g.source().name()));
            case SYSTEM -> "SYSTEMCFG QDEF";
            case DEFAULT -> "default";
            case FIRST_ALLOWED -> "first QOS the job may use";
        };
    }

    /** The refusal sentence, or null when the job's request (if any) was granted. */
    public static String refusal(QosGrant g) {
        if (g == null || !g.refused()) {
            return null;
        }
        return "QOS " + g.requested() + " refused: none of the job's credentials may use it (QLIST, QDEF); it may use "
                + String.join(", ", g.allowed());
    }
}
