package io.jmaui.scheduler.sim;

import java.util.Arrays;

/**
 * The running jobs in start order, as the snapshot lists them. An array with the jobs that left
 * marked (null) where they were, closed once they are a quarter of the entries, as the queue keeps
 * its jobs ({@link SimulatedQueue}): every event's snapshot copies the running jobs' views, and a
 * walk of a linked map's entries was most of that copy (0.9 % of an overloaded machine's run, 256
 * running), with a hash put and remove per start and end. Found by id only where the scheduler
 * stops a job (preemption, a limit), by a walk.
 */
final class RunningJobs {

    private Running[] order = new Running[64];
    /** The entries used in {@link #order}, the gaps among them included. */
    private int ends;
    private int gone;

    int size() {
        return ends - gone;
    }

    void add(Running r) {
        if (ends == order.length) {
            if (gone * 4 >= ends) {
                compact();
            } else {
                order = Arrays.copyOf(order, ends * 2);
            }
        }
        r.pos = ends;
        order[ends++] = r;
    }

    /** Takes {@code r}, running, out. */
    void remove(Running r) {
        order[r.pos] = null;
        gone++;
        if (gone * 4 >= ends && ends >= 16) {
            compact();
        }
    }

    /** The running job {@code id}, null when none runs. */
    Running byId(String id) {
        for (int i = 0; i < ends; i++) {
            if (order[i] != null && order[i].job.id().equals(id)) {
                return order[i];
            }
        }
        return null;
    }

    /** Every running job's view into {@code out} from position 0 on, in start order; how many. */
    int views(Object[] out) {
        int k = 0;
        for (int i = 0; i < ends; i++) {
            Running r = order[i];
            if (r != null) {
                out[k++] = r.view;
            }
        }
        return k;
    }

    private void compact() {
        int k = 0;
        for (int i = 0; i < ends; i++) {
            Running r = order[i];
            if (r != null) {
                r.pos = k;
                order[k++] = r;
            }
        }
        Arrays.fill(order, k, ends, null);
        ends = k;
        gone = 0;
    }
}
