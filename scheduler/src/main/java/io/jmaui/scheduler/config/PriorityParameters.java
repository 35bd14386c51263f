package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.cap;
import static io.jmaui.scheduler.config.ParameterDefs.choice;
import static io.jmaui.scheduler.config.ParameterDefs.flag;
import static io.jmaui.scheduler.config.ParameterDefs.weight;

/**
 * Guide 5.1, job priority: one weight and one cap per component (CRED, FS, RES, SERV, TARGET,
 * USAGE) and per subcomponent (5.1.3: "caps can be applied to either priority components or
 * subcomponents"). Caps are numbers as the appendix writes them ({@code FSCAP 10.0}), 0 for none.
 *
 * <p>Defaults follow guide 5.1.1, "all component and subcomponent weights is set to 1 and 0
 * respectively", except QUEUETIMEWEIGHT 1; appendix F prints 0 for FSWEIGHT, RESWEIGHT, TARGWEIGHT
 * and USAGEWEIGHT, but 5.1.1 and Maui's own defaults give every component weight 1.
 * Exposed through {@link Parameters}.
 */
interface PriorityParameters {

    Parameter<Long> CREDWEIGHT = weight("CREDWEIGHT", 1, "5.1.2.1", "weight of the credential component")
            .alsoNamed("DIRECTSPECWEIGHT");
    Parameter<Long> USERWEIGHT = weight("USERWEIGHT", 0, "5.1.2.1", "weight of the user's PRIORITY (USERCFG)");
    Parameter<Double> USERCAP = cap("USERCAP", "5.1.2.1", "upper bound of the user priority subcomponent before weighting");
    Parameter<Long> GROUPWEIGHT = weight("GROUPWEIGHT", 0, "5.1.2.1", "weight of the group's PRIORITY (GROUPCFG)");
    Parameter<Double> GROUPCAP = cap("GROUPCAP", "5.1.2.1", "upper bound of the group priority subcomponent before weighting");
    Parameter<Long> ACCOUNTWEIGHT = weight("ACCOUNTWEIGHT", 0, "5.1.2.1", "weight of the account's PRIORITY (ACCOUNTCFG)");
    Parameter<Double> ACCOUNTCAP = cap("ACCOUNTCAP", "5.1.2.1", "upper bound of the account priority subcomponent before weighting");
    Parameter<Long> QOSWEIGHT = weight("QOSWEIGHT", 0, "5.1.2.1", "weight of the QOS's PRIORITY (QOSCFG)");
    Parameter<Double> QOSCAP = cap("QOSCAP", "5.1.2.1", "upper bound of the QOS priority subcomponent before weighting");
    Parameter<Long> CLASSWEIGHT = weight("CLASSWEIGHT", 0, "5.1.2.1", "weight of the class's PRIORITY (CLASSCFG or the queue priority)");
    Parameter<Double> CLASSCAP = cap("CLASSCAP", "5.1.2.1", "upper bound of the class priority subcomponent before weighting");
    Parameter<Double> CREDCAP = cap("CREDCAP", "5.1.2.1", "upper bound of the weighted credential subcomponents");

    Parameter<Long> FSWEIGHT = weight("FSWEIGHT", 1, "5.1.2.2", "weight of the fairshare component");
    Parameter<Long> FSUSERWEIGHT = weight("FSUSERWEIGHT", 0, "5.1.2.2", "weight of the user's distance to its FSTARGET")
            .alsoNamed("UFSWEIGHT");
    Parameter<Double> FSUSERCAP = cap("FSUSERCAP", "5.1.2.2", "upper bound of the user fairshare distance subcomponent before weighting");
    Parameter<Long> FSGROUPWEIGHT = weight("FSGROUPWEIGHT", 0, "5.1.2.2", "weight of the group's distance to its FSTARGET")
            .alsoNamed("GFSWEIGHT");
    Parameter<Double> FSGROUPCAP = cap("FSGROUPCAP", "5.1.2.2", "upper bound of the group fairshare distance subcomponent before weighting");
    Parameter<Long> FSACCOUNTWEIGHT = weight("FSACCOUNTWEIGHT", 0, "5.1.2.2", "weight of the account's distance to its FSTARGET")
            .alsoNamed("AFSWEIGHT");
    Parameter<Double> FSACCOUNTCAP = cap("FSACCOUNTCAP", "5.1.2.2", "upper bound of the account fairshare distance subcomponent before weighting");
    Parameter<Long> FSQOSWEIGHT = weight("FSQOSWEIGHT", 0, "5.1.2.2", "weight of the QOS's distance to its FSTARGET");
    Parameter<Double> FSQOSCAP = cap("FSQOSCAP", "5.1.2.2", "upper bound of the QOS fairshare distance subcomponent before weighting");
    Parameter<Long> FSCLASSWEIGHT = weight("FSCLASSWEIGHT", 0, "5.1.2.2", "weight of the class's distance to its FSTARGET");
    Parameter<Double> FSCLASSCAP = cap("FSCLASSCAP", "5.1.2.2", "upper bound of the class fairshare distance subcomponent before weighting");
    Parameter<Double> FSCAP = cap("FSCAP", "5.1.2.2", "upper bound of the weighted fairshare subcomponents");

