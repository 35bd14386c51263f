package io.jmaui.bridge.daemon;

import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;

/**
 * What each status object of the last poll mapped to, by object name, with the digest of the
 * bytes it came from ({@link EncodedAttributes#digest}). An object whose bytes did not change maps
 * to what it mapped to then, so a poll of 100,000 jobs of which a few hundred changed maps a few
 * hundred. Sound because a mapping reads nothing but the object's attributes and a context the
 * owner clears the memo on when it changes (the node names a job's {@code exec_host} is read
 * against, for jobs). Objects not decoded from the wire (no digest) are never recalled. The memo
 * is the decoder's {@link KnownObjects} itself, not a method reference to {@link #held} per call
 * site: each reference is a class of its own, and the decoder's call that saw four of them (the
 * node and job memos, in the warm-up and in polls) was compiled again for each new one.
 */
final class MappingMemo<T> implements KnownObjects {

    /**
     * What one object mapped to, from attribute bytes of this count, length and digest, and the
     * last poll that saw it. The decoder hands it back with the object it withheld
     * ({@link EncodedAttributes#held}), so recalling such an object needs no lookup by name.
     */
    private static final class Entry<T> implements KnownObjects.Held {
        final MappingMemo<T> memo;
        final String name;
        /** Where it came in the last poll's order ({@link #order}). */
        int position;
        int entries;
        int length;
        long digest;
        T value;
        long poll;

        Entry(MappingMemo<T> memo, String name) {
            this.memo = memo;
            this.name = name;
        }

        void set(EncodedAttributes a, T value, long poll) {
            this.entries = a.size();
            this.length = a.length();
            this.digest = a.digest();
            this.value = value;
            this.poll = poll;
        }

        @Override
        public int entries() {
            return entries;
        }

        @Override
        public int length() {
            return length;
        }

        @Override
        public long digest() {
            return digest;
        }
    }

    /** Updated in place: a 100,000-job poll allocates nothing here for the objects it recalls. */
    private final Map<String, Entry<T>> entries = new HashMap<>();
    /**
     * The entries in the order the last poll listed their objects, and where the next object of
     * this poll's reply is expected in it: pbs_server lists its jobs and nodes in the same order
     * poll after poll, so {@link #held} mostly finds the object next in line, one name compared
     * instead of a lookup among 100,000 (whose cache misses were half of a reply's decoding).
     */
    private ArrayList<Entry<T>> order = new ArrayList<>();
    private ArrayList<Entry<T>> listed = new ArrayList<>();
    private int next;
    private long poll = 1;
    private int recalled;
    /**
     * Entries this poll recalled or remembered, each counted once: when it is every entry, none
     * is to be forgotten, and {@link #endPoll} need not walk the 100,000 of them.
     */
    private int seen;

    /**
     * What the memo holds of the object {@code name} from the last poll: {@link #recall} gives
     * back what it mapped to when its attribute bytes are the same, so the decoder need not copy
     * them out ({@link KnownObjects}). Called on the client's I/O thread while the poll's
     * scheduling thread waits for the reply: nothing changes the memo meanwhile, and the
     * request's hand-over to the I/O thread orders the last poll's writes before these reads.
     */
    @Override
    public KnownObjects.Held held(ObjectType type, String name) {
        Entry<T> e = next < order.size() ? order.get(next) : null;
        if (e == null || !e.name.equals(name)) {
            e = entries.get(name);
        }
        if (e == null || e.poll != poll - 1) {
            return null;
        }
        next = e.position + 1;
        return e;
    }

    /** What {@code o} mapped to in the last poll if its attributes are byte for byte the same; else null. */
    T recall(StatusObject o) {
        if (!(o.attributes() instanceof EncodedAttributes a)) {
            return null;
        }
        Entry<T> e = a.held() instanceof Entry<?> h && h.memo == this ? own(h) : entries.get(o.name());
        // seen in the last poll, or already in this one (a name listed twice: same bytes, same mapping)
        if (e == null || e.poll < poll - 1 || e.digest != a.digest()) {
            return null;
        }
        see(e);
        e.poll = poll;
        recalled++;
        listed(e);
        return e.value;
    }

    /** An entry of this memo (its {@code memo} is this), as the decoder handed it back. */
    @SuppressWarnings("unchecked")
    private Entry<T> own(Entry<?> e) {
        return (Entry<T>) e;
    }

    /** Keeps what {@code o} mapped to for the next poll. */
    void remember(StatusObject o, T value) {
        if (o.attributes() instanceof EncodedAttributes a) {
            Entry<T> e = entries.get(o.name());
            if (e == null) {
                e = new Entry<>(this, o.name());
                entries.put(o.name(), e);
            }
            see(e);
            e.set(a, value, poll);
            listed(e);
        }
    }

    private void see(Entry<T> e) {
        if (e.poll != poll) {
            seen++;
        }
    }

    private void listed(Entry<T> e) {
        e.position = listed.size();
        listed.add(e);
    }

    /** Ends a poll: an object this poll neither recalled nor remembered is forgotten. Returns how many were recalled. */
    int endPoll() {
        long current = poll;
        if (seen != entries.size()) {
            entries.values().removeIf(e -> e.poll != current);
        }
        seen = 0;
        ArrayList<Entry<T>> last = order;
        order = listed;
        listed = last;
        listed.clear();
        next = 0;
        poll++;
        int n = recalled;
        recalled = 0;
        return n;
    }

    /** How many objects the memo keeps (tests: what a poll did not list is forgotten). */
    int size() {
        return entries.size();
    }

    /**
     * Forgets everything (the mapping's context changed). The poll count moves on by two, so an
     * entry a withheld object still carries is not recalled either.
     */
    void clear() {
        entries.clear();
        order.clear();
        listed.clear();
        next = 0;
        recalled = 0;
        seen = 0;
        poll += 2;
    }
}
