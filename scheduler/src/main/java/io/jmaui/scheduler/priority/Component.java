package io.jmaui.scheduler.priority;

/**
 * The six priority components of guide 5.1.2, in the column order of {@code diagnose -p}. Each has
 * a component weight ({@code CREDWEIGHT}, ...) and a cap ({@code CREDCAP}, ...) applied to the
 * pre-weighted sum of its subcomponents (guide 5.1.3).
 */
public enum Component {
    /** 5.1.2.1 job credentials: user, group, account, QOS and class priorities. */
    CRED("CREDWEIGHT", "CREDCAP"),
    /** 5.1.2.2 fairshare: target minus recent usage per credential. */
    FS("FSWEIGHT", "FSCAP"),
    /** 5.1.2.4 current service: queue time, expansion factor, backfill bypass count. */
    SERV("SERVWEIGHT", "SERVCAP"),
    /** 5.1.2.5 target service: closeness to the QOS queue-time and expansion-factor targets. */
    TARGET("TARGWEIGHT", "TARGCAP"),
    /** 5.1.2.3 requested resources. */
    RES("RESWEIGHT", "RESCAP"),
    /** 5.1.2.6 consumed resources, active jobs only. */
    USAGE("USAGEWEIGHT", "USAGECAP");

    private final String weightParameter;
    private final String capParameter;

    Component(String weightParameter, String capParameter) {
        this.weightParameter = weightParameter;
        this.capParameter = capParameter;
    }

    /** The maui.cfg word for this component's weight, e.g. {@code CREDWEIGHT}. */
    public String weightParameter() {
        return weightParameter;
    }

    /** The maui.cfg word for this component's cap, e.g. {@code FSCAP}. */
    public String capParameter() {
        return capParameter;
    }
}