    Parameter<Long> RESWEIGHT = weight("RESWEIGHT", 1, "5.1.2.3", "weight of the requested-resources component");
    Parameter<Long> NODEWEIGHT = weight("NODEWEIGHT", 0, "5.1.2.3", "weight of the nodes requested");
    Parameter<Double> NODECAP = cap("NODECAP", "5.1.2.3", "upper bound of the nodes requested subcomponent before weighting");
    Parameter<Long> PROCWEIGHT = weight("PROCWEIGHT", 0, "5.1.2.3", "weight of the processors requested");
    Parameter<Double> PROCCAP = cap("PROCCAP", "5.1.2.3", "upper bound of the processors requested subcomponent before weighting");
    Parameter<Long> MEMWEIGHT = weight("MEMWEIGHT", 0, "5.1.2.3", "weight of the real memory requested (MB)")
            .alsoNamed("MEMORYWEIGHT");
    Parameter<Double> MEMCAP = cap("MEMCAP", "5.1.2.3", "upper bound of the memory requested subcomponent before weighting");
    Parameter<Long> SWAPWEIGHT = weight("SWAPWEIGHT", 0, "5.1.2.3", "weight of the virtual memory requested (MB)");
    Parameter<Double> SWAPCAP = cap("SWAPCAP", "5.1.2.3", "upper bound of the swap requested subcomponent before weighting");
    Parameter<Long> DISKWEIGHT = weight("DISKWEIGHT", 0, "5.1.2.3", "weight of the local disk requested (MB)");
    Parameter<Double> DISKCAP = cap("DISKCAP", "5.1.2.3", "upper bound of the disk requested subcomponent before weighting");
    Parameter<Long> GPUWEIGHT = weight("GPUWEIGHT", 0, "5.1.2.3", "weight of the GPUs requested (jmaui)");
    Parameter<Double> GPUCAP = cap("GPUCAP", "5.1.2.3", "upper bound of the GPUs requested subcomponent before weighting");
    Parameter<Long> PSWEIGHT = weight("PSWEIGHT", 0, "5.1.2.3", "weight of the processor-seconds requested");
    Parameter<Double> PSCAP = cap("PSCAP", "5.1.2.3", "upper bound of the processor-seconds requested subcomponent before weighting");
    Parameter<Long> PEWEIGHT = weight("PEWEIGHT", 0, "5.1.2.3", "weight of the processor equivalents requested");
    Parameter<Double> PECAP = cap("PECAP", "5.1.2.3", "upper bound of the processor equivalents requested subcomponent before weighting");
    Parameter<Long> WALLTIMEWEIGHT = weight("WALLTIMEWEIGHT", 0, "5.1.2.3", "weight of the walltime requested (seconds)");
    Parameter<Double> WALLTIMECAP = cap("WALLTIMECAP", "5.1.2.3", "upper bound of the walltime requested subcomponent before weighting");
    Parameter<Double> RESCAP = cap("RESCAP", "5.1.2.3", "upper bound of the weighted resource subcomponents");

    Parameter<Long> SERVWEIGHT = weight("SERVWEIGHT", 1, "5.1.2.4", "weight of the service component (queue time is the only factor on by default)")
            .alsoNamed("SERVICEWEIGHT", "SERVICETARGETWEIGHT");
    Parameter<Long> QUEUETIMEWEIGHT = weight("QUEUETIMEWEIGHT", 1, "5.1.2.4.1", "weight of the minutes a job has been queued");
    Parameter<Double> QUEUETIMECAP = cap("QUEUETIMECAP", "5.1.2.4.1", "upper bound of the queue time subcomponent before weighting");
    Parameter<Long> XFACTORWEIGHT = weight("XFACTORWEIGHT", 0, "5.1.2.4.2", "weight of the expansion factor 1 + queuetime / wallclock limit");
    Parameter<Double> XFACTORCAP = cap("XFACTORCAP", "5.1.2.4.2", "upper bound of the expansion factor subcomponent before weighting");
    Parameter<Long> XFMINWCLIMIT = Parameter.of("XFMINWCLIMIT", ValueTypes.durationOr(0, "a duration [[[DD:]HH:]MM:]SS or -1"), 0L,
            "5.1.2.4.2", "smallest wallclock limit the expansion factor divides by (-1 or 0: none)");
    Parameter<Long> BYPASSWEIGHT = weight("BYPASSWEIGHT", 0, "5.1.2.4.3", "weight of the times backfill has bypassed the job");
    Parameter<Double> BYPASSCAP = cap("BYPASSCAP", "5.1.2.4.3", "upper bound of the bypass subcomponent before weighting");
    Parameter<Double> SERVCAP = cap("SERVCAP", "5.1.2.4", "upper bound of the weighted service subcomponents");

