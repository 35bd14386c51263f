package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Node;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 7.3 / appendix F QOSFEATURES: jobs of the QOS only run on nodes with every feature named. */
class QosFeaturesTest {

    static final long T0 = at("2024-03-04T08:00");

    /** n1 wide, n2 wide and interactive, n3 neither; every user may use QOS 2 and normal. */
    private static Harness cluster(String... more) {
        String[] lines = new String[more.length + 2];
        lines[0] = "USERCFG[DEFAULT] QLIST=2,normal";
        lines[1] = "QOSFEATURES[2] wide interactive";
        System.arraycopy(more, 0, lines, 2, more.length);
        return new Harness(cfg(lines)).nodes(
                Node.idle("n1", 1).withFeatures(Set.of("wide")),
                Node.idle("n2", 1).withFeatures(Set.of("wide", "interactive")),
                Node.idle("n3", 1));
    }

    @Test
    void guideExample_jobsOfQos2RunOnlyOnNodesWithWideAndInteractive() {
        Harness h = cluster();
        h.submit(job("A").procs(1).walltime(HOUR).submitTime(T0 - 300).requestQos("2", "-l qos").build());
        h.submit(job("B").procs(1).walltime(HOUR).submitTime(T0 - 200).requestQos("2", "-l qos").build());
        h.submit(job("C").procs(1).walltime(HOUR).submitTime(T0 - 100).requestQos("normal", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n2"), r.start("A").orElseThrow().hosts(), "the only node with both features");
        assertFalse(r.start("B").isPresent(), "n1 and n3 are free, but lack a feature");
        assertTrue(r.start("C").isPresent(), "another QOS runs anywhere");
        assertEquals("RESOURCES needs 1 procs, 0 free features=interactive,wide", r.reasons().get("B").summary(),
                "the reason names the features the QOS added");
    }

    @Test
    void anyAsksForNothing() {
        Harness h = cluster("QOSFEATURES[normal] [ANY]");
        h.submit(job("C").procs(3).walltime(HOUR).submitTime(T0).requestQos("normal", "-l qos").build());
        assertTrue(h.runAt(T0).start("C").isPresent());
    }
}
