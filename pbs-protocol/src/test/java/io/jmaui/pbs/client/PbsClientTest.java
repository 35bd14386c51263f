package io.jmaui.pbs.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.auth.AuthConfig;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsConnectionException.Kind;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.StatusObject;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** {@link PbsClient} against loopback servers: ordering, errors, timeouts, reconnects (wire doc §2.1). */
class PbsClientTest {

    static final StatusObject JOB_17 = new StatusObject(ObjectType.JOB, "17.srv",
            List.of(Attribute.of("job_state", "Q"), Attribute.of("Resource_List", "walltime", "01:00:00")));

    @Test
    void requestsGoOutOneAtATimeEachAfterThePreviousReply() throws Exception {
        List<CompletableFuture<BatchReply>> answers = new CopyOnWriteArrayList<>();
        try (TestPbsServer server = TestPbsServer.start((request, connection) -> {
                    CompletableFuture<BatchReply> answer = new CompletableFuture<>();
                    answers.add(answer);
                    return answer;
                });
                PbsClient client = PbsClient.create(config(server.port()))) {
            CompletableFuture<List<StatusObject>> first = client.statJobs();
            CompletableFuture<Void> second = client.runJob("17.srv", "n1:ppn=2+n2");
            CompletableFuture<Void> third = client.modifyJob("17.srv", List.of(Attribute.of("comment", "hi")));
            await(() -> server.requests().size() == 1);
            assertFalse(await(() -> server.requests().size() > 1, 200), "second request sent early");
            answers.get(0).complete(BatchReply.status(List.of(JOB_17)));
            assertEquals(List.of(JOB_17), first.get(5, TimeUnit.SECONDS));
            await(() -> server.requests().size() == 2);
            answers.get(1).complete(BatchReply.ack());
            second.get(5, TimeUnit.SECONDS);
            await(() -> server.requests().size() == 3);
            answers.get(2).complete(BatchReply.ack());
            third.get(5, TimeUnit.SECONDS);
            assertEquals(List.of(RequestType.StatusJob, RequestType.RunJob, RequestType.ModifyJob),
                    server.requests().stream().map(r -> r.type()).toList());
            assertEquals(1, server.connections());
        }
    }

    @Test
    void errorReplyIsAPbsServerExceptionWithCodeNameAndTexts() throws Exception {
        try (TestPbsServer server = TestPbsServer.start(
                        (request, connection) -> CompletableFuture.completedFuture(BatchReply.error(15064, "Unknown node ")));
                PbsClient client = PbsClient.create(config(server.port()))) {
            PbsServerException e = assertInstanceOf(PbsServerException.class,
                    failure(client.runJob("2.vm", "nosuchnode")));
            assertEquals("127.0.0.1:" + server.port() + ": RunJob 2.vm on nosuchnode: refused with 15064 "
                    + "PBSE_UNKNODE (\"Unknown node\"), server said \"Unknown node\"", e.getMessage());
            assertEquals(15064, e.code());
            assertEquals("PBSE_UNKNODE", e.codeName());
            assertEquals("Unknown node ", e.serverText());
        }
    }

    @Test
    void lateReplyTimesOutDropsTheConnectionAndTheNextRequestReconnects() throws Exception {
        try (TestPbsServer server = TestPbsServer.start((request, connection) ->
                        CompletableFuture.completedFuture(server0(request.type())));
                PbsClient client = PbsClient.create(config(server.port())
                        .withRequestTimeouts(Duration.ofMillis(300), Duration.ofMillis(300)))) {
            PbsConnectionException e = assertInstanceOf(PbsConnectionException.class,
                    failure(client.runJob("17.srv", "n1")));
            assertEquals(Kind.TIMEOUT, e.kind());
            assertEquals("127.0.0.1:" + server.port() + ": RunJob 17.srv on n1: no reply within 300 ms; "
                    + "connection dropped", e.getMessage());
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(2, server.connections());
        }
    }

    /** RunJob gets no reply (as 6.x does to what it cannot serve), StatusJob gets job 17. */
    private static BatchReply server0(RequestType type) {
        return type == RequestType.RunJob ? null : BatchReply.status(List.of(JOB_17));
    }

    @Test
    void connectionClosedByTheServerFailsTheRequestAndTheNextOneReconnects() throws Exception {
        try (TestPbsServer server = TestPbsServer.start((request, connection) -> {
                    if (request.type() == RequestType.RunJob) {
                        connection.close();
                        return new CompletableFuture<>();
                    }
                    return CompletableFuture.completedFuture(BatchReply.status(List.of(JOB_17)));
                });
                PbsClient client = PbsClient.create(config(server.port()))) {
            PbsConnectionException e = assertInstanceOf(PbsConnectionException.class,
                    failure(client.runJob("17.srv", "")));
            assertEquals(Kind.LOST, e.kind());
            assertEquals("127.0.0.1:" + server.port() + ": RunJob 17.srv: connection closed by pbs_server "
                    + "before the reply", e.getMessage());
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(2, server.connections());
        }
    }

    @Test
    void garbageReplyFailsWithTheCodecErrorAndTheNextRequestReconnects() throws Exception {
        List<BatchReply> replies = new CopyOnWriteArrayList<>(List.of(
                TestPbsServer.garbage("+2+2+0+0+6x"), BatchReply.status(List.of(JOB_17))));
        try (TestPbsServer server = TestPbsServer.start(
                        (request, connection) -> CompletableFuture.completedFuture(replies.remove(0)));
                PbsClient client = PbsClient.create(config(server.port()))) {
            DisException e = assertInstanceOf(DisException.class, failure(client.statJobs()));
            assertTrue(e.getMessage().startsWith("127.0.0.1:" + server.port() + " byte "), e.getMessage());
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(2, server.connections());
        }
    }

