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
import java.util.List;
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
}
