package io.jmaui.pbs.client;

import static io.jmaui.pbs.client.PbsClientTest.await;
import static io.jmaui.pbs.client.PbsClientTest.config;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.RequestType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link PbsClient#modifyJobAside}: comments overlap on side connections instead of queueing one
 * round trip at a time behind each other and behind the poll, while each job's own requests keep
 * their order (pbs_server takes one request at a time per connection).
 */
class PbsClientSideConnectionsTest {

    /** Requests the server has not answered yet, and the connection each came on. */
    private final Map<BatchRequest, CompletableFuture<BatchReply>> open = new ConcurrentHashMap<>();
    private final Map<BatchRequest, String> connectionOf = new ConcurrentHashMap<>();

    private TestPbsServer holdingServer() {
        return TestPbsServer.start((request, connection) -> {
            CompletableFuture<BatchReply> answer = new CompletableFuture<>();
            connectionOf.put(request, connection.peer().toString());
            open.put(request, answer);
            return answer;
        });
    }

    private List<BatchRequest> open(RequestType type) {
        return open.keySet().stream().filter(r -> r.type() == type).toList();
    }

    @Test
    void commentsOfDifferentJobsOverlapAndDoNotWaitForTheMainConnection() throws Exception {
        try (TestPbsServer server = holdingServer(); PbsClient client = PbsClient.create(config(server.port()))) {
            var poll = client.statJobs();
            await(() -> open(RequestType.StatusJob).size() == 1);
            List<CompletableFuture<Void>> comments = new ArrayList<>();
            for (String job : jobsOnDistinctSideConnections()) {
                comments.add(client.modifyJobAside(job, List.of(Attribute.of("comment", "waiting " + job))));
            }
            // all four are on the wire at once, each on a connection of its own, while the poll is unanswered
            await(() -> open(RequestType.ModifyJob).size() == PbsClient.SIDE_CONNECTIONS);
            assertEquals(PbsClient.SIDE_CONNECTIONS + 1, server.connections());
            assertEquals(PbsClient.SIDE_CONNECTIONS, open(RequestType.ModifyJob).stream().map(connectionOf::get)
                    .distinct().count());
            open(RequestType.ModifyJob).forEach(r -> open.remove(r).complete(BatchReply.ack()));
            for (CompletableFuture<Void> c : comments) {
                c.get(5, TimeUnit.SECONDS);
            }
            assertFalse(poll.isDone(), "the poll was answered by the comments' replies");
            open.remove(open(RequestType.StatusJob).get(0)).complete(BatchReply.status(List.of()));
            assertEquals(List.of(), poll.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void oneJobsCommentsGoOutInOrderEachAfterThePreviousReply() throws Exception {
        try (TestPbsServer server = holdingServer(); PbsClient client = PbsClient.create(config(server.port()))) {
            List<CompletableFuture<Void>> sent = new ArrayList<>();
            for (String text : List.of("first", "second", "third")) {
                sent.add(client.modifyJobAside("17.srv", List.of(Attribute.of("comment", text))));
            }
            List<String> seen = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                await(() -> open(RequestType.ModifyJob).size() == 1);
                assertFalse(PbsClientTest.await(() -> open(RequestType.ModifyJob).size() > 1, 100),
                        "a second comment of the same job was sent before the first was answered");
                BatchRequest r = open(RequestType.ModifyJob).get(0);
                seen.add(((ManageBody) r.body()).attributes().get(0).value());
                open.remove(r).complete(BatchReply.ack());
            }
            assertEquals(List.of("first", "second", "third"), seen);
            for (CompletableFuture<Void> s : sent) {
                s.get(5, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void aRefusedCommentFailsWithTheServersCode() throws Exception {
        try (TestPbsServer server = TestPbsServer.start((request, connection) -> CompletableFuture.completedFuture(
                BatchReply.error(15001, "Unknown Job Id 17.srv")));
             PbsClient client = PbsClient.create(config(server.port()))) {
            CompletableFuture<Void> f = client.modifyJobAside("17.srv", List.of(Attribute.of("comment", "x")));
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> f.get(5, TimeUnit.SECONDS));
            PbsServerException p = assertInstanceOf(PbsServerException.class, e.getCause());
            assertEquals(15001, p.code());
            assertTrue(p.getMessage().contains("ModifyJob 17.srv"), p.getMessage());
        }
    }

    /** One job id per side connection (a job's connection follows from its id). */
    private static List<String> jobsOnDistinctSideConnections() {
        Map<Integer, String> byLane = new java.util.TreeMap<>();
        for (int i = 1; byLane.size() < PbsClient.SIDE_CONNECTIONS; i++) {
            String id = i + ".srv";
            byLane.putIfAbsent(Math.floorMod(id.hashCode(), PbsClient.SIDE_CONNECTIONS), id);
        }
        return List.copyOf(byLane.values());
    }
}
