package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * GPU jobs scheduled by the daemon on the emulated pbs_server, which allocates GPUs as TORQUE
 * 6.1.3 does. The first test is the live finding: on a TORQUE whose node03 has {@code gpus = 2}
 * and whose {@code vm} has none, jmaui started two {@code nodes=1:ppn=1:gpus=2} jobs on vm
 * without GPUs; pbs_server's own qrun puts such a job on node03 with {@code exec_gpus}.
 */
class GpuSchedulingEndToEndTest extends DaemonEndToEnd {

    private void start(String... cfgLines) {
        server.start(0);
        daemon = daemonIn(home, server.port(), cfgLines);
    }

    private void iterate() {
        daemon.loop().iterateNow();
    }

    /** {@code seconds} on, {@code first} has ended: {@code second}, which waited for its GPUs, starts on {@code gpus}. */
    private void startsWhenTheFirstEnds(long seconds, String first, String second, String gpus, String anomalies) {
        clock.advance(seconds);
        server.settle();
        iterate();
        assertEquals(List.of(first, second), server.startLog());
        assertEquals(gpus, server.job(second).get("exec_gpus"));
        assertEquals(List.of(), server.anomalies(), anomalies);
    }

    @Test
    void theLiveFinding_twoGpuJobsGoToNode03InTurn_neverToTheNodeWithoutGpus() {
        server = newServer().node("vm", 4).node("node03", 4)
                .gpus("node03", 2, false);
        String first = server.submit(JobSubmission.of("alice").nodes("1:ppn=1:gpus=2").runtime(600).walltime(1800));
        String second = server.submit(JobSubmission.of("alice").nodes("1:ppn=1:gpus=2").runtime(600).walltime(1800));
        start("NODEALLOCATIONPOLICY FIRSTAVAILABLE");
        iterate();

        assertEquals(List.of(first), server.startLog());
        assertEquals("node03/0", server.job(first).get("exec_host"));
        assertEquals("node03-gpu/1+node03-gpu/0", server.job(first).get("exec_gpus"));
        String comment = Comments.await(server, second, c -> c.contains("2 GPUs, 0 free"));
        assertTrue(comment.contains("2 GPUs, 0 free"), comment);
        iterate();
        assertEquals(List.of(first), server.startLog(), "node03's GPUs are still held; vm has procs but no GPU");

        startsWhenTheFirstEnds(600, first, second, "node03-gpu/1+node03-gpu/0",
                "every RunJob asked for the GPUs its job asked for");
    }

