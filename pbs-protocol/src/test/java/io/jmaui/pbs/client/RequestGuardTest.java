package io.jmaui.pbs.client;

import static io.jmaui.pbs.client.PbsClientTest.JOB_17;
import static io.jmaui.pbs.client.PbsClientTest.config;
import static io.jmaui.pbs.client.PbsClientTest.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.RequestType;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A {@link RequestGuard} stops a request right before the write: it never reaches pbs_server. */
class RequestGuardTest {

    @Test
    void aRefusedRequestFailsWithTheGuardsErrorAndIsNeverWritten() throws Exception {
        AtomicBoolean allowed = new AtomicBoolean(true);
        IllegalStateException fenced = new IllegalStateException("lease lost");
        RequestGuard guard = (request, server) -> {
            if (!allowed.get() && request.type() == RequestType.RunJob) {
                throw fenced;
            }
        };
        try (TestPbsServer server = TestPbsServer.start((request, connection) -> CompletableFuture.completedFuture(
                        request.type() == RequestType.RunJob ? BatchReply.ack() : BatchReply.status(List.of(JOB_17))));
                PbsClient client = PbsClient.create(config(server.port()), guard)) {
            client.runJob("17.srv", "n1").get(5, TimeUnit.SECONDS);
            allowed.set(false);
            assertSame(fenced, failure(client.runJob("18.srv", "n1")));
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(List.of(RequestType.RunJob, RequestType.StatusJob),
                    server.requests().stream().map(r -> r.type()).toList());
        }
    }
}
