package io.jmaui.bridge.daemon;

import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.StatusObject;
import java.util.HashMap;
import java.util.Map;

/**
 * What each status object of the last poll mapped to, by object name, with the digest of the
 * bytes it came from ({@link EncodedAttributes#digest}). An object whose bytes did not change maps
 * to what it mapped to then, so a poll of 100,000 jobs of which a few hundred changed maps a few
 * hundred. Sound because a mapping reads nothing but the object's attributes and a context the
 * owner clears the memo on when it changes (the node names a job's {@code exec_host} is read
 * against, for jobs). Objects not decoded from the wire (no digest) are never recalled.
 */
final class MappingMemo<T> {

    private record Entry<T>(long digest, T value) {
    }

    private Map<String, Entry<T>> last = new HashMap<>();
    private Map<String, Entry<T>> next = new HashMap<>();
    private int recalled;

    /** What {@code o} mapped to in the last poll if its attributes are byte for byte the same; else null. */
    T recall(StatusObject o) {
        if (!(o.attributes() instanceof EncodedAttributes a)) {
            return null;
        }
        Entry<T> e = last.get(o.name());
        if (e == null || e.digest != a.digest()) {
            return null;
        }
        next.put(o.name(), e);
        recalled++;
        return e.value;
    }

    /** Keeps what {@code o} mapped to for the next poll. */
    void remember(StatusObject o, T value) {
        if (o.attributes() instanceof EncodedAttributes a) {
            next.put(o.name(), new Entry<>(a.digest(), value));
        }
    }

    /** Ends a poll: an object this poll neither recalled nor remembered is forgotten. Returns how many were recalled. */
    int endPoll() {
        int n = recalled;
        last = next;
        next = new HashMap<>(last.size() * 4 / 3 + 16);
        recalled = 0;
        return n;
    }

    /** Forgets everything (the mapping's context changed). */
    void clear() {
        last = new HashMap<>();
        next = new HashMap<>();
        recalled = 0;
    }
}