    @Test
    void unreachableServerFailsAtOnceNamingHostAndPort() throws Exception {
        int port;
        try (RawServer closed = new RawServer(text -> null)) {
            port = closed.port();
        }
        try (PbsClient client = PbsClient.create(config(port))) {
            PbsConnectionException e = assertInstanceOf(PbsConnectionException.class,
                    failure(client.statServer()));
            assertEquals(Kind.UNREACHABLE, e.kind());
            assertTrue(e.getMessage().startsWith("127.0.0.1:" + port + ": StatusSvr: cannot connect: "),
                    e.getMessage());
            assertTrue(e.getMessage().endsWith("(attempt 1, next attempt in 10 ms)"), e.getMessage());
        }
    }

    @Test
    void authenticationFailureSaysWhatWasTried() throws Exception {
        try (TestPbsServer server = TestPbsServer.start(
                        (request, connection) -> CompletableFuture.completedFuture(BatchReply.ack()));
                PbsClient client = PbsClient.create(config(server.port()).withAuth(new AuthConfig(
                        AuthMode.TRQAUTHD, "root", java.nio.file.Path.of("/nonexistent/trqauthd-unix"),
                        Duration.ofSeconds(1))))) {
            PbsConnectionException e = assertInstanceOf(PbsConnectionException.class,
                    failure(client.statServer()));
            assertEquals(Kind.AUTH, e.kind());
            assertTrue(e.getMessage().startsWith("127.0.0.1:" + server.port() + ": StatusSvr: cannot "
                    + "authenticate (auth trqauthd): trqauthd /nonexistent/trqauthd-unix: cannot connect: "),
                    e.getMessage());
            assertTrue(e.getMessage().endsWith("(attempt 1, next attempt in 10 ms)"), e.getMessage());
        }
    }

    @Test
    void torque25IsRefusedWithAClearMessage() throws Exception {
        try (RawServer server = new RawServer(text -> "+2+1+0+0+1");
                PbsClient client = PbsClient.create(config(server.port()))) {
            PbsConnectionException e = assertInstanceOf(PbsConnectionException.class,
                    failure(client.statServer()));
            assertEquals(Kind.VERSION, e.kind());
            assertEquals("127.0.0.1:" + server.port() + ": StatusSvr: pbs_server speaks batch protocol "
                    + "version 1 (TORQUE 2.5); jmaui needs 4.2 or later", e.getMessage());
        }
    }

    @Test
    void closeSendsDisconnect() throws Exception {
        try (RawServer server = new RawServer(text -> text.length() >= 20 ? "+2+2+0+0+6+0" : null)) {
            PbsClient client = PbsClient.create(config(server.port()));
            assertEquals(List.of(), client.statJobs().get(5, TimeUnit.SECONDS));
            client.close();
            assertEquals("+2+22+19+4root+0+0+0" + "+2+22+59+4root", server.received.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void idleConnectionIsClosedWithDisconnect() throws Exception {
        try (RawServer server = new RawServer(text -> text.length() >= 20 ? "+2+2+0+0+6+0" : null);
                PbsClient client = PbsClient.create(new PbsClientConfig(ServerList.of("127.0.0.1", server.port()),
                        AuthConfig.of(AuthMode.NONE).withUser("root"), Duration.ofSeconds(2),
                        Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofMillis(200),
                        Duration.ofMillis(10), Duration.ofMillis(50)))) {
            client.statJobs().get(5, TimeUnit.SECONDS);
            assertEquals("+2+22+19+4root+0+0+0" + "+2+22+59+4root", server.received.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void closeFailsWhatIsStillQueued() throws Exception {
        try (TestPbsServer server = TestPbsServer.start((request, connection) -> new CompletableFuture<>())) {
            PbsClient client = PbsClient.create(config(server.port()));
            CompletableFuture<Void> onTheWire = client.runJob("17.srv", "");
            CompletableFuture<List<StatusObject>> queued = client.statJobs();
            await(() -> server.requests().size() == 1);
            client.close();
            assertEquals(Kind.CLOSED, ((PbsConnectionException) failure(onTheWire)).kind());
            assertEquals(Kind.CLOSED, ((PbsConnectionException) failure(queued)).kind());
            assertEquals(Kind.CLOSED, ((PbsConnectionException) failure(client.statJobs())).kind());
        }
    }

    static PbsClientConfig config(int port) {
        return PbsClientConfig.of("127.0.0.1", port, AuthMode.NONE)
                .withAuth(AuthConfig.of(AuthMode.NONE).withUser("root"))
                .withRequestTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(5))
                .withBackoff(Duration.ofMillis(10), Duration.ofMillis(50));
    }

    static Throwable failure(CompletableFuture<?> future) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> future.get(10, TimeUnit.SECONDS));
        return e.getCause();
    }

    static void await(BooleanSupplier condition) throws InterruptedException {
        assertTrue(await(condition, 5000), "condition not met within 5 s");
    }

    static boolean await(BooleanSupplier condition, long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < end) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(10);
        }
        return condition.getAsBoolean();
    }
}
