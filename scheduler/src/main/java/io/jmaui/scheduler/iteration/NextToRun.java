package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.qos.QosFlags;

import java.util.ArrayList;
import java.util.List;

/**
 * Stage after ranking (guide 7.3 QOS flags, with Moab's meaning; Maui 3.3 parses them and does
 * nothing): jobs of a QOS with NTR ("next to run") or RUNNOW go to the front of the queue, in
 * priority order among themselves, ahead of every other job whatever its priority. While an NTR
 * job waits no job starts ahead of it ({@link SchedulePriorityJobs}, {@link BackfillJobs}); a RUNNOW
 * job preempts PREEMPTEE jobs of any priority ({@link PreemptForJob}).
 */
final class NextToRun implements Stage {

    @Override
    public void apply(IterationState st) {
        if (!st.qos.anyHas(QosFlag.NTR) && !st.qos.anyHas(QosFlag.RUNNOW)) {
            return;
        }
        List<Integer> first = new ArrayList<>();
        List<Integer> rest = new ArrayList<>(st.ranked.size());
        for (int i = 0; i < st.ranked.size(); i++) {
            (first(st.qos.of(st.ranked.get(i))) ? first : rest).add(i);
        }
        if (first.isEmpty()) {
            return;
        }
        first.addAll(rest);
        // the priorities are held by rank position, as the slots are: reorder both alike
        List<Job> ranked = new ArrayList<>(first.size());
        List<JobPriority> priorities = new ArrayList<>(first.size());
        for (int i : first) {
            ranked.add(st.ranked.get(i));
            priorities.add(st.priorities.get(i));
        }
        st.ranked = ranked;
        st.priorities = priorities;
        st.slots = new JobSlots(ranked);
    }

    static boolean first(QosFlags f) {
        return f.has(QosFlag.NTR) || f.has(QosFlag.RUNNOW);
    }
}
