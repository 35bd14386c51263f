package io.jmaui.scheduler.model;

/**
 * The search the carries between iterations share (PreparedCarry, SetAsideCarry, QueueTimeOrder):
 * the objects of this call's list found by identity in the last call's, in its order, each within
 * a window of the last one found, and then a run of consecutive ones at a time. Between two of the
 * simulator's events a queue is the last one's less the jobs that left plus those that came, in
 * long runs.
 */
public final class IdentityRuns {

    private IdentityRuns() {
    }

    /** The position of {@code x} in {@code seen} from {@code from} on, within {@code window} places; -1 when not there. */
    public static int find(Object[] seen, int from, Object x, int window) {
        int to = Math.min(seen.length, from + window);
        for (int k = from; k < to; k++) {
            if (seen[k] == x) {
                return k;
            }
        }
        return -1;
    }

    /** How many elements from {@code a[from]} on are those from {@code b[at]} on, the first known to be. */
    public static int run(Object[] a, int from, Object[] b, int at) {
        int len = Math.min(a.length - from, b.length - at);
        int r = 1;
        while (r < len && a[from + r] == b[at + r]) {
            r++;
        }
        return r;
    }
}
