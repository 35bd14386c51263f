package io.jmaui.scheduler.model;

/**
 * One access control entry of a reservation, e.g. maui.cfg {@code USERLIST=john*}.
 *
 * @param value    the credential name, feature or, for DURATION, the limit in seconds
 * @param required {@code *}: the job must match this entry, whatever the others say
 * @param excluded {@code !}: a job matching this entry is refused
 */
public record AclEntry(AclTarget target, String value, AclAffinity affinity, boolean required, boolean excluded) {

    public static AclEntry of(AclTarget target, String value) {
        return new AclEntry(target, value, AclAffinity.POSITIVE, false, false);
    }
}
