package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.NodeAvailabilityPolicy.Kind;
import io.jmaui.scheduler.config.NodeAvailabilityPolicy.Resource;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Appendix F's node parameters as maui.cfg gives them: NODEAVAILABILITYPOLICY per resource, node set values that cannot apply. */
class NodeParametersTest {

    private static List<String> warnings(String... lines) {
        return Cfg.cfg(lines).warnings().stream().map(ConfigWarning::toString).toList();
    }

    @Test
    void appendixF_nodeAvailabilityPolicyPerResource() {
        NodeAvailabilityPolicy p = Cfg.cfg("NODEAVAILABILITYPOLICY DEDICATED:PROCS COMBINED:MEM").get(Parameters.NODEAVAILABILITYPOLICY);
        assertEquals(Kind.DEDICATED, p.of(Resource.PROCS));
        assertEquals(Kind.COMBINED, p.of(Resource.MEM));
        assertEquals(Kind.COMBINED, p.of(Resource.DISK), "a resource not named takes the default, COMBINED");
        NodeAvailabilityPolicy u = Cfg.cfg("NODEAVAILABILITYPOLICY UTILIZED DEDICATED:PROC").get(Parameters.NODEAVAILABILITYPOLICY);
        assertEquals(Kind.DEDICATED, u.of(Resource.PROCS), "PROC, the format's spelling, is PROCS");
        assertEquals(Kind.UTILIZED, u.of(Resource.SWAP));
        assertEquals(NodeAvailabilityPolicy.DEFAULT, Cfg.cfg().get(Parameters.NODEAVAILABILITYPOLICY));
        assertEquals(List.of(), warnings("NODEAVAILABILITYPOLICY DEDICATED:PROCS COMBINED:MEM", "NODEMAXLOAD 0.75",
                "NODELOADPOLICY ADJUSTSTATE", "NODECFG[nodeA] MAXLOAD=2.5", "TASKDISTRIBUTIONPOLICY DEFAULT",
                "NODESETPOLICY ONEOF", "NODESETATTRIBUTE FEATURE", "NODESETDELAY 0:00:00", "NODESETLIST switchA switchB",
                "NODESETPRIORITYTYPE BESTFIT", "FEATUREPROCSPEEDHEADER xps"));
    }

    @Test
    void aBadAvailabilityPolicyIsAnErrorNamingTheForm() {
        ConfigException e = assertThrows(ConfigException.class, () -> Cfg.cfg("NODEAVAILABILITYPOLICY DEDICATED:CPU"));
        String m = e.errors().get(0).toString();
        assertTrue(m.startsWith("test.cfg:1:24: NODEAVAILABILITYPOLICY: \"CPU\" is not one or more of COMBINED,"), m);
        assertThrows(ConfigException.class, () -> Cfg.cfg("NODEAVAILABILITYPOLICY SOMETIMES"));
    }

    @Test
    void valuesThatCannotApplyUnderTorqueSaySo() {
        String network = String.join("\n", warnings("NODESETPOLICY ONEOF", "NODESETATTRIBUTE NETWORK"));
        assertTrue(network.contains("test.cfg:2: NODESETATTRIBUTE: no effect with jmaui and TORQUE: TORQUE reports no"
                + " network interfaces"), network);
        String local = String.join("\n", warnings("TASKDISTRIBUTIONPOLICY LOCAL"));
        assertTrue(local.contains("LOCAL runs site-written C code in Maui"), local);
        String tolerance = String.join("\n", warnings("NODESETATTRIBUTE FEATURE", "NODESETTOLERANCE 0.5"));
        assertTrue(tolerance.contains("NODESETTOLERANCE: applies to PROCSPEED node sets only"), tolerance);
    }
}
