package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.jmaui.pbs.auth.AuthConfig;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.TestPbsServer;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Comments are not waited on, so a poll may come back before pbs_server applied one: the daemon
 * must then neither write it again nor lose it when pbs_server refuses it.
 */
class CommentPosterTest {

    private static final Map<String, String> POLLED = Map.of("17.srv", "jmaui: waiting: old reason");

    private final List<CompletableFuture<BatchReply>> answers = new CopyOnWriteArrayList<>();
    private final List<BatchRequest> requests = new CopyOnWriteArrayList<>();

    private TestPbsServer server() {
        return TestPbsServer.start((request, connection) -> {
            CompletableFuture<BatchReply> answer = new CompletableFuture<>();
            requests.add(request);
            answers.add(answer);
            return answer;
        });
    }

    private static PbsClient client(TestPbsServer server) {
        return PbsClient.create(PbsClientConfig.of("127.0.0.1", server.port(), AuthMode.NONE)
                .withAuth(AuthConfig.of(AuthMode.NONE).withUser("root"))
                .withRequestTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(5)));
    }

    @Test
    void aCommentSentCountsAsCurrentUntilAPollBegunAfterPbsServerTookIt() throws Exception {
        CommentPoster poster = new CommentPoster();
        try (TestPbsServer server = server(); PbsClient client = client(server)) {
            long pollBeforeSend = System.nanoTime();
            CompletableFuture<Void> sent = poster.post(client, "17.srv", "jmaui: waiting: new reason");
            CompletableFuture<Long> through = poster.batch();
            awaitRequests(1);
            // the next iteration's poll still shows the old text: the comment in flight is what counts
            assertEquals("jmaui: waiting: new reason", poster.current(POLLED, System.nanoTime()).apply("17.srv"));
            answers.get(0).complete(BatchReply.ack());
            sent.get(5, TimeUnit.SECONDS);
            long answeredBy = through.get(5, TimeUnit.SECONDS);
            // a poll begun before the answer may not show it yet
            assertEquals("jmaui: waiting: new reason", poster.current(POLLED, pollBeforeSend).apply("17.srv"));
            assertEquals(1, poster.remembered());
            // a poll begun after it shows what pbs_server holds, whatever that is now
            assertEquals("jmaui: waiting: old reason", poster.current(POLLED, answeredBy + 1).apply("17.srv"));
            assertEquals(0, poster.remembered());
        }
    }

    @Test
    void aRefusedCommentIsForgottenAtOnceSoTheNextIterationWritesItAgain() throws Exception {
        CommentPoster poster = new CommentPoster();
        try (TestPbsServer server = server(); PbsClient client = client(server)) {
            CompletableFuture<Void> sent = poster.post(client, "17.srv", "jmaui: waiting: new reason");
            awaitRequests(1);
            answers.get(0).complete(BatchReply.error(15001, "Unknown Job Id"));
            sent.get(5, TimeUnit.SECONDS); // completes, never fails: the daemon carries on
            assertEquals("jmaui: waiting: old reason", poster.current(POLLED, 0).apply("17.srv"));
            assertEquals(0, poster.remembered());
        }
    }

    @Test
    void jobsNeverCommentedOnReadAsPolled() {
        CommentPoster poster = new CommentPoster();
        assertEquals("jmaui: waiting: old reason", poster.current(POLLED, 0).apply("17.srv"));
        assertEquals(null, poster.current(POLLED, 0).apply("18.srv"));
        assertFalse(poster.batch().isCompletedExceptionally());
    }

    private void awaitRequests(int n) throws InterruptedException {
        long end = System.nanoTime() + 5_000_000_000L;
        while (requests.size() < n && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertEquals(n, requests.size());
    }
}
