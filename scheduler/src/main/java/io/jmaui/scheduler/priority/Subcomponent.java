package io.jmaui.scheduler.priority;

/**
 * The subcomponents of guide 5.1.2's table, each with its component and its maui.cfg weight and
 * cap words. A subcomponent's contribution is
 * {@code <COMPONENT WEIGHT> * <SUBCOMPONENT WEIGHT> * MIN(<SUBCOMPONENT CAP>, <VALUE>)} (guide 5.1.1, 5.1.3).
 */
public enum Subcomponent {
    USER(Component.CRED, "USERWEIGHT", "USERCAP"),
    GROUP(Component.CRED, "GROUPWEIGHT", "GROUPCAP"),
    ACCOUNT(Component.CRED, "ACCOUNTWEIGHT", "ACCOUNTCAP"),
    QOS(Component.CRED, "QOSWEIGHT", "QOSCAP"),
    CLASS(Component.CRED, "CLASSWEIGHT", "CLASSCAP"),

    FSUSER(Component.FS, "FSUSERWEIGHT", "FSUSERCAP"),
    FSGROUP(Component.FS, "FSGROUPWEIGHT", "FSGROUPCAP"),
    FSACCOUNT(Component.FS, "FSACCOUNTWEIGHT", "FSACCOUNTCAP"),
    FSQOS(Component.FS, "FSQOSWEIGHT", "FSQOSCAP"),
    FSCLASS(Component.FS, "FSCLASSWEIGHT", "FSCLASSCAP"),

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

    Subcomponent(Component component, String weightParameter, String capParameter) {
        this.component = component;
        this.weightParameter = weightParameter;
        this.capParameter = capParameter;
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
