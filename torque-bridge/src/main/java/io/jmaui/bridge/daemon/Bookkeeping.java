package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.Deferral;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.bridge.state.Statistics;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The iteration's bookkeeping stage: showstats' totals (starts per user, the jobs that held nodes
 * at the last iteration and are gone now), the bypass counts of jobs still waiting, and how many
 * jobs were newly deferred. Each is a pass over the snapshot's jobs with a lookup per job, no map
 * of every job: the only per-job state kept between iterations is the running jobs'
 * ({@code lastActive}).
 */
final class Bookkeeping {

    /** Jobs holding nodes at the last iteration, to see which ended since (showstats). */
    private Map<String, Statistics.Ended> lastActive = new HashMap<>();

    /** The statistics after this iteration: its starts, and the jobs that held nodes last time and no longer do. */
    Statistics statistics(Statistics before, Snapshot snapshot, List<String> started, long now) {
        Tally tally = new Tally(new java.util.HashSet<>(started), now);
        // the jobs holding nodes are the snapshot's active ones (10,000 of the daemon's 100,000 at
        // scale-bench's): every job is looked at only when this iteration started some, to find them
        List<Job> jobs = started.isEmpty() ? snapshot.activeJobs() : snapshot.jobs();
        for (int i = 0; i < jobs.size(); i++) {
            tally.note(jobs.get(i));
        }
        Map<String, Statistics.Ended> active = tally.active;
        Map<String, Integer> startedByUser = tally.startedByUser;
        // a job still in the snapshot and not active was requeued (preempted), not ended; the set of
        // every job id is made only when some job stopped being active (not every iteration)
        List<Statistics.Ended> ended = new java.util.ArrayList<>();
        Set<String> present = null;
        for (Map.Entry<String, Statistics.Ended> e : lastActive.entrySet()) {
            if (!active.containsKey(e.getKey())) {
                if (present == null) {
                    present = new java.util.HashSet<>(capacityFor(snapshot.jobs().size()));
                    for (Job j : snapshot.jobs()) {
                        present.add(j.id());
                    }
                }
                if (!present.contains(e.getKey())) {
                    ended.add(e.getValue());
                }
            }
        }
        lastActive = active;
        return before.after(now, startedByUser, ended);
    }

    /**
     * The starts per user and the jobs holding nodes, one job at a time. A method of its own, not
     * the body of the loop over the snapshot's jobs, so that the JIT compiles it from its calls
     * (one per job) early and the loop, which runs once per iteration, compiles small: the
     * loop's whole compilation with the body inlined was 35 KB of code and 0.5 s of C2 time in
     * the fourth iteration of bin/scale-bench.
     */
    private static final class Tally {
        final Map<String, Statistics.Ended> active = new HashMap<>();
        final Map<String, Integer> startedByUser = new TreeMap<>();
        private final Set<String> startedNow;
        private final long now;

        Tally(Set<String> startedNow, long now) {
            this.startedNow = startedNow;
            this.now = now;
        }

        void note(Job j) {
            String user = String.valueOf(j.credentials().user());
            if (startedNow.contains(j.id())) {
                startedByUser.merge(user, 1, Integer::sum);
                active.put(j.id(), new Statistics.Ended(user, j.procs(), now));
            } else if (j.state().isActive()) {
                active.put(j.id(), new Statistics.Ended(user, j.procs(),
                        j.startTime() > 0 ? j.startTime() : now));
            }
        }
    }

    /**
     * Bypass counts of jobs still waiting: the old ones, raised by this iteration's backfill. The
     * snapshot's jobs are counted by state into {@code byState} (by ordinal) in the same walk: the
     * iteration's log line reads them
     * ({@link IterationLog}), which had walked the 100,000 jobs once more for them (2 % of the loop
     * thread in bin/scale-bench, JFR, each job a cache miss).
     */
    static Map<String, Integer> bypass(SchedulerState state, Snapshot snapshot, IterationResult result, int[] byState) {
        Map<String, Integer> out = new TreeMap<>();
        List<Job> jobs = snapshot.jobs();
        if (result.bypassCounts().isEmpty() && state.bypassCounts().isEmpty()) {
            for (int i = 0; i < jobs.size(); i++) { // indexed: a list's iterator is one class shared by every list
                byState[jobs.get(i).state().ordinal()]++;
            }
            return out;
        }
        // this iteration's count where it has one, else the old one: one hashed lookup per idle job
        Map<String, Integer> counts = new HashMap<>(state.bypassCounts());
        counts.putAll(result.bypassCounts());
        for (int i = 0; i < jobs.size(); i++) {
            Job j = jobs.get(i);
            byState[j.state().ordinal()]++;
            if (j.state() == JobState.IDLE) {
                Integer n = counts.get(j.id());
                if (n != null && n > 0) {
                    out.put(j.id(), n);
                }
            }
        }
        return out;
    }

    /** A HashMap/HashSet capacity that holds {@code n} entries without resizing. */
    private static int capacityFor(int n) {
        return (int) Math.ceil(n / 0.75);
    }

    /** Jobs whose deferral count went up in this iteration (a failed start that reached DEFERSTARTCOUNT). */
    static int newlyDeferred(Map<String, Deferral> before,
                                     Map<String, Deferral> after) {
        int n = 0;
        for (var d : after.values()) {
            var was = before.get(d.jobId());
            if (d.deferrals() > (was == null ? 0 : was.deferrals())) {
                n++;
            }
        }
        return n;
    }
}
