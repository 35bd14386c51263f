package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.bridge.state.Statistics;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * showstats' totals iteration after iteration on a changing queue (jobs submitted, started, ending,
 * requeued, suspended), against the plain bookkeeping: every job of the snapshot looked at, a
 * started job counted for its user and from now, a job that held nodes and is gone counted as
 * completed with its procs times the seconds it ran.
 */
class BookkeepingTest {

    private static final long T0 = 1_700_000_000L;
    private static final JobState[] HOLDING = {JobState.RUNNING, JobState.STARTING, JobState.SUSPENDED};

    @Test
    void totalsAsThePlainWalkOfEveryJobGivesThem() {
        Random rnd = new Random(5);
        for (int run = 0; run < 40; run++) {
            Bookkeeping bookkeeping = new Bookkeeping();
            Plain plain = new Plain();
            Statistics stats = Statistics.EMPTY;
            Statistics expected = Statistics.EMPTY;
            Map<String, Job> queue = new TreeMap<>();
            int next = 0;
            long now = T0;
            for (int it = 0; it < 30; it++) {
                now += 60;
                for (int k = rnd.nextInt(4); k > 0; k--) { // submitted
                    String id = next++ + ".head";
                    queue.put(id, Job.builder(id).user("u" + rnd.nextInt(3)).procs(1 + rnd.nextInt(8)).walltime(3600)
                            .submitTime(now).build());
                }
                List<String> ids = new ArrayList<>(queue.keySet());
                for (String id : ids) { // what happened since the last poll
                    Job j = queue.get(id);
                    int roll = rnd.nextInt(10);
                    if (j.state().isActive() && roll == 0) {
                        queue.remove(id); // ended
                    } else if (j.state().isActive() && roll == 1) {
                        queue.put(id, j.toBuilder().state(JobState.IDLE).startTime(0).build()); // requeued
                    } else if (j.state() == JobState.IDLE && roll < 3) {
                        queue.put(id, j.toBuilder().state(HOLDING[rnd.nextInt(HOLDING.length)])
                                .startTime(rnd.nextBoolean() ? now - 30 : 0).build()); // started by another
                    }
                }
                List<String> started = new ArrayList<>();
                for (Job j : queue.values()) {
                    if (j.state() == JobState.IDLE && rnd.nextInt(4) == 0) {
                        started.add(j.id()); // started by this iteration: still idle in its snapshot
                    }
                }
                Snapshot snapshot = Snapshot.of(new ArrayList<>(queue.values()), List.of());
                stats = bookkeeping.statistics(stats, snapshot, started, now);
                expected = plain.statistics(expected, snapshot, started, now);
                assertEquals(expected, stats, "run " + run + ", iteration " + it);
                for (String id : started) {
                    Job j = queue.get(id);
                    queue.put(id, j.toBuilder().state(JobState.RUNNING).startTime(now).build());
                }
            }
        }
    }

    /** The bookkeeping with every job of the snapshot looked at, as it was written first. */
    /**
     * The bypass counts and the jobs by state that the log line reads, counted in the bypass counts'
     * walk, against the plain ones: the counts of idle jobs, this iteration's over the old, and every
     * job of the snapshot counted by state on its own; queues of every state, old and new counts
     * for idle and other jobs and for jobs gone, either or both maps empty.
     */
    @Test
    void bypassCountsAndStatesAsThePlainWalksGiveThem() {
        Random rnd = new Random(2026_11_28L);
        JobState[] states = JobState.values();
        for (int run = 0; run < 300; run++) {
            List<Job> jobs = new ArrayList<>();
            Map<String, Integer> old = new HashMap<>();
            Map<String, Integer> raised = new HashMap<>();
            for (int i = 0, n = rnd.nextInt(60); i < n; i++) {
                String id = i + ".head";
                jobs.add(Job.builder(id).procs(1).walltime(3600).state(states[rnd.nextInt(states.length)]).build());
                if (run % 4 != 0 && rnd.nextInt(3) == 0) {
                    old.put(id, rnd.nextInt(3));
                }
                if (run % 4 != 1 && rnd.nextInt(4) == 0) {
                    raised.put(id, rnd.nextInt(3));
                }
            }
            if (rnd.nextBoolean()) {
                old.put("gone.head", 2);
            }
            Snapshot snapshot = Snapshot.of(jobs, List.of());
            io.jmaui.scheduler.iteration.IterationResult result = new io.jmaui.scheduler.iteration.IterationResult(T0,
                    List.of(), Map.of(), List.of(), List.of(), Map.of(), List.of(), List.of(), raised,
                    new io.jmaui.scheduler.iteration.CarryOver(T0, 0), List.of(), jobs, Map.of(), null, Map.of());
            int[] byState = new int[states.length];
            Map<String, Integer> counts = Bookkeeping.bypass(
                    io.jmaui.bridge.state.SchedulerState.EMPTY.withBypassCounts(old), snapshot, result, byState);
            Map<String, Integer> expected = new TreeMap<>();
            int[] expectedByState = new int[states.length];
            for (Job j : jobs) {
                expectedByState[j.state().ordinal()]++;
                int n = raised.getOrDefault(j.id(), old.getOrDefault(j.id(), 0));
                if (j.state() == JobState.IDLE && n > 0) {
                    expected.put(j.id(), n);
                }
            }
            assertEquals(expected, counts, "run " + run);
            assertEquals(java.util.Arrays.toString(expectedByState), java.util.Arrays.toString(byState), "run " + run);
        }
    }

    private static final class Plain {
        private Map<String, Statistics.Ended> lastActive = new HashMap<>();

        Statistics statistics(Statistics before, Snapshot snapshot, List<String> started, long now) {
            Set<String> startedNow = new HashSet<>(started);
            Map<String, Statistics.Ended> active = new HashMap<>();
            Map<String, Integer> startedByUser = new TreeMap<>();
            Set<String> present = new HashSet<>();
            for (Job j : snapshot.jobs()) {
                present.add(j.id());
                String user = String.valueOf(j.credentials().user());
                if (startedNow.contains(j.id())) {
                    startedByUser.merge(user, 1, Integer::sum);
                    active.put(j.id(), new Statistics.Ended(user, j.procs(), now));
                } else if (j.state().isActive()) {
                    active.put(j.id(), new Statistics.Ended(user, j.procs(), j.startTime() > 0 ? j.startTime() : now));
                }
            }
            List<Statistics.Ended> ended = new ArrayList<>();
            lastActive.forEach((id, e) -> {
                if (!active.containsKey(id) && !present.contains(id)) {
                    ended.add(e);
                }
            });
            lastActive = active;
            return before.after(now, startedByUser, ended);
        }
    }
}
