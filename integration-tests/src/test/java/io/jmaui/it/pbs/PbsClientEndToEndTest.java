package io.jmaui.it.pbs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.auth.AuthConfig;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.pbs.client.TestPbsServer;
import io.jmaui.pbs.codec.Captures;
import io.jmaui.pbs.codec.Codecs;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.RunJobBody;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@link PbsClient} against a loopback pbs_server built from {@code PbsServerInitializer} that
 * answers with what pbs_server 6.1.3 answered in the captures: status of jobs (02), nodes (06),
 * queues (04) and server (05), RunJob and ModifyJob acks, PBSE_UNKNODE for an unknown node (19),
 * and once a garbled reply.
 */
class PbsClientEndToEndTest {

    static final BatchReply JOBS = reply("02_qstat_f__005_client_s2c.bin");
    static final BatchReply NODES = reply("06_pbsnodes_a__013_client_s2c.bin");
    static final BatchReply QUEUES = reply("04_qstat_Q_f__009_client_s2c.bin");
    static final BatchReply SERVER = reply("05_qstat_B_f__011_client_s2c.bin");
    static final BatchReply UNKNODE = reply("19_qrun_H_badnode__039_client_s2c.bin");

    final AtomicBoolean garbleNext = new AtomicBoolean();
    TestPbsServer server;
    PbsClient client;

    @BeforeEach
    void start() {
        server = TestPbsServer.start((request, connection) -> CompletableFuture.completedFuture(answer(request)));
        client = PbsClient.create(PbsClientConfig.of("127.0.0.1", server.port(), AuthMode.NONE)
                .withAuth(AuthConfig.of(AuthMode.NONE).withUser("root"))
                .withRequestTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(10))
                .withBackoff(Duration.ofMillis(10), Duration.ofMillis(100)));
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private BatchReply answer(BatchRequest request) {
        if (garbleNext.getAndSet(false)) {
            return TestPbsServer.garbage("+2+2+0+0+6+1+2+3vm+x");
        }
        return switch (request.type()) {
            case StatusJob -> JOBS;
            case StatusNode -> NODES;
            case StatusQue -> QUEUES;
            case StatusSvr -> SERVER;
            case RunJob -> ((RunJobBody) request.body()).destination().equals("nosuchnode") ? UNKNODE : BatchReply.ack();
            case ModifyJob -> BatchReply.ack();
            default -> BatchReply.error(15005, "Unknown request");
        };
    }

    @Test
    void statusRequestsReturnTheCapturedObjects() throws Exception {
        assertEquals(objects(JOBS), get(client.statJobs()));
        assertEquals(8, get(client.statJobs()).size());
        assertEquals(objects(NODES), get(client.statNodes()));
        assertEquals(objects(QUEUES), get(client.statQueues()));
        StatusObject srv = get(client.statServer());
        assertEquals("vm", srv.name());
        assertTrue(srv.attributes().contains(Attribute.of("pbs_version", "6.1.3.h5")), srv.toString());
        assertEquals(1, server.connections(), "one connection for all requests");
    }

    @Test
    void runJobAndModifyJobSendWhatTorquesClientsSend() throws Exception {
        get(client.runJob("3.vm", "vm"));
        get(client.modifyJob("4.vm", List.of(Attribute.of("Resource_List", "walltime", "00:04:00"))));
        assertEquals(List.of(request("09_qrun_H__019_client_c2s.bin"),
                request("07_qalter_walltime__015_client_c2s.bin")), server.requests());
    }

    @Test
    void unknownNodeIsAPbsServerExceptionWithCodeAndText() {
        ExecutionException e = assertThrows(ExecutionException.class,
                () -> client.runJob("2.vm", "nosuchnode").get(10, TimeUnit.SECONDS));
        PbsServerException pbs = assertInstanceOf(PbsServerException.class, e.getCause());
        assertEquals(15064, pbs.code());
        assertEquals("PBSE_UNKNODE", pbs.codeName());
        assertEquals("Unknown node ", pbs.serverText());
        assertEquals("127.0.0.1:" + server.port() + ": RunJob 2.vm on nosuchnode: refused with 15064 "
                + "PBSE_UNKNODE (\"Unknown node\"), server said \"Unknown node\"", pbs.getMessage());
    }

    @Test
    void garbledReplyFailsThatRequestAndTheNextOneReconnects() throws Exception {
        get(client.statServer());
        garbleNext.set(true);
        ExecutionException e = assertThrows(ExecutionException.class,
                () -> client.statJobs().get(10, TimeUnit.SECONDS));
        DisException dis = assertInstanceOf(DisException.class, e.getCause());
        assertTrue(dis.getMessage().startsWith("127.0.0.1:" + server.port() + " byte "), dis.getMessage());
        assertEquals(objects(JOBS), get(client.statJobs()));
        assertEquals(2, server.connections());
    }

    private static <T> T get(CompletableFuture<T> future) throws Exception {
        return future.get(10, TimeUnit.SECONDS);
    }

    private static List<StatusObject> objects(BatchReply reply) {
        return ((StatusReply) reply.body()).objects();
    }

    /** The first reply in a captured server-to-client stream. */
    static BatchReply reply(String capture) {
        return Codecs.decodeReplies(Captures.bytes(capture)).get(0);
    }

    /** The first request in a captured client-to-server stream. */
    static BatchRequest request(String capture) {
        List<Object> requests = Codecs.decodeRequests(Captures.bytes(capture));
        assertEquals(RequestType.Disconnect, ((BatchRequest) requests.get(1)).type());
        return (BatchRequest) requests.get(0);
    }
}
