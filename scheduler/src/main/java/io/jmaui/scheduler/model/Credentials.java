package io.jmaui.scheduler.model;

/**
 * A job's credentials. Any of them may be null when the resource manager did not give one
 * (a TORQUE job without {@code Account_Name}, a job that requested no QOS).
 */
public record Credentials(String user, String group, String account, String jobClass, String qos) {

    /**
     * The credential of a question asked for every name of a kind (showbf -A, and showbf's account,
     * class and QOS when not given: "global access for other credentials"): it matches every
     * positive reservation ACL entry of its kind and no NOT entry. No Unix or TORQUE name holds
     * brackets, so no real job carries it.
     */
    public static final String ANY = "[ALL]";

    /** True when {@code name} is {@link #ANY}. */
    public static boolean isAny(String name) {
        return ANY.equals(name);
    }

    public String of(CredentialKind kind) {
        return switch (kind) {
            case USER -> user;
            case GROUP -> group;
            case ACCOUNT -> account;
            case CLASS -> jobClass;
            case QOS -> qos;
        };
    }

    public Credentials withQos(String newQos) {
        return new Credentials(user, group, account, jobClass, newQos);
    }
}
