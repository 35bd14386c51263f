package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The slot limits of TORQUE job arrays ({@code qsub -t 0-99%5}) the daemon has learned from
 * pbs_server. With {@code moab_array_compatible} (pbs_server's default) the server itself holds
 * the sub-jobs past the limit (hold {@code l}); without it, it only refuses a RunJob once the
 * array runs that many ("Cannot run job. Array slot limit is 5 and there are already 5 jobs
 * running"), and a sub-job does not carry its array's request, so the limit is learned from that
 * refusal: from then on the daemon lays the same hold over the array's idle sub-jobs past the
 * limit, first in the server's order, and the refusal counts as no failed start of the job. Kept
 * in memory only: after a restart one refusal per array teaches it again. Loop thread only.
 */
final class ArraySlotLimits {

    private static final Pattern SUB_JOB = Pattern.compile("([0-9]+)\\[([0-9]+)\\](.*)");
    private static final Pattern REFUSAL = Pattern.compile("Array slot limit is ([0-9]{1,9}) and there are already");

    private final Map<String, Integer> limits = new HashMap<>();

    /** The array {@code 12[].srv} of a sub-job {@code 12[3].srv}; null for a job of no array. */
    static String arrayOf(String jobId) {
        Matcher m = SUB_JOB.matcher(jobId);
        return m.matches() ? m.group(1) + "[]" + m.group(3) : null;
    }

    /** Learns the limit when {@code refusal} is pbs_server's slot-limit refusal of sub-job {@code jobId}; whether it was. */
    boolean learn(String jobId, String refusal) {
        String array = arrayOf(jobId);
        Matcher m = REFUSAL.matcher(refusal == null ? "" : refusal);
        if (array == null || !m.find()) {
            return false;
        }
        limits.put(array, Integer.parseInt(m.group(1)));
        return true;
    }

    /** The snapshot with the idle sub-jobs past their array's learned limit held ({@link HoldType#SLOT}). */
    Snapshot apply(Snapshot s) {
        if (limits.isEmpty()) {
            return s;
        }
        Map<String, Integer> free = new HashMap<>();
        for (Job j : s.jobs()) {
            String array = arrayOf(j.id());
            if (array != null && limits.containsKey(array)) {
                free.merge(array, j.state().isActive() ? -1 : 0, Integer::sum);
            }
        }
        limits.keySet().retainAll(free.keySet()); // an array gone from pbs_server is forgotten
        List<Job> out = new ArrayList<>(s.jobs().size());
        for (Job j : s.jobs()) {
            String array = arrayOf(j.id());
            if (array != null && free.containsKey(array) && j.state() == JobState.IDLE) {
                int left = limits.get(array) + free.get(array);
                free.merge(array, -1, Integer::sum);
                if (left <= 0) {
                    Set<HoldType> holds = EnumSet.of(HoldType.SLOT);
                    holds.addAll(j.holds());
                    j = j.toBuilder().state(JobState.HOLD).holds(holds).build();
                }
            }
            out.add(j);
        }
        return s.withJobs(out);
    }
}
