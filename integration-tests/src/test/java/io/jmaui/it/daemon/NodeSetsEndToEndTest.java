package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Guide 8.3's switch example on the emulated pbs_server: nodes carry their switch as a node
 * property ({@code qmgr -c "set node a1 properties = switchA"}), listed interleaved, so that
 * without node sets FIRSTAVAILABLE would give a job nodes on both switches.
 */
class NodeSetsEndToEndTest extends DaemonEndToEnd {

    @BeforeEach
    void cluster() {
        server = newServer().node("a1", 4, "switchA").node("b1", 4, "switchB")
                .node("a2", 4, "switchA").node("b2", 4, "switchB").node("b3", 4, "switchB");
    }

    private void start(String... cfgLines) {
        server.start(0);
        List<String> lines = new java.util.ArrayList<>(List.of("NODESETPOLICY ONEOF", "NODESETATTRIBUTE FEATURE",
                "NODESETLIST switchA switchB switchC switchD", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"));
        lines.addAll(List.of(cfgLines));
        daemon = daemonIn(home, server.port(), lines.toArray(String[]::new));
        daemon.loop().iterateNow();
    }

    /** The distinct hosts of a job's exec_host ({@code a1/0-3+a2/0-3}). */
    private Set<String> hosts(String job) {
        return Arrays.stream(server.job(job).get("exec_host").split("\\+")).map(s -> s.substring(0, s.indexOf('/')))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void aMultiNodeJobIsPlacedInsideOneSwitch() {
        String eight = server.submit(JobSubmission.of("alice").nodes("2:ppn=4").runtime(600).walltime(1800));
        String twelve = server.submit(JobSubmission.of("bob").nodes("3:ppn=4").runtime(600).walltime(1800));
        start("NODESETDELAY 0:00:00");
        assertEquals(Set.of("a1", "a2"), hosts(eight));
        assertEquals(Set.of("b1", "b2", "b3"), hosts(twelve));
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void withNodesetdelay_aJobWaitsForItsSwitch_andItsCommentSaysSo() {
        String running = server.submit(JobSubmission.of("carol").nodes("1:ppn=4").runtime(900).walltime(1200));
        start("NODESETDELAY 1:00:00");
        assertEquals(Set.of("a1"), hosts(running));
        String eight = server.submit(JobSubmission.of("alice").nodes("2:ppn=4").runtime(600).walltime(1800));
        daemon.loop().iterateNow();
        assertEquals(Set.of("b1", "b2"), hosts(eight), "switchA has one node free: switchB holds the job");
        // 8 procs are free, a2's and b3's, but on two switches
        String other = server.submit(JobSubmission.of("bob").nodes("2:ppn=4").runtime(600).walltime(1800));
        daemon.loop().iterateNow();
        assertEquals(null, server.job(other).get("exec_host"));
        String comment = Comments.await(server, other, c -> c.contains("waits for a node set"));
        assertTrue(comment.contains("waits for a node set (NODESETPOLICY ONEOF, FEATURE switchA, switchB, switchC, switchD)"),
                comment);

        clock.advance(600); // alice's job ends: switchB is whole again
        server.settle();
        daemon.loop().iterateNow();
        assertEquals(Set.of("b1", "b2"), hosts(other));
    }
}
