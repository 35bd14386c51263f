package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.availability.Request;

import java.util.ArrayList;
import java.util.List;

/**
 * The windows showbf shows once the iteration is done (guide 8.2, 7.2): those over every node,
 * then, when the nodes are in more than one partition, those of each partition apart, since a job
 * runs inside one partition (showbf -p).
 */
final class ShowbfWindows {

    private ShowbfWindows() {
    }

    static List<BackfillWindow> of(IterationState st) {
        return of(st, BackfillJobs.anyNode(st));
    }

    /** As {@link #of(IterationState)}, for requests like {@code any} (its reservation access). */
    static List<BackfillWindow> of(IterationState st, Request any) {
        return of(st, any, 0);
    }

    /**
     * As {@link #of(IterationState, Request)}, with the windows that open at up to
     * {@code openings} later times too (showbf -D; 0: those open now only).
     */
    static List<BackfillWindow> of(IterationState st, Request any, int openings) {
        List<BackfillWindow> all = windows(st, any, openings);
        List<String> partitions = st.partitions.partitions();
        if (partitions.size() <= 1) {
            return all;
        }
        List<BackfillWindow> out = new ArrayList<>(all);
        for (String p : partitions) {
            for (BackfillWindow w : windows(st, any.narrowed(n -> n.partition().equals(p)), openings)) {
                out.add(w.inPartition(p));
            }
        }
        return out;
    }

    private static List<BackfillWindow> windows(IterationState st, Request q, int openings) {
        return openings == 0 ? st.availability.windows(q) : st.availability.futureWindows(q, openings);
    }
}