    Parameter<Long> TARGWEIGHT = weight("TARGWEIGHT", 1, "5.1.2.5", "weight of the distance to the QOS queue time and expansion factor targets")
            .alsoNamed("TARGETWEIGHT");
    Parameter<Long> TARGETQUEUETIMEWEIGHT = weight("TARGETQUEUETIMEWEIGHT", 0, "5.1.3",
            "weight of the queue time target subcomponent (QTTARGET)");
    Parameter<Double> TARGETQUEUETIMECAP = cap("TARGETQUEUETIMECAP", "5.1.3", "upper bound of the queue time target subcomponent");
    Parameter<Long> TARGETXFACTORWEIGHT = weight("TARGETXFACTORWEIGHT", 0, "5.1.3",
            "weight of the expansion factor target subcomponent (XFTARGET)");
    Parameter<Double> TARGETXFACTORCAP = cap("TARGETXFACTORCAP", "5.1.3", "upper bound of the expansion factor target subcomponent");
    Parameter<Double> TARGCAP = cap("TARGCAP", "5.1.2.5", "upper bound of the target component");

    Parameter<Long> USAGEWEIGHT = weight("USAGEWEIGHT", 1, "5.1.2.6", "weight of the usage component (running jobs only)");
    Parameter<Long> USAGECONSUMEDWEIGHT = weight("USAGECONSUMEDWEIGHT", 0, "5.1.2.6", "weight of the processor-seconds consumed so far");
    Parameter<Double> USAGECONSUMEDCAP = cap("USAGECONSUMEDCAP", "5.1.2.6", "upper bound of the processor-seconds consumed subcomponent before weighting");
    Parameter<Long> USAGEREMAININGWEIGHT = weight("USAGEREMAININGWEIGHT", 0, "5.1.2.6", "weight of the processor-seconds still to run");
    Parameter<Double> USAGEREMAININGCAP = cap("USAGEREMAININGCAP", "5.1.2.6", "upper bound of the processor-seconds remaining subcomponent before weighting");
    Parameter<Long> USAGEEXECUTIONTIMEWEIGHT = weight("USAGEEXECUTIONTIMEWEIGHT", 0, "5.1.2.6", "weight of the seconds since start");
    Parameter<Double> USAGEEXECUTIONTIMECAP = cap("USAGEEXECUTIONTIMECAP", "5.1.2.6", "upper bound of the seconds since start subcomponent before weighting");
    Parameter<Long> USAGEPERCENTWEIGHT = weight("USAGEPERCENTWEIGHT", 0, "5.1.2.6", "weight of the percent of the walltime used");
    Parameter<Double> USAGEPERCENTCAP = cap("USAGEPERCENTCAP", "5.1.2.6", "upper bound of the percent of walltime used subcomponent before weighting");
    Parameter<Double> USAGECAP = cap("USAGECAP", "5.1.2.6", "upper bound of the weighted usage subcomponents");

    Parameter<Boolean> ENABLENEGJOBPRIORITY = flag("ENABLENEGJOBPRIORITY", false, "5.1.2",
            "allow priorities below 1 (otherwise a job's priority is at least 1)");
    Parameter<Boolean> REJECTNEGPRIOJOBS = flag("REJECTNEGPRIOJOBS", true, "5.1.2",
            "never start a job whose priority is negative (with ENABLENEGJOBPRIORITY)");
    Parameter<JobPrioAccrualPolicy> JOBPRIOACCRUALPOLICY = choice("JOBPRIOACCRUALPOLICY", JobPrioAccrualPolicy.class,
            JobPrioAccrualPolicy.QUEUEPOLICY, "5.1.2.4.1", "when a job's queue time starts to accrue priority");
    Parameter<Boolean> USESYSTEMQUEUETIME = Parameter.of("USESYSTEMQUEUETIME", ValueTypes.bool(), false, "5.1.2.4.1",
            "old form of JOBPRIOACCRUALPOLICY: ON counts queue time only while the job meets every policy "
                    + "(FULLPOLICY), OFF from submission (ALWAYS); JOBPRIOACCRUALPOLICY wins when both are set");
}
