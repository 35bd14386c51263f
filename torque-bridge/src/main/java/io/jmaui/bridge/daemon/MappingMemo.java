package io.jmaui.bridge.daemon;

import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.ObjectType;
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

    /** What one object mapped to, from bytes of this digest, and the last poll that saw it. */
    private static final class Entry<T> {
        long digest;
        T value;
        long poll;

        Entry(long digest, T value, long poll) {
            this.digest = digest;
            this.value = value;
            this.poll = poll;
        }
    }

    /** Updated in place: a 100,000-job poll allocates nothing here for the objects it recalls. */
    private final Map<String, Entry<T>> entries = new HashMap<>();
    private long poll = 1;
    private int recalled;

    /**
     * Whether {@link #recall} will give back what the object {@code name} mapped to, its attribute
     * bytes having digest {@code digest}: the decoder then need not copy them out
     * ({@link io.jmaui.pbs.message.KnownObjects}). Called on the client's I/O thread while the
     * poll's scheduling thread waits for the reply: nothing changes the memo meanwhile, and the
     * request's hand-over to the I/O thread orders the last poll's writes before these reads.
     */
    boolean holds(ObjectType type, String name, long digest) {
        Entry<T> e = entries.get(name);
        return e != null && e.poll == poll - 1 && e.digest == digest;
    }

    /** What {@code o} mapped to in the last poll if its attributes are byte for byte the same; else null. */
    T recall(StatusObject o) {
        if (!(o.attributes() instanceof EncodedAttributes a)) {
            return null;
        }
        Entry<T> e = entries.get(o.name());
        // seen in the last poll, or already in this one (a name listed twice: same bytes, same mapping)
        if (e == null || e.poll < poll - 1 || e.digest != a.digest()) {
            return null;
        }
        e.poll = poll;
        recalled++;
        return e.value;
    }

    /** Keeps what {@code o} mapped to for the next poll. */
    void remember(StatusObject o, T value) {
        if (o.attributes() instanceof EncodedAttributes a) {
            Entry<T> e = entries.get(o.name());
            if (e == null) {
                entries.put(o.name(), new Entry<>(a.digest(), value, poll));
            } else {
                e.digest = a.digest();
                e.value = value;
                e.poll = poll;
            }
        }
    }

    /** Ends a poll: an object this poll neither recalled nor remembered is forgotten. Returns how many were recalled. */
    int endPoll() {
        long current = poll;
        entries.values().removeIf(e -> e.poll != current);
        poll++;
        int n = recalled;
        recalled = 0;
        return n;
    }

    /** Forgets everything (the mapping's context changed). */
    void clear() {
        entries.clear();
        recalled = 0;
    }
}
