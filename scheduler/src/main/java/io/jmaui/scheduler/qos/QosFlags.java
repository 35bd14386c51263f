package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.QosFlag;

import java.util.EnumSet;
import java.util.Set;

/**
 * One QOS's QFLAGS, read once (guide 7.3): the flags as a set, the IGN families opened into their
 * members (IGNUSER is IGNJOBPERUSER, IGNPROCPERUSER, IGNNODEPERUSER, IGNPSPERUSER and
 * IGNJOBQUEUEDPERUSER; IGNGROUP and IGNACCOUNT likewise; IGNSYSTEM is IGNSYSMAXPROC, IGNSYSMAXTIME
 * and IGNSYSMAXPS; IGNALL all of them and IGNSRMAXTIME, as Maui's QFALL), and the reservation
 * {@code USERESERVED:<RESID>} names.
 *
 * @param reservation the reservation USERESERVED names, null when it names none (any accessible one)
 */
public record QosFlags(Set<QosFlag> flags, String reservation) {

    public static final QosFlags NONE = new QosFlags(EnumSet.noneOf(QosFlag.class), null);

    public QosFlags {
        // an EnumSet even when empty: has() is asked per job and flag, and Set.of() hashes the enum
        flags = java.util.Collections.unmodifiableSet(flags.isEmpty() ? EnumSet.noneOf(QosFlag.class) : EnumSet.copyOf(flags));
    }

    /** The flags of a QOSCFG entry (its own QFLAGS, else QOSCFG[DEFAULT]'s). */
    public static QosFlags of(CredentialConfig qos) {
        if (qos.flags().isEmpty()) {
            return NONE;
        }
        EnumSet<QosFlag> set = EnumSet.noneOf(QosFlag.class);
        String reservation = null;
        for (String item : qos.flags()) {
            QosFlag f = QosFlag.parse(item).orElse(null);
            if (f == null) {
                continue;
            }
            set.add(f);
            int colon = item.indexOf(':');
            if (f == QosFlag.USERESERVED && colon > 0 && colon < item.length() - 1) {
                reservation = item.substring(colon + 1);
            }
        }
        expand(set);
        return new QosFlags(set, reservation);
    }

    private static void expand(EnumSet<QosFlag> s) {
        if (s.contains(QosFlag.IGNALL)) {
            s.addAll(EnumSet.of(QosFlag.IGNUSER, QosFlag.IGNGROUP, QosFlag.IGNACCOUNT, QosFlag.IGNSYSTEM,
                    QosFlag.IGNSRMAXTIME));
        }
        for (String cred : new String[] {"USER", "GROUP", "ACCOUNT"}) {
            if (s.contains(QosFlag.valueOf("IGN" + cred))) {
                for (String what : new String[] {"JOB", "PROC", "NODE", "PS", "JOBQUEUED"}) {
                    s.add(QosFlag.valueOf("IGN" + what + "PER" + cred));
                }
            }
        }
        if (s.contains(QosFlag.IGNSYSTEM)) {
            s.addAll(EnumSet.of(QosFlag.IGNSYSMAXPROC, QosFlag.IGNSYSMAXTIME, QosFlag.IGNSYSMAXPS));
        }
    }

    public boolean has(QosFlag f) {
        // NONE first: most jobs have no flags, and the set's contains is an interface call through its wrapper
        return this != NONE && flags.contains(f);
    }

    /** True when the job may take resources from PREEMPTEE jobs of lower priority (guide 8.4). */
    public boolean preemptor() {
        return flags.contains(QosFlag.PREEMPTOR);
    }

    /** True when the flags change where a job may go (DEDICATED, USERESERVED, IGNHOSTLIST). */
    public boolean shapesPlacement() {
        return flags.contains(QosFlag.DEDICATED) || flags.contains(QosFlag.USERESERVED)
                || flags.contains(QosFlag.IGNHOSTLIST);
    }

    /** True when PREEMPTOR jobs of higher priority may take its resources (guide 8.4). */
    public boolean preemptee() {
        return flags.contains(QosFlag.PREEMPTEE);
    }
}
