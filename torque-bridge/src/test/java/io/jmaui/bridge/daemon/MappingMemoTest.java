package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jmaui.pbs.codec.DecoderWarmup;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** What the memo says it holds, whichever order pbs_server lists the objects in. */
class MappingMemoTest {

    private static List<StatusObject> jobs(int n) {
        List<StatusObject> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new StatusObject(ObjectType.JOB, i + ".srv", List.of(Attribute.of("job_state", "Q"),
                    Attribute.of("Resource_List", "walltime", i + ":00:00"))));
        }
        return DecoderWarmup.roundTrip(out);
    }

    @Test
    void holdsEachObjectOfTheLastPollInAnyOrder() {
        List<StatusObject> polled = jobs(6);
        MappingMemo<String> memo = new MappingMemo<>();
        polled.forEach(o -> memo.remember(o, "mapped " + o.name()));
        memo.endPoll();

        // as the decoder asks while a reply arrives, then the mapping recalls what came withheld
        List<String> asked = List.of("0.srv", "1.srv", "3.srv", "9.srv", "4.srv", "2.srv", "5.srv", "0.srv");
        List<StatusObject> withheld = new ArrayList<>();
        for (String name : asked) {
            KnownObjects.Held held = memo.held(ObjectType.JOB, name);
            if (name.equals("9.srv")) {
                assertNull(held, "never polled");
                continue;
            }
            EncodedAttributes a = (EncodedAttributes) polled.get(Integer.parseInt(name.substring(0, 1))).attributes();
            assertEquals(a.digest(), held.digest(), name);
            assertEquals(a.length(), held.length(), name);
            assertEquals(2, held.entries(), name);
            withheld.add(new StatusObject(ObjectType.JOB, name, EncodedAttributes.withheld(held)));
        }
        withheld.forEach(o -> assertEquals("mapped " + o.name(), memo.recall(o), o.name()));
        memo.endPoll();
        assertSame(null, memo.held(ObjectType.JOB, "9.srv"));
        assertEquals(polled.get(5).attributes() instanceof EncodedAttributes a ? a.digest() : 0,
                memo.held(ObjectType.JOB, "5.srv").digest(), "recalled objects are held for the next poll");
    }

    @Test
    void anObjectNotSeenInTheLastPollIsNotHeld() {
        List<StatusObject> polled = jobs(3);
        MappingMemo<String> memo = new MappingMemo<>();
        polled.forEach(o -> memo.remember(o, o.name()));
        memo.endPoll();
        memo.recall(polled.get(0));
        memo.endPoll(); // 1.srv and 2.srv were not listed this time
        assertEquals(polled.get(0).attributes() instanceof EncodedAttributes a ? a.digest() : 0,
                memo.held(ObjectType.JOB, "0.srv").digest());
        assertNull(memo.held(ObjectType.JOB, "1.srv"));
        assertNull(memo.held(ObjectType.JOB, "2.srv"));
        memo.clear();
        assertNull(memo.held(ObjectType.JOB, "0.srv"), "a cleared memo holds nothing");
    }

    /**
     * Poll after poll of a changing cluster (objects come, go, change bytes, are listed twice),
     * each recalled when its bytes are the same and remembered otherwise, as ClusterPoll does:
     * after each poll the memo holds exactly that poll's objects, with their last bytes, and
     * nothing older (endPoll skips its walk only where nothing is to be forgotten).
     */
    @Test
    void holdsExactlyTheLastPollsObjectsPollAfterPoll() {
        Random rnd = new Random(17);
        MappingMemo<String> memo = new MappingMemo<>();
        Map<String, Long> last = new HashMap<>();
        for (int p = 0; p < 300; p++) {
            List<StatusObject> listed = new ArrayList<>();
            int n = 1 + rnd.nextInt(12);
            boolean same = rnd.nextInt(3) == 0; // a steady poll: the same objects, the same bytes
            for (int i = 0; i < n; i++) {
                int id = same ? i : rnd.nextInt(16);
                int walltime = same ? 1 : rnd.nextInt(3);
                listed.add(new StatusObject(ObjectType.JOB, id + ".srv", List.of(Attribute.of("job_state", "Q"),
                        Attribute.of("Resource_List", "walltime", walltime + ":00:00"))));
            }
            Map<String, Long> now = new HashMap<>();
            for (StatusObject o : DecoderWarmup.roundTrip(listed)) {
                long digest = ((EncodedAttributes) o.attributes()).digest();
                String recalled = memo.recall(o);
                // listed twice: held as this poll listed it before
                Long held = now.containsKey(o.name()) ? now.get(o.name()) : last.get(o.name());
                boolean unchanged = Long.valueOf(digest).equals(held);
                assertEquals(unchanged ? "mapped " + o.name() : null, recalled, "poll " + p + " " + o.name());
                if (recalled == null) {
                    memo.remember(o, "mapped " + o.name());
                }
                now.put(o.name(), digest);
            }
            memo.endPoll();
            assertEquals(now.size(), memo.size(), "poll " + p + ": the objects it listed, no older one");
            for (int id = 0; id < 16; id++) {
                KnownObjects.Held held = memo.held(ObjectType.JOB, id + ".srv");
                Long digest = now.get(id + ".srv");
                assertEquals(digest, held == null ? null : held.digest(), "poll " + p + " " + id + ".srv");
            }
            last = now;
        }
    }
}
