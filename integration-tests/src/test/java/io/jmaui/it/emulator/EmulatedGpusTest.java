package io.jmaui.it.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.message.StatusObject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The emulated pbs_server allocates GPUs as TORQUE 6.1.3's node_manager.c does: only for
 * {@code gpus=} in the RunJob destination, only on nodes with that many GPUs free, with
 * {@code exec_gpus} in its insertion order; and it lets a destination without {@code gpus=} run a
 * GPU job with none, as the live server did.
 */
class EmulatedGpusTest {

    private final ManualClock clock = new ManualClock(1_800_000_000L);
    private EmulatedPbsServer server;
    private PbsClient client;

    @BeforeEach
    void start() {
        server = new EmulatedPbsServer("emu", clock).queue("batch", 0).node("vm", 4).node("node03", 4)
                .node("node04", 4).gpus("node03", 2, false).gpus("node04", 3, true, 1);
        client = PbsClient.create(PbsClientConfig.of("127.0.0.1", server.start(0), AuthMode.NONE));
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private Map<String, String> job(String id) throws Exception {
        return attrs(client.statJobs(id, List.of()).get().get(0));
    }

    private static Map<String, String> attrs(StatusObject o) {
        return o.attributes().stream().collect(Collectors.toMap(Attribute::fullName, Attribute::value, (a, b) -> b));
    }

    private String gpuJob() {
        return server.submit(JobSubmission.of("alice").nodes("1:ppn=1:gpus=2").runtime(600));
    }

    @Test
    void nodesReportTheirGpus_andAMomsGpuStatus() throws Exception {
        Map<String, StatusObject> nodes = client.statNodes().get().stream()
                .collect(Collectors.toMap(StatusObject::name, o -> o));
        assertEquals("2", attrs(nodes.get("node03")).get("gpus"));
        assertNull(attrs(nodes.get("vm")).get("gpus"));
        assertNull(attrs(nodes.get("node03")).get("gpu_status"), "GPUs set by qmgr only: no MOM report");
        assertTrue(attrs(nodes.get("node04")).get("gpu_status").contains("gpu[1]=gpu_id=0000:04:00.0;"
                + "gpu_pci_device_id=454758622;gpu_product_name=Tesla V100-PCIE-16GB;gpu_mode=Prohibited;gpu_state=Unavailable"));
    }

    @Test
    void aDestinationWithGpusGetsThemInPbsServersOrder() throws Exception {
        String id = gpuJob();
        client.runJob(id, "node03:ppn=1:gpus=2").get();
        assertEquals("node03/0", job(id).get("exec_host"));
        assertEquals("node03-gpu/1+node03-gpu/0", job(id).get("exec_gpus"), "add_gpu_to_hostlist puts each before the last");
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void gpusAreTakenFromTheFreeOnes_andFreedWhenTheJobEnds() throws Exception {
        String a = server.submit(JobSubmission.of("alice").nodes("1:ppn=1:gpus=1").runtime(60));
        String b = server.submit(JobSubmission.of("bob").nodes("1:ppn=1:gpus=1").runtime(600));
        client.runJob(a, "node03:ppn=1:gpus=1").get();
        client.runJob(b, "node03:ppn=1:gpus=1").get();
        assertEquals("node03-gpu/0", job(a).get("exec_gpus"));
        assertEquals("node03-gpu/1", job(b).get("exec_gpus"));
        String c = gpuJob();
        assertRefused(c, "node03:ppn=1:gpus=2", PbsError.RESCUNAV);
        clock.advance(60);
        server.settle();
        String d = server.submit(JobSubmission.of("carol").nodes("1:ppn=1:gpus=1").runtime(60));
        client.runJob(d, "node03:ppn=1:gpus=1").get();
        assertEquals("node03-gpu/0", job(d).get("exec_gpus"), "a's GPU is free again");
    }

    @Test
    void refusesGpusANodeDoesNotHave_orHasProhibited() throws Exception {
        assertRefused(gpuJob(), "vm:ppn=1:gpus=2", PbsError.RESCUNAV);
        assertRefused(server.submit(JobSubmission.of("a").nodes("1:ppn=1:gpus=3").runtime(60)), "node04:ppn=1:gpus=3",
                PbsError.RESCUNAV);
        String ok = gpuJob();
        client.runJob(ok, "node04:ppn=1:gpus=2").get();
        assertEquals("node04-gpu/2+node04-gpu/0", job(ok).get("exec_gpus"), "gpu 1 is Prohibited");
    }

    @Test
    void aCountSpecMakesEveryHostOrderZero() throws Exception {
        String id = server.submit(JobSubmission.of("alice").nodes("2:ppn=1:gpus=1").runtime(600));
        client.runJob(id, "").get();
        assertEquals("node04-gpu/0+node03-gpu/0", job(id).get("exec_gpus"));
    }

    @Test
    void aGpuJobRunWithoutGpusInTheDestinationGetsNone_asOnTheLiveServer() throws Exception {
        String id = gpuJob();
        client.runJob(id, "vm:ppn=1").get();
        assertEquals("R", job(id).get("job_state"));
        assertNull(job(id).get("exec_gpus"));
        assertEquals(List.of("job " + id + " asked for 2 GPUs, RunJob gave 0 (vm:ppn=1)"), server.anomalies());
    }

    private void assertRefused(String id, String destination, PbsError code) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> client.runJob(id, destination).get());
        assertEquals(code.code(), assertInstanceOf(PbsServerException.class, e.getCause()).code());
    }
}