    @Test
    void aMixedCluster_gpuNodesNeverGetMoreGpuJobsThanTheyHaveGpus() {
        server = newServer();
        for (int i = 1; i <= 4; i++) {
            server.node("cpu0" + i, 8);
        }
        server.node("gpu01", 8).gpus("gpu01", 2, true).node("gpu02", 8).gpus("gpu02", 4, true, 3);
        List<String> gpuJobs = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            gpuJobs.add(server.submit(JobSubmission.of("u" + i % 3).nodes("1:ppn=2:gpus=1").runtime(300 + 100 * i)
                    .walltime(3600)));
        }
        for (int i = 0; i < 6; i++) {
            server.submit(JobSubmission.of("c" + i).nodes("1:ppn=4").runtime(200).walltime(3600));
        }
        start("BACKFILLPOLICY FIRSTFIT", "RESERVATIONDEPTH 2");
        for (int step = 0; step < 30; step++) {
            iterate();
            assertGpusNeverOversubscribed(gpuJobs);
            clock.advance(100);
            server.settle();
        }
        assertTrue(server.startLog().containsAll(gpuJobs), server.startLog().toString());
        assertEquals(List.of(), server.anomalies());
    }

    /** At most 2 GPU jobs on gpu01, 3 on gpu02 (its fourth GPU is Prohibited), none on the CPU nodes. */
    private void assertGpusNeverOversubscribed(List<String> gpuJobs) {
        Map<String, Integer> running = new HashMap<>();
        for (String id : gpuJobs) {
            Map<String, String> j = server.job(id);
            if ("R".equals(j.get("job_state"))) {
                String host = j.get("exec_host").substring(0, j.get("exec_host").indexOf('/'));
                running.merge(host, 1, Integer::sum);
                assertTrue(j.get("exec_gpus").startsWith(host + "-gpu/"), j.toString());
            }
        }
        assertTrue(running.getOrDefault("gpu01", 0) <= 2 && running.getOrDefault("gpu02", 0) <= 3
                && running.keySet().stream().allMatch(h -> h.startsWith("gpu")), running.toString());
    }

    /**
     * gpu01 (listed first) has 8 procs and 2 GPUs, cpu01 8 procs. A GPU job holds gpu01's GPUs
     * for 10 minutes; the next GPU job wants all of gpu01; a CPU job of 4 procs arrives meanwhile.
     * Without a job reservation to protect gpu01 (RESERVATIONDEPTH 0), only the node allocation
     * priority keeps the CPU job off it.
     */
    private List<String> cpuJobBesideAWaitingGpuJob(String... cfg) {
        server = newServer().node("gpu01", 8).gpus("gpu01", 2, true)
                .node("cpu01", 8);
        String holder = server.submit(JobSubmission.of("alice").nodes("1:ppn=1:gpus=2").runtime(600).walltime(900));
        start(cfg);
        iterate();
        String waiting = server.submit(JobSubmission.of("alice").nodes("1:ppn=8:gpus=2").runtime(600).walltime(900));
        String cpu = server.submit(JobSubmission.of("bob").nodes("1:ppn=4").runtime(3600).walltime(3600));
        clock.advance(60);
        iterate();
        assertEquals(List.of(holder, cpu), server.startLog());
        clock.advance(540);
        server.settle();
        iterate();
        List<String> out = new ArrayList<>(server.startLog());
        out.add(server.job(cpu).get("exec_host"));
        out.add(waiting);
        return out;
    }

    @Test
    void aCpuJobDoesNotTakeAWaitingGpuJobsNode_whenPriorityfSaysSo() {
        List<String> log = cpuJobBesideAWaitingGpuJob("RESERVATIONDEPTH 0", "NODEALLOCATIONPOLICY PRIORITY",
                "NODECFG[DEFAULT] PRIORITYF='-CGPUS'");
        String waiting = log.get(log.size() - 1);
        assertTrue(log.get(log.size() - 2).startsWith("cpu01/"), log.toString());
        assertTrue(log.subList(0, log.size() - 2).contains(waiting), "gpu01 was whole again when the GPUs came free");
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void withoutThePolicy_theCpuJobLandsOnTheGpuNodeAndTheGpuJobWaits() {
        List<String> log = cpuJobBesideAWaitingGpuJob("RESERVATIONDEPTH 0", "NODEALLOCATIONPOLICY FIRSTAVAILABLE");
        String waiting = log.get(log.size() - 1);
        assertTrue(log.get(log.size() - 2).startsWith("gpu01/"), log.toString());
        assertTrue(!log.subList(0, log.size() - 2).contains(waiting), log.toString());
    }

    // Multi-req jobs (ENABLEMULTIREQJOBS, guide 11.7): nodes=2:ppn=2:fast+1:ppn=1:gpus=1 is two requests,
    // two fast nodes and one GPU node; the RunJob destination asks each host for its share and the GPU.

    /** Two fast nodes of 2 procs, a plain one of 4, a GPU node of 4 procs and 1 GPU listed last. */
    private String multiReqCluster() {
        server = newServer().node("f1", 2, "fast").node("f2", 2, "fast")
                .node("c1", 4).node("g1", 4).gpus("g1", 1, true);
        return server.submit(JobSubmission.of("alice").nodes("2:ppn=2:fast+1:ppn=1:gpus=1").runtime(600)
                .walltime(1800));
    }

    @Test
    void eachRequestOnItsOwnNodes_theGpuAskedOfItsHost_andHeldWhileTheJobRuns() {
        String job = multiReqCluster();
        start("ENABLEMULTIREQJOBS TRUE", "NODEALLOCATIONPOLICY FIRSTAVAILABLE", "JOBNODEMATCHPOLICY EXACTNODE");
        iterate();

        assertEquals(List.of(job), server.startLog());
        assertEquals("f1/0-1+f2/0-1+g1/0", server.job(job).get("exec_host"));
        assertEquals("g1-gpu/0", server.job(job).get("exec_gpus"));

        String other = server.submit(JobSubmission.of("bob").nodes("1:ppn=1:gpus=1").runtime(300).walltime(900));
        clock.advance(60);
        iterate();
        assertEquals(List.of(job), server.startLog(), "g1's only GPU is held by the running multi-req job");
        String comment = Comments.await(server, other, c -> c.startsWith("jmaui: waiting: "));
        assertTrue(comment.contains("needs 1 GPU, 0 free"), comment);

        startsWhenTheFirstEnds(540, job, other, "g1-gpu/0",
                "every RunJob gave the slots and GPUs its job asked for");
    }

    @Test
    void withoutEnableMultiReqJobs_theJobWaitsAndItsCommentSaysWhy() {
        String job = multiReqCluster();
        start("NODEALLOCATIONPOLICY FIRSTAVAILABLE");
        iterate();

        assertEquals(List.of(), server.startLog());
        String comment = Comments.await(server, job, c -> c.startsWith("jmaui: waiting: "));
        assertTrue(comment.contains("ENABLEMULTIREQJOBS FALSE"), comment);
    }
}
