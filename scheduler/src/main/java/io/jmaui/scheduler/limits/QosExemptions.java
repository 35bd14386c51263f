package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.qos.QosFlags;

/**
 * The limits a QOS lets its jobs ignore (guide 7.3 "Policy Exemptions"). Maui 3.3's per-user
 * flags work as it implements them, as a QOS override to no limit of that kind for every
 * credential of the job: IGNJOBPERUSER lifts MAXJOB, IGNPROCPERUSER MAXPROC, IGNNODEPERUSER
 * MAXNODE, IGNPSPERUSER MAXPS, IGNJOBQUEUEDPERUSER MAXIJOB, of the user, group, account, QOS and
 * class alike, and per-user limits inside them ({@code MAXJOB[USER]}). The guide's per-group and
 * per-account flags, which Maui 3.3 does not know, lift what their names say: the group's (the
 * account's) limit of that kind and per-group (per-account) limits inside others. IGNSYSMAXPROC
 * lifts SYSTEMMAXPROCPERJOB and SYSTEMCFG's MAXPROC and MAXNODE, IGNSYSMAXPS
 * SYSTEMMAXPROCSECONDPERJOB and SYSTEMCFG MAXPS, IGNSYSMAXTIME SYSTEMMAXJOBWALLTIME and SYSTEMCFG
 * MAXWC. The family flags (IGNUSER, IGNSYSTEM, IGNALL) are opened by {@link QosFlags}.
 */
final class QosExemptions {

    private static final CredentialKind[] EVERY = CredentialKind.values();

    static final QosExemptions NONE = new QosExemptions(QosFlags.NONE);

    /** [credential kind ordinal, SYSTEM last][idle 0/1][limit kind ordinal]: plain and override limits. */
    private final boolean[][][] ignored = new boolean[EVERY.length + 1][2][LimitKind.values().length];
    /** [scope kind ordinal][idle 0/1][limit kind ordinal]: multi-dimensional limits by their scope. */
    private final boolean[][][] scoped = new boolean[EVERY.length][2][LimitKind.values().length];
    private final boolean any;
    private final boolean sysProcs;
    private final boolean sysProcSeconds;
    private final boolean sysWalltime;

    QosExemptions(QosFlags f) {
        boolean a = false;
        for (CredentialKind k : new CredentialKind[] {CredentialKind.USER, CredentialKind.GROUP, CredentialKind.ACCOUNT}) {
            String per = "PER" + k.name();
            CredentialKind[] whose = k == CredentialKind.USER ? EVERY : new CredentialKind[] {k};
            a |= mark(f, "IGNJOB" + per, whose, k, false, LimitKind.JOB);
            a |= mark(f, "IGNPROC" + per, whose, k, false, LimitKind.PROC);
            a |= mark(f, "IGNNODE" + per, whose, k, false, LimitKind.NODE);
            a |= mark(f, "IGNPS" + per, whose, k, false, LimitKind.PS);
            a |= mark(f, "IGNJOBQUEUED" + per, whose, k, true, LimitKind.JOB);
        }
        sysProcs = f.has(QosFlag.IGNSYSMAXPROC);
        sysProcSeconds = f.has(QosFlag.IGNSYSMAXPS);
        sysWalltime = f.has(QosFlag.IGNSYSMAXTIME);
        int sys = EVERY.length;
        for (int idle = 0; idle < 2; idle++) {
            ignored[sys][idle][LimitKind.PROC.ordinal()] = sysProcs;
            ignored[sys][idle][LimitKind.NODE.ordinal()] = sysProcs;
            ignored[sys][idle][LimitKind.PS.ordinal()] = sysProcSeconds;
            ignored[sys][idle][LimitKind.WC.ordinal()] = sysWalltime;
        }
        any = a || sysProcs || sysProcSeconds || sysWalltime;
    }

    private boolean mark(QosFlags f, String flag, CredentialKind[] whose, CredentialKind scope, boolean idle,
                         LimitKind kind) {
        if (!f.has(QosFlag.valueOf(flag))) {
            return false;
        }
        for (CredentialKind k : whose) {
            ignored[k.ordinal()][idle ? 1 : 0][kind.ordinal()] = true;
        }
        scoped[scope.ordinal()][idle ? 1 : 0][kind.ordinal()] = true;
        return true;
    }

    boolean any() {
        return any;
    }

    /** Whether the limit of kind ordinal {@code i} of credential kind {@code k} (null: SYSTEMCFG) is lifted. */
    boolean ignores(CredentialKind k, boolean idle, int i) {
        return ignored[k == null ? ignored.length - 1 : k.ordinal()][idle ? 1 : 0][i];
    }

    /** Whether multi-dimensional limits of kind ordinal {@code i} per {@code scope} ({@code MAXJOB[USER]}) are lifted. */
    boolean ignoresScoped(CredentialKind scope, boolean idle, int i) {
        return scoped[scope.ordinal()][idle ? 1 : 0][i];
    }

    boolean ignoresSystemProcs() {
        return sysProcs;
    }

    boolean ignoresSystemProcSeconds() {
        return sysProcSeconds;
    }

    boolean ignoresSystemWalltime() {
        return sysWalltime;
    }
}
