package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code qsub -l software=matlab} through the daemon and the emulated pbs_server: as Maui's PBS
 * interface reads it, the licence is a request of its own, one task on a node holding the
 * {@code matlab} generic resource (guide 12.4: {@code NODECFG[login32] GRES=matlab:2}), placed
 * beside the job's own nodes whether or not ENABLEMULTIREQJOBS is on; the RunJob host list names
 * the licence's host, and the licence is held while the job runs.
 */
class SoftwareLicenceEndToEndTest extends DaemonEndToEnd {

    @Test
    void aLicenceIsASecondRequestOnItsNode_heldWhileTheJobRuns_theNextJobWaitsForIt() {
        server = newServer().node("c1", 4).node("c2", 4).node("login32", 2);
        String first = server.submit(JobSubmission.of("alice").nodes("1:ppn=2").resource("software", "matlab")
                .runtime(600).walltime(1800));
        String second = server.submit(JobSubmission.of("bob").nodes("1:ppn=2").resource("software", "matlab")
                .runtime(600).walltime(1800));
        String plain = server.submit(JobSubmission.of("carol").nodes("1:ppn=2").runtime(600).walltime(1800));
        server.start(0);
        daemon = daemonIn(home, server.port(), "NODEALLOCATIONPOLICY FIRSTAVAILABLE", "NODECFG[login32] GRES=matlab:1");
        daemon.loop().iterateNow();

        assertEquals(List.of(first, plain), server.startLog(), "one matlab licence: bob's job waits for it, carol's does not");
        assertEquals("c1/0-1+login32/0", server.job(first).get("exec_host"));
        String comment = Comments.await(server, second, c -> c.startsWith("jmaui: waiting: "));
        assertTrue(comment.contains("matlab"), comment);

        clock.advance(600);
        server.settle();
        daemon.loop().iterateNow();
        assertEquals(List.of(first, plain, second), server.startLog());
        assertTrue(server.job(second).get("exec_host").endsWith("+login32/0"), server.job(second).get("exec_host"));
        assertEquals(List.of(), server.anomalies());
    }
}
