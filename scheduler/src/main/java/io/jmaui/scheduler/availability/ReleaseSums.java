package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.List;

/**
 * The running jobs' releases of the aggregate ({@link Aggregate.Release}) summed per time: each
 * distinct time, the procs given back then and how many releases give them, in time order, and
 * the procs held over all of them. What {@link Aggregate#ofReleases} makes the aggregate from, in a
 * form the next build takes over ({@link AvailabilityBase}): its releases are the last build's
 * less those of the jobs gone or held afresh plus those of the jobs held afresh, a few of thousands,
 * so it {@link #merge}s them instead of gathering and sorting every running job's releases again.
 * Immutable.
 */
final class ReleaseSums {

    /** Distinct release times, increasing (INFINITY last, when some release never gives back). */
    private final long[] times;
    private final long[] procs;
    private final int[] count;
    private final int size;
    /** The procs of every release: what is held at the origin. */
    private final long held;

    private ReleaseSums(long[] times, long[] procs, int[] count, int size, long held) {
        this.times = times;
        this.procs = procs;
        this.count = count;
        this.size = size;
        this.held = held;
    }

    /** The sums of {@code releases}: the times sorted as primitives, the procs summed per distinct time. */
    static ReleaseSums of(List<Aggregate.Release> releases) {
        // the release times sorted as primitives, not the releases with a comparator: TimSort inlined
        // into AvailabilityBuild.of took a range_check trap there (-XX:+LogCompilation) that threw that
        // whole method's C2 code away
        int n = releases.size();
        long[] distinct = new long[n];
        long held = 0;
        for (int i = 0; i < n; i++) {
            Aggregate.Release r = releases.get(i);
            distinct[i] = r.at();
            held += r.procs();
        }
        Arrays.sort(distinct);
        int kinds = 0;
        for (int i = 0; i < n; i++) {
            if (kinds == 0 || distinct[i] != distinct[kinds - 1]) {
                distinct[kinds++] = distinct[i];
            }
        }
        long[] procs = new long[kinds];
        int[] count = new int[kinds];
        for (int i = 0; i < n; i++) {
            Aggregate.Release r = releases.get(i);
            int k = Arrays.binarySearch(distinct, 0, kinds, r.at());
            procs[k] += r.procs();
            count[k]++;
        }
        return new ReleaseSums(distinct, procs, count, kinds, held);
    }

    /**
     * These releases with those of {@code plus} added and those of {@code minus} taken away, each
     * of which must be among them (else an {@link IllegalStateException}: the carry lost track).
     * A time left with no release is gone, as if it had never been gathered.
     */
    ReleaseSums merge(ReleaseSums plus, ReleaseSums minus) {
        int cap = size + plus.size;
        long[] t = new long[cap];
        long[] p = new long[cap];
        int[] c = new int[cap];
        int out = 0;
        int a = 0;
        int b = 0;
        int m = 0;
        while (a < size || b < plus.size) {
            long at = Math.min(a < size ? times[a] : Long.MAX_VALUE, b < plus.size ? plus.times[b] : Long.MAX_VALUE);
            long sum = 0;
            int n = 0;
            if (a < size && times[a] == at) {
                sum += procs[a];
                n += count[a++];
            }
            if (b < plus.size && plus.times[b] == at) {
                sum += plus.procs[b];
                n += plus.count[b++];
            }
            if (m < minus.size && minus.times[m] < at) {
                throw new IllegalStateException("a release taken away at " + minus.times[m] + " was never gathered");
            }
            if (m < minus.size && minus.times[m] == at) {
                sum -= minus.procs[m];
                n -= minus.count[m++];
            }
            if (n < 0 || n == 0 && sum != 0) {
                throw new IllegalStateException("releases at " + at + " taken away beyond those gathered");
            }
            if (n > 0) {
                t[out] = at;
                p[out] = sum;
                c[out++] = n;
            }
        }
        if (m < minus.size) {
            throw new IllegalStateException("a release taken away at " + minus.times[m] + " was never gathered");
        }
        return new ReleaseSums(t, p, c, out, held + plus.held - minus.held);
    }

    /** The aggregate from {@code origin} on: {@code capacity} less everything held, given back per time (never at INFINITY). */
    Timeline timeline(long origin, long capacity) {
        Aggregate.Steps steps = new Aggregate.Steps(origin, capacity - held, size);
        for (int k = 0; k < size && times[k] != Times.INFINITY; k++) {
            steps.release(times[k], procs[k]);
        }
        return steps.timeline();
    }
}
