package io.jmaui.scheduler.model;

/**
 * The five Maui credentials a job carries (guide 3.5): user, group, account, class (the PBS
 * queue) and QOS. Each has its maui.cfg block ({@code USERCFG[name]}, ...).
 */
public enum CredentialKind {
    USER("USERCFG"),
    GROUP("GROUPCFG"),
    ACCOUNT("ACCOUNTCFG"),
    CLASS("CLASSCFG"),
    QOS("QOSCFG");

    private final String cfgParameter;

    CredentialKind(String cfgParameter) {
        this.cfgParameter = cfgParameter;
    }

    /** The maui.cfg parameter that configures this credential, e.g. {@code USERCFG}. */
    public String cfgParameter() {
        return cfgParameter;
    }
}
