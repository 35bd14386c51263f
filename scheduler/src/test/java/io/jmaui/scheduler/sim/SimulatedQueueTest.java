package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jmaui.scheduler.iteration.IterationCounts;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The queue's array order against the linked map it replaced: on random submissions, starts,
 * jobs queued again and ids given twice, the snapshot lists the same jobs in the same order, with
 * the same bypass counts, and the same processor counts say whether anything fits; a job taken off
 * for a start comes with the shared credentials object and the count the queue gives for it after.
 */
class SimulatedQueueTest {

    @Test
    void snapshotOrderIsTheLinkedMapsOnRandomHistories() {
        Random rnd = new Random(17);
        for (int history = 0; history < 200; history++) {
            SimulatedQueue q = new SimulatedQueue(true);
            Map<String, TraceJob> model = new LinkedHashMap<>();
            Map<String, Integer> bypass = new LinkedHashMap<>(); // of the queued jobs
            Map<String, Integer> left = new LinkedHashMap<>(); // as they left the queue: a job queued again keeps it
            List<String> issued = new ArrayList<>(); // each id's string: the trace's, given again as it is
            int next = 0;
            for (int step = 0; step < 300; step++) {
                int op = rnd.nextInt(10);
                if (op < 5 || model.isEmpty()) {
                    // a new id, one queued again after a start, or (rarely) one queued now given twice,
                    // the very string of the first time or an equal one
                    String id = op == 0 && next > 0 ? (rnd.nextBoolean() ? issued.get(rnd.nextInt(next))
                            : new String("j" + rnd.nextInt(next))) : "j" + next++;
                    if (issued.size() < next) {
                        issued.add(id);
                    }
                    TraceJob j = job(id, 1 + rnd.nextInt(8));
                    q.add(j);
                    model.put(id, j);
                    bypass.put(id, left.getOrDefault(id, 0));
                } else if (op < 8) {
                    List<String> ids = new ArrayList<>(model.keySet());
                    String id = ids.get(rnd.nextInt(ids.size()));
                    int n = bypass.remove(id);
                    if (rnd.nextBoolean()) {
                        assertEquals(model.remove(id), q.remove(id), id);
                    } else { // a start: the job, its shared credentials and its count as bypassCount gives them after
                        Queued taken = q.take(id);
                        assertEquals(model.remove(id), taken.job, id);
                        assertSame(q.credentials(taken.job), taken.credentials, id);
                        assertEquals(n, taken.bypass, id);
                        assertEquals(q.bypassCount(id), taken.bypass, id);
                    }
                    if (n != 0 || left.containsKey(id)) {
                        left.put(id, n);
                    }
                } else {
                    views(q, false); // as in a run: the scheduler gives counts for the jobs of the snapshot it saw
                    if (rnd.nextBoolean()) { // a start before the counts come, the job queued again under the same string
                        List<String> ids = new ArrayList<>(model.keySet());
                        String id = ids.get(rnd.nextInt(ids.size()));
                        left.put(id, q.take(id).bypass);
                        bypass.remove(id);
                        TraceJob j = job(id, 1 + rnd.nextInt(8));
                        model.remove(id);
                        q.add(j);
                        model.put(id, j);
                        bypass.put(id, left.get(id));
                    }
                    Map<String, Integer> counts = new LinkedHashMap<>();
                    for (String id : model.keySet()) {
                        if (rnd.nextBoolean()) {
                            counts.put(id, bypass.merge(id, 1, Integer::sum));
                        }
                    }
                    q.bypassCounts(rnd.nextBoolean() ? IterationCounts.of(counts) : counts);
                }
                if (rnd.nextInt(3) > 0) { // several changes between two snapshots as well
                    continue;
                }
                List<Job> views = views(q, false);
                List<String> want = new ArrayList<>(model.keySet());
                assertEquals(want, views.stream().map(Job::id).toList(), "history " + history + " step " + step);
                for (Job v : views) {
                    assertEquals(bypass.get(v.id()), v.bypassCount(), v.id());
                    assertEquals(model.get(v.id()).tasks(), v.tasks(), v.id());
                }
                assertEquals(model.size(), q.size());
                assertEquals(model.values().stream().mapToLong(TraceJob::procs).sum(), q.idleProcs());
                long least = model.values().stream().mapToLong(TraceJob::procs).min().orElse(Long.MAX_VALUE);
                assertEquals(least > 3, q.nothingFits(3));
                assertEquals(new ArrayList<>(model.values()), q.jobs());
            }
        }
    }

    /**
     * Views that do not show the bypass counts (a scheduler that only adds to them): the scheduler
     * gives back its view's count plus what it added, as the iteration's Summarize does; the queue
     * keeps every job's true count (a job queued again included), builds no view again for it,
     * and a snapshot asked for the current counts shows them.
     */
    @Test
    void countsKeptBesideViewsThatDoNotShowThem() {
        Random rnd = new Random(23);
        for (int history = 0; history < 200; history++) {
            SimulatedQueue q = new SimulatedQueue(false);
            List<String> queued = new ArrayList<>();
            Map<String, Integer> bypass = new LinkedHashMap<>(); // true counts, queued jobs and those that left
            Map<String, Job> lastViews = new LinkedHashMap<>();
            int next = 0;
            for (int step = 0; step < 300; step++) {
                int op = rnd.nextInt(10);
                if (op < 4 || queued.isEmpty()) {
                    String id = op == 0 && next > 0 ? "j" + rnd.nextInt(next) : "j" + next++;
                    if (!queued.contains(id)) { // a job queued again keeps its count
                        q.add(job(id, 1 + rnd.nextInt(8)));
                        queued.add(id);
                        bypass.putIfAbsent(id, 0);
                    }
                } else if (op < 7) {
                    String id = queued.remove(rnd.nextInt(queued.size()));
                    q.remove(id);
                    lastViews.remove(id);
                } else {
                    boolean current = op == 9;
                    List<Job> views = views(q, current);
                    Map<String, Integer> counts = new LinkedHashMap<>();
                    for (Job v : views) {
                        Job before = lastViews.put(v.id(), v);
                        if (current) {
                            assertEquals(bypass.get(v.id()), v.bypassCount(), v.id());
                        } else if (before != null) {
                            assertSame(before, v, "history " + history + " step " + step + ": view of " + v.id() + " built again");
                        }
                        if (rnd.nextInt(3) == 0) {
                            int add = 1 + rnd.nextInt(3);
                            counts.put(v.id(), v.bypassCount() + add);
                            bypass.merge(v.id(), add, Integer::sum);
                        }
                    }
                    q.bypassCounts(rnd.nextBoolean() ? IterationCounts.of(counts) : counts);
                }
                for (String id : bypass.keySet()) {
                    assertEquals(bypass.get(id), q.bypassCount(id), "history " + history + " step " + step + " " + id);
                }
            }
        }
    }

