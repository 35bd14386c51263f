package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;

/**
 * Which limit a *CFG attribute sets (guide 6.2): {@code MAXJOB} is (JOB, active, not override, no
 * scope); {@code MAXIJOB} the idle-job form (6.2.3); {@code OMAXJOB} a QOS override (6.2.2);
 * {@code MAXJOB[GROUP]} a per-group limit inside the credential ({@code scopeName} null means each
 * one), {@code MAXPROC[USER:steve]} the limit for user steve only (6.2.1.2).
 */
public record LimitKey(LimitKind kind, boolean idle, boolean override, CredentialKind scope, String scopeName) {

    public static LimitKey of(LimitKind kind) {
        return new LimitKey(kind, false, false, null, null);
    }

    public static LimitKey idle(LimitKind kind) {
        return new LimitKey(kind, true, false, null, null);
    }

    public static LimitKey override(LimitKind kind) {
        return new LimitKey(kind, false, true, null, null);
    }

    public static LimitKey scoped(LimitKind kind, CredentialKind scope, String scopeName) {
        return new LimitKey(kind, false, false, scope, scopeName);
    }

    /** The attribute name as maui.cfg writes it, e.g. {@code OMAXIPROC[USER:steve]}. */
    public String attributeName() {
        String s = (override ? "O" : "") + "MAX" + (idle ? "I" : "") + kind.name();
        if (scope != null) {
            s += "[" + scope.name() + (scopeName == null ? "" : ":" + scopeName) + "]";
        }
        return s;
    }
}
