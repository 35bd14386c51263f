package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * GPUs and generic resources as TORQUE 6.1 reports them: node {@code gpus}/{@code gpu_status}/
 * {@code mics}, every job form qsub and pbs_server accept ({@code nodes=...:gpus=G}, {@code -l
 * gpus=G} sent as {@code gres=gpus:G}, {@code ncpus=N:gpus=G} kept as {@code gpus=G},
 * {@code gres=}), a running job's {@code exec_gpus}, and the RunJob destination that asks for them.
 */
class GpuMappingTest {

    private final MappingProblems problems = new MappingProblems();

    private static Map<String, String> attrs(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    private Job job(String... keyValues) {
        Map<String, String> a = attrs(keyValues);
        a.putIfAbsent("job_state", "Q");
        return JobMapper.map(new PbsObject("1.srv", a), Set.of("vm", "node03", "node04"), problems).orElseThrow();
    }

    @Test
    void nodeGpusAsQmgrSetsThem() {
        Node n = NodeMapper.map(new PbsObject("node03", attrs("state", "free", "np", "4", "gpus", "2")), problems);
        assertEquals(2, n.configured().gpus());
        assertEquals(0, NodeMapper.map(new PbsObject("vm", attrs("state", "free", "np", "4")), problems)
                .configured().gpus(), "a node without the attribute has none");
        assertTrue(problems.isEmpty(), problems.list().toString());
    }

    @Test
    void prohibitedGpusTheMomReportsAreNotCapacity() {
        String status = "gpu[0]=gpu_id=0000:03:00.0;gpu_mode=Default;gpu_state=Unallocated;gpu_utilization=0%,"
                + "gpu[1]=gpu_id=0000:04:00.0;gpu_mode=Prohibited;gpu_state=Unavailable;gpu_utilization=0%,"
                + "gpu[2]=gpu_id=0000:05:00.0;gpu_mode=Exclusive_Process;gpu_state=Exclusive,driver_ver=418.67";
        Node n = NodeMapper.map(new PbsObject("node03", attrs("state", "free", "np", "8", "gpus", "3",
                "gpu_status", status)), problems);
        assertEquals(2, n.configured().gpus(), "gpu[1] is Prohibited; gpu[2] is in use by a job, still capacity");
    }

    @Test
    void micsAreTheGenericResourceMics() {
        Node n = NodeMapper.map(new PbsObject("phi01", attrs("state", "free", "np", "16", "mics", "2")), problems);
        assertEquals(Gres.of("mics", 2), n.configured().gres());
    }

    @Test
    void theLiveFindingsJobIsOneTaskOfOneProcAndTwoGpus() {
        Job j = job("Resource_List.nodes", "1:ppn=1:gpus=2");
        assertEquals(1, j.tasks());
        assertEquals(Resources.procs(1).withGpus(2), j.perTask());
        assertEquals(1, j.nodes());
    }

    @Test
    void aGpuPartIsOneTaskPerNode_everyPartOfAMultiPartSpec() {
        Job j = job("Resource_List.nodes", "2:ppn=4:gpus=2+1:ppn=2", "Resource_List.pmem", "1gb");
        assertEquals(List.of(new Req(2, new Resources(4, 4096, 0, 0, 2, null), 2, 1, Set.of()),
                new Req(2, new Resources(1, 1024, 0, 0), 1, 2, Set.of())), j.reqs());
        assertEquals(new Resources(10, 10240, 0, 0, 4, null), j.totalResources());
    }

    @Test
    void gpuModesAfterGpusAreNotNodeProperties() {
        Job j = job("Resource_List.nodes", "1:ppn=2:gpus=1:exclusive_process");
        assertEquals(Set.of(), j.features());
        assertEquals(1, j.perTask().gpus());
    }

    @Test
    void qsubDashLGpusArrivesAsGres_gpusPerNodeOfTheJob() {
        assertEquals(Resources.procs(1).withGpus(2), job("Resource_List.gres", "gpus:2").perTask());
        Job nodes = job("Resource_List.nodes", "2:ppn=4", "Resource_List.gres", "gpus:1");
        assertEquals(new Req(2, new Resources(4, 0, 0, 0, 1, null), 2, 1, Set.of()), nodes.firstReq());
    }

    @Test
    void ncpusWithGpusIsOneTaskOnOneNode() {
        Job j = job("Resource_List.ncpus", "4", "Resource_List.gpus", "2");
        assertEquals(1, j.tasks());
        assertEquals(Resources.procs(4).withGpus(2), j.perTask());
    }

    @Test
    void otherGresNamesArePerTaskGenericResources() {
        Job j = job("Resource_List.nodes", "1:ppn=2", "Resource_List.gres", "matlab:2+tape");
        assertEquals(Gres.of(Map.of("matlab", 2L, "tape", 1L)), j.perTask().gres());
        job("Resource_List.gres", "matlab:x");
        assertEquals(List.of("job 1.srv: Resource_List.gres: \"matlab:x\" is not name[:count][+name[:count]...]"),
                problems.list().stream().map(Object::toString).toList());
    }

    @Test
    void softwareIsALicenceRequestOfItsOwn_asMauisPbsInterfaceAddsIt() {
        // qsub -l nodes=2:ppn=4,software=matlab: the job's request, then one task holding a matlab licence
        Job j = job("Resource_List.nodes", "2:ppn=4", "Resource_List.software", "matlab");
        assertEquals(List.of(new Req(8, Resources.procs(1), 2, 4, Set.of()), Req.software("matlab")), j.reqs());
        assertEquals("matlab", j.extraReqs().get(0).software());
        assertEquals(Gres.of("matlab", 1), j.extraReqs().get(0).perTask().gres());
        job("Resource_List.software", "mat lab");
        assertEquals(List.of("job 1.srv: Resource_List.software: \"mat lab\" is not a licence name (letters, digits, _ . -)"),
                problems.list().stream().map(Object::toString).toList());
    }

    @Test
    void theExtensionsGresIsMauisForm_guide13_3() {
        // qsub -W x=GRES:tape:matlab@2 (guide 13.3: "GRES:tape,matlab@2", a count of 1 when absent)
        Job j = job("Resource_List.nodes", "1:ppn=1", "x", "GRES:tape:matlab@2");
        assertEquals(Gres.of(Map.of("matlab", 2L, "tape", 1L)), j.perTask().gres());
        assertEquals(Gres.of("tape", 1), job("x", "GRES:tape").perTask().gres());
        assertTrue(problems.isEmpty(), problems.list().toString());
        job("x", "GRES:tape@none");
        assertEquals(List.of("job 1.srv: x: \"GRES:tape@none\" has a GRES that is not name[@count][:name[@count]...]"),
                problems.list().stream().map(Object::toString).toList());
    }

    @Test
    void aRunningGpuJobStartedWithItsGpusKeepsItsRequest() {
        Job j = job("job_state", "R", "Resource_List.nodes", "1:ppn=1:gpus=2", "exec_host", "node03/0",
                "exec_gpus", "node03-gpu/1+node03-gpu/0", "start_time", "7");
        assertEquals(List.of("node03"), j.allocatedHosts());
        assertEquals(Map.of("node03", Resources.procs(1).withGpus(2)), j.heldPerHost());
    }

    @Test
    void aRunningGpuJobStartedWithoutGpus_holdsNone_asPbsServerSeesIt() {
        // the live finding: started on vm without :gpus=, pbs_server set no exec_gpus
        Job j = job("job_state", "R", "Resource_List.nodes", "1:ppn=1:gpus=2", "exec_host", "vm/0", "start_time", "7");
        assertEquals(Map.of("vm", Resources.procs(1)), j.heldPerHost());
    }

    @Test
    void aRunningMultiReqJobHoldsItsSlotsAndItsGpusWherePbsServerPutThem() {
        Job j = job("job_state", "R", "Resource_List.nodes", "1:ppn=2:gpus=1+2:ppn=1", "exec_host",
                "node03/0-1+node04/0+vm/0", "exec_gpus", "node03-gpu/0", "start_time", "7");
        assertEquals(Map.of("node03", Resources.procs(2).withGpus(1), "node04", Resources.procs(1),
                "vm", Resources.procs(1)), j.heldPerHost());
        assertEquals(4, j.procs());
    }

    @Test
    void anNcpusTaskStartedOnItsProcsIsStillOneTask() {
        Job j = job("job_state", "R", "Resource_List.ncpus", "4", "exec_host", "vm/0-3", "start_time", "7");
        assertEquals(List.of("vm"), j.allocatedHosts());
    }

    @Test
    void malformedExecGpusIsReported() {
        job("job_state", "R", "Resource_List.nodes", "1:gpus=1", "exec_host", "node03/0", "exec_gpus", "node03/0");
        assertEquals(List.of("job 1.srv: exec_gpus: \"node03/0\" is not host-gpu/index[+host-gpu/index...]"),
                problems.list().stream().map(Object::toString).toList());
    }

    @Test
    void runJobAsksPbsServerForTheGpus() {
        // node_manager.c node_spec gives GPUs only for gpus= in the destination
        StartJob s = new StartJob("1.srv", List.of("node03", "node03", "node04"), false,
                List.of(Resources.procs(4).withGpus(2), Resources.procs(4).withGpus(2), Resources.procs(1)));
        assertEquals("node03:ppn=8:gpus=4+node04:ppn=1", ExecHost.runJobDestination(s));
        StartJob mic = new StartJob("2.srv", List.of("phi01"), false,
                List.of(Resources.procs(2).withGres(Gres.of("mics", 1))));
        assertEquals("phi01:ppn=2:mics=1", ExecHost.runJobDestination(mic));
        assertFalse(ExecHost.runJobDestination(List.of("vm", "vm")).contains("gpus"), "a CPU job asks none");
    }
}