    /**
     * Counts given as their rule ({@link io.jmaui.scheduler.iteration.BypassCounts#inSnapshotOrder}):
     * each job of the snapshot not started above a backfilled one gets one more per backfilled job
     * below it, kept as marks by place ({@link BypassMarks}) while the queue grows, closes its gaps,
     * takes jobs off for starts (those of the rule among them) and is given an id it holds again;
     * mixed with counts listed one by one. Every job's count is the model's after every step, as a
     * start and a snapshot asked for the current counts show it.
     */
    @Test
    void countsGivenAsTheirRuleAreTheListedOnes() {
        Random rnd = new Random(29);
        for (int history = 0; history < 200; history++) {
            SimulatedQueue q = new SimulatedQueue(false);
            List<String> queued = new ArrayList<>();
            Map<String, Integer> bypass = new LinkedHashMap<>(); // queued jobs' true counts
            Map<String, Integer> left = new LinkedHashMap<>(); // as they left the queue: a job queued again keeps it
            int next = 0;
            int adds = history % 2 == 0 ? 4 : 6; // of ten steps
            int spread = history % 3 == 0 ? 8 : 32; // one job in spread backfilled, one more started: most queues grow past 64
            for (int step = 0; step < 400; step++) {
                String at = "history " + history + " step " + step;
                int op = rnd.nextInt(10);
                if (op < adds || queued.isEmpty()) {
                    // a new id, one queued again after it left, or one queued now given again (it keeps its place)
                    String id = op == 0 && next > 0 ? "j" + rnd.nextInt(next) : "j" + next++;
                    q.add(job(id, 1 + rnd.nextInt(8)));
                    if (!queued.contains(id)) {
                        queued.add(id);
                    }
                    bypass.put(id, left.getOrDefault(id, 0));
                } else if (op < adds + 2) {
                    String id = queued.remove(rnd.nextInt(queued.size()));
                    left.put(id, bypass.remove(id));
                    assertEquals(left.get(id), q.take(id).bypass, at + " " + id);
                } else {
                    List<Job> views = views(q, op == 9);
                    if (rnd.nextInt(4) == 0) { // listed one by one, as where the rule does not hold
                        Map<String, Integer> counts = new LinkedHashMap<>();
                        for (Job v : views) {
                            if (rnd.nextInt(3) == 0) {
                                counts.put(v.id(), v.bypassCount() + 1);
                                bypass.merge(v.id(), 1, Integer::sum);
                            }
                        }
                        q.bypassCounts(IterationCounts.of(counts));
                        continue;
                    }
                    List<Integer> backfilled = new ArrayList<>();
                    List<Integer> started = new ArrayList<>();
                    for (int i = 0; i < views.size(); i++) {
                        int r = rnd.nextInt(spread);
                        if (r == 0) {
                            backfilled.add(i);
                        }
                        if (r <= 1) {
                            started.add(i);
                        }
                    }
                    if (backfilled.isEmpty()) {
                        continue; // an iteration that backfills nothing gives no counts
                    }
                    int last = backfilled.get(backfilled.size() - 1);
                    started.removeIf(i -> i > last);
                    for (int i = 0; i <= last; i++) {
                        if (!started.contains(i)) {
                            int below = i;
                            bypass.merge(views.get(i).id(), (int) backfilled.stream().filter(b -> b > below).count(), Integer::sum);
                        }
                    }
                    q.bypassCounts(IterationCounts.inSnapshotOrder(views, ints(backfilled), ints(started)));
                    for (int i : started) { // the starts follow the counts, most of them
                        String id = views.get(i).id();
                        if (rnd.nextInt(4) > 0) {
                            queued.remove(id);
                            left.put(id, bypass.remove(id));
                            assertEquals(left.get(id), q.take(id).bypass, at + " start " + id);
                        }
                    }
                }
                for (String id : bypass.keySet()) {
                    assertEquals(bypass.get(id), q.bypassCount(id), at + " " + id);
                }
                if (rnd.nextInt(5) == 0) {
                    for (Job v : views(q, true)) {
                        assertEquals(bypass.get(v.id()), v.bypassCount(), at + " view of " + v.id());
                    }
                }
            }
        }
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The queue's views as a snapshot gets them. */
    private static List<Job> views(SimulatedQueue q, boolean current) {
        Object[] out = new Object[q.size()];
        q.views(out, 0, current);
        List<Job> views = new ArrayList<>();
        for (Object o : out) {
            views.add((Job) o);
        }
        return views;
    }

    private static TraceJob job(String id, int procs) {
        return new TraceJob(id, 0, 100, 200, procs, Resources.procs(1), 0, 0, "u1", "g1", null, null, null);
    }
}
