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

    /*
     * equals and hashCode are the record's own, written out: the generated ones run a method-handle
     * chain and Objects.equals / Objects.hashCode, whose profiles every caller in the JVM shares, so C2
     * compiled the priority pass's credential lookups on a "never null" that a null met later broke
     * (an uncommon trap and a recompilation of PriorityInputs.credentialTerms in the daemon's fourth
     * iteration at 100,000 jobs; -XX:+LogCompilation). Here each field's null test is a branch of its
     * own. Same values: 31 * h + the field's hash, in declaration order, 0 for null (CredentialsTest).
     */

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Credentials c && same(user, c.user) && same(group, c.group)
                && same(account, c.account) && same(jobClass, c.jobClass) && same(qos, c.qos);
    }

    @Override
    public int hashCode() {
        int h = user == null ? 0 : user.hashCode();
        h = 31 * h + (group == null ? 0 : group.hashCode());
        h = 31 * h + (account == null ? 0 : account.hashCode());
        h = 31 * h + (jobClass == null ? 0 : jobClass.hashCode());
        return 31 * h + (qos == null ? 0 : qos.hashCode());
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }
}
