package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.model.Job;

import java.util.Arrays;

/**
 * The jobs the last poll's snapshot laid a bypass count or setspri priority over, so that a job
 * whose polled object and overlay did not change is given as the same object again. The core
 * finds the jobs it already prepared by identity (PreparedCarry); rebuilt at every poll, every
 * job with a bypass count (at 100,000 jobs, most of the queue once backfill has started some)
 * sent it down its plain path, preparing and assigning a QOS to each queued job again (3.3 % of
 * the daemon's steady iteration, JFR of bin/scale-bench) besides the rebuilds themselves (1.2 %).
 * A job is looked up in the last poll's order, at most {@link #WINDOW} places past the last one
 * found (pbs_server lists its jobs in the same order at every poll); one not found there is laid
 * over anew. The object given is always equal to a fresh overlay's. The loop's, single-threaded.
 */
final class Overlays {

    private static final int WINDOW = 8;

    private Job[] lastIn = new Job[0];
    private Job[] lastOut = new Job[0];
    private int lastSize;
    private int cursor;
    private Job[] in = new Job[16];
    private Job[] out = new Job[16];
    private int size;

    /** {@code j} with the bypass count and system priority given (null: the job's own). */
    Job overlaid(Job j, Integer bypass, Long spri) {
        int b = bypass != null ? bypass : j.bypassCount();
        long s = spri != null ? spri : j.systemPriority();
        Job o = last(j);
        if (o == null || o.bypassCount() != b || o.systemPriority() != s) {
            o = j.toBuilder().bypassCount(b).systemPriority(s).build();
        }
        remember(j, o);
        return o;
    }

    /** Starts the next poll: this one's overlays are the ones looked up. */
    void endPoll() {
        lastIn = in;
        lastOut = out;
        lastSize = size;
        cursor = 0;
        in = new Job[Math.max(16, size)];
        out = new Job[in.length];
        size = 0;
    }

    /** What the last poll made of {@code j} (the same object), or null. */
    private Job last(Job j) {
        int end = Math.min(lastSize, cursor + WINDOW);
        for (int k = cursor; k < end; k++) {
            if (lastIn[k] == j) {
                cursor = k + 1;
                return lastOut[k];
            }
        }
        return null;
    }

    private void remember(Job j, Job o) {
        if (size == in.length) {
            in = Arrays.copyOf(in, size * 2);
            out = Arrays.copyOf(out, size * 2);
        }
        in[size] = j;
        out[size++] = o;
    }
}
