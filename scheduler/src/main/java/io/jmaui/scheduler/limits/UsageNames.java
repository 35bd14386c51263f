package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

import java.util.List;

/**
 * Numbers for the credential names whose usage an idle job's verdict may read ({@link SharedUsage}: the
 * kinds some limit counts), for a carry that keeps each seen job's numbers from event to event: then
 * "does this job share usage with one of the active jobs gone" ({@link SharedUsage#shares}) is a few
 * array reads per job ({@link #marked}) rather than a comparison of its names with every gone job's.
 * A carry asks it of every queued job it carries, and a long queue held at its users' limits carries
 * some 290 at each job's end (an eighth of a 512-node synthetic trace under reslimits).
 *
 * <p>Exact as {@link SharedUsage#shares} is, without its identity shortcut: a verdict reads only the
 * counters of its job's names of the kinds counted, each a sum over the active jobs with that name; a
 * job with no such name in common with a gone one reads none of its counters, whether or not the two
 * share a credentials object. A null name reads no counter ({@code -1}, never marked).
 *
 * <p>Mutable: a name gets the next number of its kind when first seen, and keeps it. Owned by the carry
 * that numbers with it and handed on with its answer, never shared by two threads; an answer's numbers
 * live in an array that is given back ({@link #recycle}) once the next answer is made from them.
 */
public final class UsageNames {

    /** The kinds counted, in a fixed order: a job's numbers are one per kind, in this order. */
    private final CredentialKind[] kinds;
    private final CredentialIndex index = new CredentialIndex();
    /** An array of numbers no answer reads any more, for the next answer ({@link #keys}); null: none. */
    private int[] spare;

    private UsageNames(CredentialKind[] kinds) {
        this.kinds = kinds;
    }

    /** An empty numbering of the names of the kinds whose usage {@code shared}'s verdicts read. */
    public static UsageNames of(SharedUsage shared) {
        return new UsageNames(shared.kinds());
    }

    /** How many numbers a job has: one per kind counted. */
    public int width() {
        return kinds.length;
    }

    /**
     * An array for at least {@code n} numbers: the one given back last where it is long enough (the
     * carries number some 290 jobs at every event, and made an array of them each time: 8 % of a
     * 512-node synthetic trace's allocation under reslimits), else a new one. Its contents are stale.
     */
    public int[] keys(int n) {
        int[] s = spare;
        if (s != null && s.length >= n) {
            spare = null;
            return s;
        }
        return new int[n];
    }

    /** Gives back {@code keys}, from {@link #keys}, which no answer reads any more. */
    public void recycle(int[] keys) {
        if (spare == null || keys.length > spare.length) {
            spare = keys;
        }
    }

    /** Writes the {@link #width} numbers of {@code c}'s names into {@code keys} from {@code at} on ({@code -1}: no name). */
    public void number(Credentials c, int[] keys, int at) {
        for (int k = 0; k < kinds.length; k++) {
            keys[at + k] = index.id(kinds[k], c.of(kinds[k]));
        }
    }

    /**
     * The names of {@code changed}'s credentials marked, by kind and number, for {@link #marked}; null
     * where {@code changed} is empty (nothing is marked).
     */
    public boolean[][] marks(List<Credentials> changed) {
        if (changed.isEmpty()) {
            return null;
        }
        int[] ids = new int[kinds.length * changed.size()];
        for (int g = 0; g < changed.size(); g++) {
            number(changed.get(g), ids, g * kinds.length);
        }
        boolean[][] marks = new boolean[kinds.length][];
        for (int k = 0; k < kinds.length; k++) {
            int most = -1;
            for (int g = 0; g < changed.size(); g++) {
                most = Math.max(most, ids[g * kinds.length + k]);
            }
            boolean[] m = new boolean[most + 1];
            for (int g = 0; g < changed.size(); g++) {
                int id = ids[g * kinds.length + k];
                if (id >= 0) {
                    m[id] = true;
                }
            }
            marks[k] = m;
        }
        return marks;
    }

    /**
     * Whether the job whose numbers are {@code keys} from {@code at} on has a name {@code marks} marks
     * (null: none marked), as {@link SharedUsage#shares} with one of the credentials marked tells it.
     */
    public static boolean marked(boolean[][] marks, int[] keys, int at) {
        if (marks == null) {
            return false;
        }
        for (int k = 0; k < marks.length; k++) {
            int id = keys[at + k];
            boolean[] m = marks[k];
            if (id >= 0 && id < m.length && m[id]) {
                return true;
            }
        }
        return false;
    }
}
