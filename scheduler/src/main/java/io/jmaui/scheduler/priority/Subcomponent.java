package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.CredentialKind;

/**
 * The subcomponents of guide 5.1.2's table, each with its component and its maui.cfg weight and
 * cap words. A subcomponent's contribution is
 * {@code <COMPONENT WEIGHT> * <SUBCOMPONENT WEIGHT> * MIN(<SUBCOMPONENT CAP>, <VALUE>)} (guide 5.1.1, 5.1.3).
 */
public enum Subcomponent {
    USER(Component.CRED, "USERWEIGHT", "USERCAP", CredentialKind.USER),
    GROUP(Component.CRED, "GROUPWEIGHT", "GROUPCAP", CredentialKind.GROUP),
    ACCOUNT(Component.CRED, "ACCOUNTWEIGHT", "ACCOUNTCAP", CredentialKind.ACCOUNT),
    QOS(Component.CRED, "QOSWEIGHT", "QOSCAP", CredentialKind.QOS),
    CLASS(Component.CRED, "CLASSWEIGHT", "CLASSCAP", CredentialKind.CLASS),

    FSUSER(Component.FS, "FSUSERWEIGHT", "FSUSERCAP", CredentialKind.USER),
    FSGROUP(Component.FS, "FSGROUPWEIGHT", "FSGROUPCAP", CredentialKind.GROUP),
    FSACCOUNT(Component.FS, "FSACCOUNTWEIGHT", "FSACCOUNTCAP", CredentialKind.ACCOUNT),
    FSQOS(Component.FS, "FSQOSWEIGHT", "FSQOSCAP", CredentialKind.QOS),
    FSCLASS(Component.FS, "FSCLASSWEIGHT", "FSCLASSCAP", CredentialKind.CLASS),

    /** Minutes queued since the effective queue time. */
    QUEUETIME(Component.SERV, "QUEUETIMEWEIGHT", "QUEUETIMECAP"),
    /** {@code 1 + queued / MAX(XFMINWCLIMIT, walltime)}. */
    XFACTOR(Component.SERV, "XFACTORWEIGHT", "XFACTORCAP"),
    /** Times backfill started a lower-priority job ahead of this one. */
    BYPASS(Component.SERV, "BYPASSWEIGHT", "BYPASSCAP"),

    TARGETQUEUETIME(Component.TARGET, "TARGETQUEUETIMEWEIGHT", "TARGETQUEUETIMECAP"),
    TARGETXFACTOR(Component.TARGET, "TARGETXFACTORWEIGHT", "TARGETXFACTORCAP"),

    /** Nodes requested ({@code nodes=N}; 0 when the job gave only tasks or procs). */
    NODE(Component.RES, "NODEWEIGHT", "NODECAP"),
    PROC(Component.RES, "PROCWEIGHT", "PROCCAP"),
    /** Total real memory, MB. */
    MEM(Component.RES, "MEMWEIGHT", "MEMCAP"),
    /** Total swap, MB. */
    SWAP(Component.RES, "SWAPWEIGHT", "SWAPCAP"),
    /** Total local disk, MB. */
    DISK(Component.RES, "DISKWEIGHT", "DISKCAP"),
    /** Total GPUs (jmaui's addition to the guide's table, named as its other consumables). */
    GPU(Component.RES, "GPUWEIGHT", "GPUCAP"),
    /** Proc-seconds requested: procs times walltime. */
    PS(Component.RES, "PSWEIGHT", "PSCAP"),
    /** Processor equivalents. */
    PE(Component.RES, "PEWEIGHT", "PECAP"),
    /** Walltime requested, seconds. */
    WALLTIME(Component.RES, "WALLTIMEWEIGHT", "WALLTIMECAP"),

    /** Proc-seconds dedicated so far. */
    CONSUMED(Component.USAGE, "USAGECONSUMEDWEIGHT", "USAGECONSUMEDCAP"),
    /** Proc-seconds still outstanding. */
    REMAINING(Component.USAGE, "USAGEREMAININGWEIGHT", "USAGEREMAININGCAP"),
    /** Percent of the walltime consumed. */
    PERCENT(Component.USAGE, "USAGEPERCENTWEIGHT", "USAGEPERCENTCAP"),
    /** Seconds since the job started. */
    EXECUTIONTIME(Component.USAGE, "USAGEEXECUTIONTIMEWEIGHT", "USAGEEXECUTIONTIMECAP");

    private final Component component;
    private final String weightParameter;
    private final String capParameter;
    private final CredentialKind credential;

    Subcomponent(Component component, String weightParameter, String capParameter) {
        this(component, weightParameter, capParameter, null);
    }

    Subcomponent(Component component, String weightParameter, String capParameter, CredentialKind credential) {
        this.component = component;
        this.weightParameter = weightParameter;
        this.capParameter = capParameter;
        this.credential = credential;
    }

    /** The credential a CRED or FS subcomponent is about; null for the others. */
    CredentialKind credential() {
        return credential;
    }

    public Component component() {
        return component;
    }

    /** The maui.cfg word for this subcomponent's weight, e.g. {@code QUEUETIMEWEIGHT}. */
    public String weightParameter() {
        return weightParameter;
    }

    /** The maui.cfg word for this subcomponent's cap, e.g. {@code XFACTORCAP}. */
    public String capParameter() {
        return capParameter;
    }
}
