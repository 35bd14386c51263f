package io.jmaui.scheduler.model;

/**
 * A job's credentials. Any of them may be null when the resource manager did not give one
 * (a TORQUE job without {@code Account_Name}, a job that requested no QOS).
 */
public record Credentials(String user, String group, String account, String jobClass, String qos) {

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
