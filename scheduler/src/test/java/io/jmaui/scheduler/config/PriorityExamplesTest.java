package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.model.CredentialKind.ACCOUNT;
import static io.jmaui.scheduler.model.CredentialKind.GROUP;
import static io.jmaui.scheduler.model.CredentialKind.QOS;
import static io.jmaui.scheduler.model.CredentialKind.USER;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The maui.cfg examples of guide 5.1.2, Job Priority Factors, and the priority entries of appendix F. */
class PriorityExamplesTest {

    private static MauiConfig parse(String text) {
        return MauiConfigParser.parse("maui.cfg", text);
    }

    @Test
    void s5121_credentialPriorities() {
        // 5.1.2.1: "to set user and group priorities, the following might be used"
        MauiConfig c = parse("""
                CREDWEIGHT 1
                USERWEIGHT 1
                GROUPWEIGHT 1

                USERCFG[john] PRIORITY=2000
                USERCFG[paul] PRIORITY=-1000

                GROUPCFG[staff] PRIORITY=10000
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals(1L, c.get(Parameters.CREDWEIGHT));
        assertEquals(1L, c.get(Parameters.USERWEIGHT));
        assertEquals(1L, c.get(Parameters.GROUPWEIGHT));
        assertEquals(0L, c.get(Parameters.ACCOUNTWEIGHT));
        assertEquals(OptionalLong.of(2000), c.credential(USER, "john").priority());
        assertEquals(OptionalLong.of(-1000), c.credential(USER, "paul").priority());
        assertEquals(OptionalLong.of(10000), c.credential(GROUP, "staff").priority());
        assertEquals(OptionalLong.empty(), c.credential(USER, "george").priority());
    }

    @Test
    void s5122_fairshareWeightsAndTargets() {
        // 5.1.2.2: the weights of the job X example, with its targets written as *CFG lines
        // (User A 50.0, Group B none, Account C 25.0, QOS 3 10.0+, Class E none)
        MauiConfig c = parse("""
                FSWEIGHT 100
                FSUSERWEIGHT 10
                FSGROUPWEIGHT 20
                FSACCOUNTWEIGHT 30
                FSQOSWEIGHT 40
                FSCLASSWEIGHT 0
                USERCFG[A] FSTARGET=50.0
                ACCOUNTCFG[C] FSTARGET=25.0
                QOSCFG[3] FSTARGET=10.0+
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals(100L, c.get(Parameters.FSWEIGHT));
        assertEquals(40L, c.get(Parameters.FSQOSWEIGHT));
        assertEquals(Optional.of(new FsTarget(50.0, FsTargetMode.TARGET)), c.credential(USER, "A").fsTarget());
        assertEquals(Optional.empty(), c.credential(GROUP, "B").fsTarget());
        assertEquals(Optional.of(new FsTarget(25.0, FsTargetMode.TARGET)), c.credential(ACCOUNT, "C").fsTarget());
        assertEquals(Optional.of(new FsTarget(10.0, FsTargetMode.FLOOR)), c.credential(QOS, "3").fsTarget());
    }

    @Test
    void s51241_qosQueueTimeWeight() {
        // 5.1.2.4.1: 'QOSCFG[special] QTWEIGHT=5000'; 5.1.2.4.2: 'QOSCFG[special] XFWEIGHT=5000'
        MauiConfig c = parse("QOSCFG[special] QTWEIGHT=5000\nQOSCFG[special] XFWEIGHT=5000");
        assertEquals(OptionalLong.of(5000), c.credential(QOS, "special").qtWeight());
        assertEquals(OptionalLong.of(5000), c.credential(QOS, "special").xfWeight());
    }

    @Test
    void appendixResourceWeights() {
        // appendix F, RESWEIGHT: MIN(2000, 5 * (10 * JobMemory + 100 * JobProc)); the example spells MEMORYWEIGHT
        MauiConfig c = parse("""
                RESWEIGHT[0] 5
                MEMORYWEIGHT[0] 10
                PROCWEIGHT[0] 100
                SWAPWEIGHT[0] 0
                RESCAP[0] 2000
                """);
        assertEquals(5L, c.get(Parameters.RESWEIGHT));
        assertEquals(10L, c.get(Parameters.MEMWEIGHT));
        assertEquals(100L, c.get(Parameters.PROCWEIGHT));
        assertEquals(2000.0, c.get(Parameters.RESCAP));
        assertEquals("maui.cfg:2: MEMORYWEIGHT: read as MEMWEIGHT", c.warnings().get(0).toString());
    }

    @Test
    void appendixServiceAndTargetFactors() {
        MauiConfig c = parse("""
                QUEUETIMECAP[0] 10000
                QUEUETIMEWEIGHT[0] 10
                XFACTORCAP 10000
                XFACTORWEIGHT 1000
                XFMINWCLIMIT 0:01:00
                FSCAP 10.0
                BYPASSWEIGHT 5000
                TARGETWEIGHT 1000
                QOSXFTARGET[3] 5.0
                QOSXFWEIGHT[2] 1000
                QOSQTTARGET 2:00:00
                QOSPRIORITY[2] 1000
                """);
        assertEquals(10000.0, c.get(Parameters.QUEUETIMECAP));
        assertEquals(10L, c.get(Parameters.QUEUETIMEWEIGHT));
        assertEquals(10000.0, c.get(Parameters.XFACTORCAP));
        assertEquals(60L, c.get(Parameters.XFMINWCLIMIT));
        assertEquals(10.0, c.get(Parameters.FSCAP));
        assertEquals(1000L, c.get(Parameters.TARGWEIGHT));
        assertEquals(OptionalDouble.of(5.0), c.credential(QOS, "3").xfTarget());
        assertEquals(OptionalLong.of(1000), c.credential(QOS, "2").xfWeight());
        assertEquals(OptionalLong.of(1000), c.credential(QOS, "2").priority());
        assertEquals(OptionalLong.of(7200), c.credential(QOS, "anything").qtTarget());
        assertEquals("maui.cfg:8: TARGETWEIGHT: read as TARGWEIGHT", c.warnings().get(0).toString());
        assertEquals("maui.cfg:9: QOSXFTARGET[3]: deprecated, read as QOSCFG[3] XFTARGET=...", c.warnings().get(1).toString());
    }

    @Test
    void s513_favorJohn() {
        // 5.1.3: "the user priority of 300 will make a job by user john on par with a job submitted 5 minutes earlier"
        MauiConfig c = parse("USERWEIGHT 1\nUSERCFG[john] PRIORITY=300");
        assertEquals(List.of(), c.warnings());
        assertEquals(1L, c.get(Parameters.USERWEIGHT));
        assertEquals(OptionalLong.of(300), c.credential(USER, "john").priority());
    }

    @Test
    void s513_qosOrderXFactorAndQueueTimeTarget() {
        MauiConfig c = parse("""
                QOSWEIGHT 1
                XFACTORWEIGHT 1
                QUEUETIMEWEIGHT 10
                TARGETQUEUETIMEWEIGHT 1

                QOSCFG[low] PRIORITY=1000
                QOSCFG[medium] PRIORITY=10000
                QOSCFG[high] PRIORITY=10000
                USERCFG[DEFAULT] QTTARGET=4:00:00
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals(10L, c.get(Parameters.QUEUETIMEWEIGHT));
        assertEquals(1L, c.get(Parameters.TARGETQUEUETIMEWEIGHT));
        assertEquals(OptionalLong.of(10000), c.credential(QOS, "high").priority());
        assertEquals(OptionalLong.of(4 * 3600), c.credential(USER, "anyone").qtTarget());
    }

    @Test
    void s513_subcomponentCaps() {
        // 5.1.3: "Caps can be applied to either priority components or subcomponents ... '<COMPONENTNAME>CAP'"
        MauiConfig c = parse("QUEUETIMECAP 1440\nRESCAP 2000\nSERVCAP 5000\nUSERCAP 100\nPROCCAP 64\nTARGETXFACTORCAP 50");
        assertEquals(List.of(), c.warnings());
        assertEquals(1440.0, c.get(Parameters.QUEUETIMECAP));
        assertEquals(5000.0, c.get(Parameters.SERVCAP));
        assertEquals(100.0, c.get(Parameters.USERCAP));
        assertEquals(64.0, c.get(Parameters.PROCCAP));
        assertEquals(50.0, c.get(Parameters.TARGETXFACTORCAP));
    }

    @Test
    void appendixNegativePriorities() {
        MauiConfig c = parse("ENABLENEGJOBPRIORITY TRUE\nREJECTNEGPRIOJOBS    TRUE\nJOBPRIOACCRUALPOLICY QUEUEPOLICY");
        assertEquals(true, c.get(Parameters.ENABLENEGJOBPRIORITY));
        assertEquals(true, c.get(Parameters.REJECTNEGPRIOJOBS));
        assertEquals(JobPrioAccrualPolicy.QUEUEPOLICY, c.get(Parameters.JOBPRIOACCRUALPOLICY));
    }

    @Test
    void appendixOldNamesOfTheFairshareWeights() {
        // appendix F AFSWEIGHT 10: "the priority weight to be applied to the account fairshare factor"
        MauiConfig c = parse("AFSWEIGHT 10\nUFSWEIGHT 8\nGFSWEIGHT 4\n");
        assertEquals(10L, c.get(Parameters.FSACCOUNTWEIGHT));
        assertEquals(8L, c.get(Parameters.FSUSERWEIGHT));
        assertEquals(4L, c.get(Parameters.FSGROUPWEIGHT));
        assertEquals("maui.cfg:1: AFSWEIGHT: read as FSACCOUNTWEIGHT", c.warnings().get(0).toString());
    }

    @Test
    void appendixUseSystemQueueTimeIsReadAsItsSuccessor() {
        // appendix F: "In Maui 3.0.8 and higher, this parameter has been superseded by the JOBPRIOACCRUALPOLICY"
        MauiConfig off = parse("USESYSTEMQUEUETIME OFF");
        assertEquals(JobPrioAccrualPolicy.ALWAYS, off.get(Parameters.JOBPRIOACCRUALPOLICY));
        assertEquals("maui.cfg:1: USESYSTEMQUEUETIME: read as JOBPRIOACCRUALPOLICY ALWAYS, its successor",
                off.warnings().get(0).toString());
        assertEquals(JobPrioAccrualPolicy.FULLPOLICY, parse("USESYSTEMQUEUETIME ON").get(Parameters.JOBPRIOACCRUALPOLICY));
        MauiConfig both = parse("JOBPRIOACCRUALPOLICY QUEUEPOLICY\nUSESYSTEMQUEUETIME ON");
        assertEquals(JobPrioAccrualPolicy.QUEUEPOLICY, both.get(Parameters.JOBPRIOACCRUALPOLICY));
        assertEquals("maui.cfg:2: USESYSTEMQUEUETIME: JOBPRIOACCRUALPOLICY (maui.cfg:1) replaces it and wins",
                both.warnings().get(0).toString());
    }

    @Test
    void defaultsOfChapter511() {
        // 5.1.1: "By default, the value of all component and subcomponent weights is set to 1 and 0
        // respectively. The one exception is the QUEUETIME subcomponent weight which is set to 1."
        MauiConfig c = parse("");
        for (Parameter<Long> component : List.of(Parameters.CREDWEIGHT, Parameters.FSWEIGHT, Parameters.RESWEIGHT,
                Parameters.SERVWEIGHT, Parameters.TARGWEIGHT, Parameters.USAGEWEIGHT)) {
            assertEquals(1L, c.get(component), component.name());
        }
        for (Parameter<Long> sub : List.of(Parameters.USERWEIGHT, Parameters.FSUSERWEIGHT, Parameters.PROCWEIGHT,
                Parameters.XFACTORWEIGHT, Parameters.BYPASSWEIGHT, Parameters.TARGETQUEUETIMEWEIGHT,
                Parameters.TARGETXFACTORWEIGHT, Parameters.USAGECONSUMEDWEIGHT)) {
            assertEquals(0L, c.get(sub), sub.name());
        }
        assertEquals(1L, c.get(Parameters.QUEUETIMEWEIGHT));
        assertEquals(0.0, c.get(Parameters.FSCAP));
        assertEquals(0L, c.get(Parameters.XFMINWCLIMIT));
        assertEquals(0L, parse("XFMINWCLIMIT -1").get(Parameters.XFMINWCLIMIT));
    }
}
