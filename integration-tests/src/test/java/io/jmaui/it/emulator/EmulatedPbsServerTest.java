package io.jmaui.it.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.StatusObject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The emulator, spoken to through the production client and codec, behaves like pbs_server for a scheduler. */
class EmulatedPbsServerTest {

    private final ManualClock clock = new ManualClock(1_800_000_000L);
    private EmulatedPbsServer server;
    private PbsClient client;

    @BeforeEach
    void start() {
        server = new EmulatedPbsServer("emu", clock).queue("batch", 0).queue("express", 100)
                .node("node001", 4, "fast").node("node002", 4, "bigmem");
        int port = server.start(0);
        client = PbsClient.create(PbsClientConfig.of("127.0.0.1", port, AuthMode.NONE));
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private static Map<String, String> attrs(StatusObject o) {
        return o.attributes().stream().collect(Collectors.toMap(Attribute::fullName, Attribute::value, (a, b) -> b));
    }

    @Test
    void queuesCarryTheirPbsPriority() throws Exception {
        List<StatusObject> queues = client.statQueues().get();
        assertEquals(List.of("batch", "express"), queues.stream().map(StatusObject::name).toList());
        assertEquals("100", attrs(queues.get(1)).get("Priority"));
    }

    @Test
    void runJobOnAHostListStartsTheJobAndShowsTorque6ExecHost() throws Exception {
        String id = server.submit(JobSubmission.of("alice").nodes("2:ppn=2").runtime(600).walltime(3600));
        client.runJob(id, "node001:ppn=2+node002:ppn=2").get();
        Map<String, String> job = attrs(client.statJobs(id, List.of()).get().get(0));
        assertEquals("R", job.get("job_state"));
        assertEquals("node001/0-1+node002/0-1", job.get("exec_host"));
        Map<String, String> node = attrs(client.statNodes("node001", List.of()).get().get(0));
        assertEquals("0-1/" + id, node.get("jobs"));
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void aJobEndsAfterItsRunTimeAndFreesItsSlots() throws Exception {
        String id = server.submit(JobSubmission.of("alice").procs(4).runtime(100));
        client.runJob(id, "node001:ppn=4").get();
        assertEquals("job-exclusive", attrs(client.statNodes("node001", List.of()).get().get(0)).get("state"));
        clock.advance(100);
        server.settle();
        assertEquals("C", server.job(id).get("job_state"));
        assertEquals("free", attrs(client.statNodes("node001", List.of()).get().get(0)).get("state"));
    }

    @Test
    void refusesWhatTorqueRefuses() throws Exception {
        String id = server.submit(JobSubmission.of("alice").nodes("1:ppn=2"));
        PbsServerException unknownNode = serverError(() -> client.runJob(id, "nosuchnode").get());
        assertEquals(15064, unknownNode.code());
        client.runJob(id, "node001:ppn=2").get();
        assertEquals(15018, serverError(() -> client.runJob(id, "node002:ppn=2").get()).code(),
                "a running job cannot be started again");
        String big = server.submit(JobSubmission.of("bob").nodes("1:ppn=4"));
        assertEquals(15046, serverError(() -> client.runJob(big, "node001:ppn=4").get()).code(),
                "node001 has only 2 free slots");
        assertEquals(15001, serverError(() -> client.runJob("99.emu", "node001").get()).code());
        assertEquals(List.of(id), server.startLog());
    }

    @Test
    void modifyHoldAndReleaseAsQstatUsersSeeThem() throws Exception {
        String id = server.submit(JobSubmission.of("alice"));
        client.modifyJob(id, List.of(Attribute.of("comment", "waiting: MAXJOB"))).get();
        assertEquals("waiting: MAXJOB", server.job(id).get("comment"));
        client.holdJob(id, "u").get();
        assertEquals("H", server.job(id).get("job_state"));
        client.releaseJob(id, "u").get();
        assertEquals("Q", server.job(id).get("job_state"));
    }

    /** qsub -W x=... is kept as the unknown attribute x: asking for it by name is refused, _other_ brings it. */
    @Test
    void theExtensionAttributeIsInTheTable_unknownOnesComeWithOther() throws Exception {
        // TORQUE 6.1 builds the site attribute x (src/include/site_job_attr_def.ht) into its table
        String id = server.submit(JobSubmission.of("alice").extension("QOS:high").extension("ADVRES:r1")
                .attribute("site_note", "hello"));
        assertEquals(Map.of("job_state", "Q", "x", "QOS:high;ADVRES:r1"),
                attrs(client.statJobs(id, List.of("job_state", "x")).get().get(0)));
        assertEquals(Map.of("job_state", "Q", "site_note", "hello"),
                attrs(client.statJobs(id, List.of("job_state", "_other_")).get().get(0)));
        assertEquals(15002, serverError(() -> client.statJobs("", List.of("job_state", "site_note")).get()).code(),
                "PBSE_NOATTR: an unknown attribute cannot be named");
        assertEquals(null, attrs(client.statJobs(id, List.of("job_state")).get().get(0)).get("x"));
    }

    @Test
    void injectedGarbageReachesTheClientAsACodecError() {
        server.injectGarbageReply("+2+2x".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        ExecutionException e = assertThrows(ExecutionException.class, () -> client.statServer().get());
        assertTrue(e.getCause().getMessage().contains("byte"), e.getCause().getMessage());
    }

    private static PbsServerException serverError(org.junit.jupiter.api.function.Executable call) {
        ExecutionException e = assertThrows(ExecutionException.class, call);
        return assertInstanceOf(PbsServerException.class, e.getCause());
    }
    /**
     * scale-bench subtracts the server's time producing the replies the daemon's iteration waits
     * on: those on the connection that polls. A connection that only modifies jobs (the daemon's
     * comment connections, not waited on) does not count; under load its replies summed past the
     * iteration's wall time and scale-bench printed daemon_ms 0.
     */
    @Test
    void producingTimeCountsTheRepliesOfConnectionsThatPoll() throws Exception {
        String id = server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        PbsClient commenter = PbsClient.create(PbsClientConfig.of("127.0.0.1", server.port(), AuthMode.NONE));
        try {
            for (int i = 0; i < 20; i++) {
                commenter.modifyJob(id, List.of(Attribute.of("comment", "waiting " + i))).get();
            }
        } finally {
            commenter.close();
        }
        assertEquals(0, server.producingNanos(), "comments on a connection of their own");

        client.statJobs(id, List.of()).get();
        long polled = server.producingNanos();
        assertTrue(polled > 0, "the poll's reply");
        client.modifyJob(id, List.of(Attribute.of("comment", "waiting"))).get();
        assertTrue(server.producingNanos() > polled, "a polling connection's modify is waited on too");
    }
}
