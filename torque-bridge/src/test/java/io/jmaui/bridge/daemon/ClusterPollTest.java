package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jmaui.pbs.auth.AuthConfig;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.TestPbsServer;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A poll through the client against a loopback pbs_server: what the memo holds with the same
 * bytes comes withheld (never copied out of the reply), and a job whose attributes changed is
 * always mapped again, whatever the memo held.
 */
class ClusterPollTest {

    private final ScaleReplies cluster = ScaleReplies.build(20, 200, 3);
    private final List<StatusObject> jobs = new CopyOnWriteArrayList<>(cluster.jobs);
    private final List<StatusObject> nodes = new CopyOnWriteArrayList<>(cluster.nodes);

    private TestPbsServer server() {
        return TestPbsServer.start((request, connection) -> CompletableFuture.completedFuture(
                switch (request.type()) {
                    case StatusQue -> BatchReply.status(cluster.queues);
                    case StatusNode -> BatchReply.status(new ArrayList<>(nodes));
                    case StatusJob -> BatchReply.status(new ArrayList<>(jobs));
                    default -> BatchReply.error(15083, "unexpected " + request.type());
                }));
    }

    private static PbsClient client(TestPbsServer server) {
        return PbsClient.create(PbsClientConfig.of("127.0.0.1", server.port(), AuthMode.NONE)
                .withAuth(AuthConfig.of(AuthMode.NONE).withUser("root"))
                .withRequestTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(10)));
    }

    /** {@code o} with the value of its attribute {@code name} (no resource) replaced. */
    private static StatusObject with(StatusObject o, String name, String value) {
        List<Attribute> out = new ArrayList<>();
        for (Attribute a : o.attributes()) {
            out.add(a.name().equals(name) && a.resource() == null ? Attribute.of(name, value) : a);
        }
        return new StatusObject(o.type(), o.name(), out);
    }

    private static Job job(PolledCluster polled, String id) {
        return polled.jobs().stream().filter(j -> j.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void unchangedObjectsComeWithheldAndAChangedJobIsAlwaysMappedAgain() throws Exception {
        try (TestPbsServer server = server(); PbsClient client = client(server)) {
            ClusterPoll poll = new ClusterPoll();
            ClusterPoll.Replies first = poll.fetch(client, true, 30);
            assertEquals(0, first.withheld(), "a daemon just started holds nothing: every object comes whole");
            PolledCluster one = poll.map(first);

            ClusterPoll.Replies second = poll.fetch(client, true, 30);
            int withheld = second.withheld();
            assertEquals(one.jobs().size() + one.nodes().size(), withheld,
                    "every node and job mapped last time, and only those (not the routing queue's)");
            PolledCluster two = poll.map(second);
            assertEquals(one.jobs(), two.jobs());
            assertSame(one.jobs().get(0), two.jobs().get(0), "recalled, not mapped again");

            StatusObject idle = jobs.stream().filter(o -> o.attributes().contains(Attribute.of("job_state", "Q")))
                    .filter(o -> one.jobs().stream().anyMatch(j -> j.id().equals(o.name()))).findFirst().orElseThrow();
            jobs.set(jobs.indexOf(idle), with(with(idle, "job_state", "H"), "comment", "held by the admin"));
            ClusterPoll.Replies third = poll.fetch(client, true, 30);
            assertEquals(withheld - 1, third.withheld(), "the changed job comes with its bytes");
            PolledCluster three = poll.map(third);
            assertEquals(JobState.HOLD, job(three, idle.name()).state());
            assertEquals("held by the admin", three.comments().get(idle.name()));
            assertNotEquals(job(two, idle.name()), job(three, idle.name()));
            Job remapped = job(three, idle.name());
            Job recalled = three.jobs().stream().filter(j -> j != remapped
                    && j.credentials().user().equals(remapped.credentials().user())).findFirst().orElseThrow();
            assertSame(recalled.credentials().user(), remapped.credentials().user(),
                    "a job mapped in a later poll names its user with the String the recalled jobs hold");

            jobs.set(jobs.indexOf(with(with(idle, "job_state", "H"), "comment", "held by the admin")), idle);
            PolledCluster back = poll.map(poll.fetch(client, true, 30));
            assertEquals(JobState.IDLE, job(back, idle.name()).state(), "changed back: mapped again, not recalled");

            PolledCluster restarted = new ClusterPoll().map(new ClusterPoll().fetch(client, true, 30));
            assertEquals(restarted.jobs(), back.jobs(), "what a fresh daemon maps from the whole replies");
            assertEquals(restarted.comments(), back.comments());
        }
    }

    @Test
    void aNewNodeHasEveryJobComeWholeAndMappedAgainstIt() throws Exception {
        try (TestPbsServer server = server(); PbsClient client = client(server)) {
            ClusterPoll poll = new ClusterPoll();
            poll.map(poll.fetch(client, true, 30));
            poll.map(poll.fetch(client, true, 30));
            nodes.add(new StatusObject(ObjectType.NODE, "n99999", nodes.get(0).attributes().stream()
                    .filter(a -> !a.name().equals("jobs")).toList()));
            ClusterPoll.Replies replies = poll.fetch(client, true, 30);
            assertEquals(nodes.size() - 1, replies.withheld(), "the nodes come withheld, no job does");
            PolledCluster polled = poll.map(replies);
            assertEquals(new ClusterPoll().map(new ClusterPoll().fetch(client, true, 30)).jobs(), polled.jobs());
        }
    }

    @Test
    void anObjectWithheldThatTheMemoCannotGiveBackHasTheRepliesAskedForAgainWhole() throws Exception {
        try (TestPbsServer server = server(); PbsClient client = client(server)) {
            ClusterPoll poll = new ClusterPoll();
            poll.map(poll.fetch(client, true, 30));
            assertNotEquals(0, poll.fetch(client, true, 30).withheld());
            List<StatusObject> stray = new ArrayList<>(cluster.jobs);
            stray.add(new StatusObject(ObjectType.JOB, "9999999.pbs01", EncodedAttributes.withheld(
                    new KnownHeld(1, 10, 42))));
            assertNull(poll.map(new ClusterPoll.Replies(cluster.queues, cluster.nodes, stray)));
            ClusterPoll.Replies again = poll.fetch(client, true, 30);
            assertEquals(0, again.withheld(), "the memo was dropped: nothing is withheld");
            assertNotNull(poll.map(again));
        }
    }

    /** What some other caller held of an object: no memo of this poll's. */
    private record KnownHeld(int entries, int length, long digest) implements io.jmaui.pbs.message.KnownObjects.Held {
    }
}
