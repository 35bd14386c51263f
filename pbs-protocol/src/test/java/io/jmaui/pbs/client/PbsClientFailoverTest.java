package io.jmaui.pbs.client;

import static io.jmaui.pbs.client.PbsClientTest.JOB_17;
import static io.jmaui.pbs.client.PbsClientTest.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.client.PbsConnectionException.Kind;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.server.BatchRequestHandler;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@link PbsClient} on a TORQUE HA server list: the first server that answers, failover on loss. */
class PbsClientFailoverTest {

    private static final BatchRequestHandler JOBS = (request, connection) ->
            CompletableFuture.completedFuture(BatchReply.status(List.of(JOB_17)));

    private static PbsClientConfig config(int... ports) {
        StringBuilder list = new StringBuilder();
        for (int p : ports) {
            list.append(list.length() == 0 ? "" : ",").append("127.0.0.1:").append(p);
        }
        PbsClientConfig one = PbsClientTest.config(ports[0]);
        return new PbsClientConfig(ServerList.parse(list.toString(), 15001), one.auth(), one.connectTimeout(),
                one.requestTimeout(), one.slowRequestTimeout(), one.idleClose(), one.backoffInitial(),
                one.backoffMax());
    }

    private static int deadPort() {
        TestPbsServer s = TestPbsServer.start(JOBS);
        int port = s.port();
        s.close();
        return port;
    }

    @Test
    void theFirstServerThatAnswersIsUsedAndTheOthersAreNotTouched() throws Exception {
        try (TestPbsServer first = TestPbsServer.start(JOBS); TestPbsServer second = TestPbsServer.start(JOBS);
                PbsClient client = PbsClient.create(config(first.port(), second.port()))) {
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(1, first.requests().size());
            assertEquals(0, second.connections());
        }
    }

    @Test
    void aDownPrimaryIsSkippedAndTheSecondaryServes() throws Exception {
        int down = deadPort();
        try (TestPbsServer secondary = TestPbsServer.start(JOBS);
                PbsClient client = PbsClient.create(config(down, secondary.port()))) {
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(List.of(RequestType.StatusJob), secondary.requests().stream().map(r -> r.type()).toList());
        }
    }

    @Test
    void whenTheServerInUseGoesDownTheRequestOnTheWireFailsAndTheNextGoesToTheOther() throws Exception {
        TestPbsServer primary = TestPbsServer.start((request, connection) -> {
            if (request.type() == RequestType.RunJob) {
                connection.close();
                return new CompletableFuture<>();
            }
            return JOBS.handle(request, connection);
        });
        try (TestPbsServer secondary = TestPbsServer.start(JOBS);
                PbsClient client = PbsClient.create(config(primary.port(), secondary.port()))) {
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            CompletableFuture<Void> onTheWire = client.runJob("17.srv", "n1");
            PbsConnectionException lost = assertInstanceOf(PbsConnectionException.class, failure(onTheWire));
            assertEquals(Kind.LOST, lost.kind(), "a RunJob is never resent: the dead server may have run it");
            primary.close();
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(1, secondary.requests().size());
            assertEquals(List.of(JOB_17), client.statJobs().get(5, TimeUnit.SECONDS));
            assertEquals(2, secondary.requests().size(), "the client stays on the server that took over");
        } finally {
            primary.close();
        }
    }

    @Test
    void whenNoServerAnswersTheErrorNamesTheListAndTheLastOneTried() throws Exception {
        int a = deadPort();
        int b = deadPort();
        try (PbsClient client = PbsClient.create(config(a, b))) {
            PbsConnectionException e = assertInstanceOf(PbsConnectionException.class, failure(client.statServer()));
            assertEquals(Kind.UNREACHABLE, e.kind());
            String list = "127.0.0.1:" + a + ",127.0.0.1:" + b;
            assertTrue(e.getMessage().startsWith(list + ": StatusSvr: no server of " + list + " answers; 127.0.0.1:"
                    + b + ": cannot connect: "), e.getMessage());
        }
    }
}
