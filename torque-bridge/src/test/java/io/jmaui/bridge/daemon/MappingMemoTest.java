package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jmaui.pbs.codec.Codecs;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.jmaui.scheduler.model.Job;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A poll maps only the objects whose bytes changed since the last poll. */
class MappingMemoTest {

    private static StatusObject job(String id, String state) {
        StatusObject o = new StatusObject(ObjectType.JOB, id, List.of(Attribute.of("job_state", state)));
        byte[] bytes = Codecs.encodeReplies(List.of(BatchReply.status(List.of(o))));
        return ((StatusReply) Codecs.decodeReplies(bytes).get(0).body()).objects().get(0);
    }

    @Test
    void recallsAnUnchangedObjectAndForgetsChangedAndVanishedOnes() {
        MappingMemo<String> memo = new MappingMemo<>();
        assertNull(memo.recall(job("1.srv", "Q")));
        memo.remember(job("1.srv", "Q"), "one");
        memo.remember(job("2.srv", "Q"), "two");
        memo.endPoll();

        assertEquals("one", memo.recall(job("1.srv", "Q")));
        assertNull(memo.recall(job("2.srv", "R")), "2.srv changed");
        assertEquals(1, memo.endPoll());

        assertEquals("one", memo.recall(job("1.srv", "Q")));
        assertNull(memo.recall(job("2.srv", "Q")), "2.srv was not remembered in the poll it changed");
        memo.clear();
        assertNull(memo.recall(job("1.srv", "Q")));
    }

    @Test
    void neverRecallsAnObjectNotDecodedFromTheWire() {
        MappingMemo<String> memo = new MappingMemo<>();
        StatusObject built = new StatusObject(ObjectType.JOB, "1.srv", List.of(Attribute.of("job_state", "Q")));
        memo.remember(built, "one");
        memo.endPoll();
        assertNull(memo.recall(built));
    }

    @Test
    void aPollWhereNothingChangedGivesTheSameJobsAsAFreshMapping() {
        ScaleReplies replies = ScaleReplies.build(40, 400, 7);
        ClusterPoll poll = new ClusterPoll();
        PolledCluster first = poll.map(replies.decoded().replies());
        PolledCluster second = poll.map(replies.decoded().replies());
        PolledCluster fresh = new ClusterPoll().map(replies.decoded().replies());
        assertEquals(fresh.jobs(), second.jobs());
        assertEquals(fresh.nodes(), second.nodes());
        assertEquals(fresh.comments(), second.comments());
        Job recalled = second.jobs().get(0);
        assertSame(first.jobs().get(0), recalled, "not mapped again");
        assertNotSame(fresh.jobs().get(0), recalled);
    }
}
