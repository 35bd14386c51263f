package io.jmaui.bridge.command;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import java.util.List;

/**
 * Maui's roles (appendix E.1): ADMIN1 controls everything, ADMIN2 changes jobs and sees
 * everything, ADMIN3 sees everything, any other user sees the queue and their own jobs.
 */
public enum AccessLevel {
    ADMIN1,
    ADMIN2,
    ADMIN3,
    USER;

    /** The highest level {@code user} holds under the config's ADMIN1..3 lists ({@code ALL} names everyone). */
    public static AccessLevel of(String user, MauiConfig cfg) {
        if (listed(user, cfg.get(Parameters.ADMIN1))) {
            return ADMIN1;
        }
        if (listed(user, cfg.get(Parameters.ADMIN2))) {
            return ADMIN2;
        }
        if (listed(user, cfg.get(Parameters.ADMIN3))) {
            return ADMIN3;
        }
        return USER;
    }

    private static boolean listed(String user, List<String> names) {
        return names != null && (names.contains(user) || names.contains("ALL"));
    }

    /**
     * Whether this level may do what {@code access} requires under {@code cfg}: with RESCTLPOLICY
     * ANY (guide 7.1.6.1) every user may run setres and releaseres, for reservations of their own.
     */
    public boolean allows(Access access, MauiConfig cfg) {
        return access == Access.RESERVATIONS && "ANY".equals(cfg.get(Parameters.RESCTLPOLICY)) || allows(access);
    }

    /** Whether this level may do what {@code access} requires. */
    public boolean allows(Access access) {
        return switch (access) {
            case ANYONE, OWNER -> true;
            case INFO -> this != USER;
            case JOBS -> this == ADMIN1 || this == ADMIN2;
            case SCHEDULER, RESERVATIONS -> this == ADMIN1;
        };
    }

    /** What a command needs. */
    public enum Access {
        /** showq, showbf, showstart: every user. */
        ANYONE,
        /** checkjob, canceljob: the job's owner, or INFO (checkjob) / JOBS (canceljob) for other jobs. */
        OWNER,
        /** Informational: checknode, showres, diagnose, showstats, showconfig (ADMIN1-3). */
        INFO,
        /** Job changes: runjob, sethold, releasehold, setspri, canceljob of any job (ADMIN1-2). */
        JOBS,
        /** The scheduler itself: changeparam, schedctl (ADMIN1). */
        SCHEDULER,
        /** setres, releaseres: ADMIN1 any reservation; under RESCTLPOLICY ANY every user their own. */
        RESERVATIONS
    }
}
