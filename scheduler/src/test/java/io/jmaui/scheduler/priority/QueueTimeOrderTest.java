package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wherever {@link QueueTimeOrder} gives an order, it is the plain path's (every job scored, then
 * sorted) and its lazy priorities are the plain values, to the unit: over configs that weigh the
 * queue time alone (with caps, QOS QTWEIGHT, the bounds, accrual policies) and configs that weigh
 * more; over queues with submit times that tie to the second and the minute, effective queue times
 * that leave the submission order, setspri priorities, ids without numbers, and jobs given out of
 * order. A quarter of the rounds at least take the short path, so the test is not vacuous.
 */
class QueueTimeOrderTest {

    private static final long NOW = at("2024-01-01T10:00");

    @Test
    void theOrderAndValuesOfThePlainPathWhereverItApplies() {
        Random rnd = new Random(29);
        int taken = 0;
        int rounds = 600;
        for (int round = 0; round < rounds; round++) {
            MauiConfig cfg = rnd.nextInt(4) == 0 ? randomConfig(rnd) : queueTimeConfig(rnd);
            Snapshot s = randomQueue(rnd);
            FairshareUsage usage = FairshareUsage.compute(cfg, s.fairshareWindows());
            List<Job> queued = s.jobs();
            long now = NOW + rnd.nextInt(7_200);
            JobPriorities.Ranked plain = Priorities.compute(cfg, s, usage::delta, now, queued, false).ranked();
            JobPriorities.Ranked quick = QueueTimeOrder.ranked(cfg, s, usage::delta, now, queued);
            if (quick == null) {
                continue;
            }
            taken++;
            assertEquals(ids(plain.jobs()), ids(quick.jobs()), "order, round " + round);
            assertEquals(plain.priorities().size(), quick.priorities().size());
            for (int i = 0; i < plain.priorities().size(); i++) {
                assertEquals(plain.priorities().get(i).jobId(), quick.priorities().get(i).jobId());
                assertEquals(plain.priorities().get(i).priority(), quick.priorities().get(i).priority(),
                        "round " + round + " position " + i);
            }
        }
        assertTrue(taken > rounds / 4, "short path taken " + taken + " of " + rounds);
    }

    /**
     * A config's calls one event after another ({@link QueueTimeOrder#carried} takes the order from
     * the last call's) give what a config of its own gives at each event (nothing carried): the same
     * order and values, or null both. The queue changes as the simulator's does, its jobs kept as
     * objects: arrivals (some submitted before the last job, some with a held-back queue time, a
     * setspri priority or a QOS of another QTWEIGHT), jobs that leave (more than the carry's window
     * at once too), jobs that change, and now and then a queue given out of order.
     */
    @Test
    void carriedFromTheLastCall_isWhatAConfigOfItsOwnGives() {
        Random rnd = new Random(2911);
        int carried = 0;
        int ranked = 0;
        for (int round = 0; round < 60; round++) {
            String[] lines = queueTimeLines(rnd);
            MauiConfig kept = cfg(lines);
            List<Job> queue = new ArrayList<>();
            long submit = NOW - 50_000;
            int next = 0;
            for (int event = 0; event < 40; event++) {
                for (int k = rnd.nextInt(4); k > 0; k--) {
                    submit += rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(600);
                    Job.Builder b = Job.builder((1000 + next++) + ".head").user("u" + rnd.nextInt(4)).procs(1)
                            .walltime(3600).submitTime(rnd.nextInt(25) == 0 ? submit - rnd.nextInt(5_000) : submit)
                            .qos(pick(rnd, 0, 0, 0, 1, 2) == 0 ? "hi" : rnd.nextBoolean() ? "lo" : null);
                    if (rnd.nextInt(30) == 0) {
                        b.systemQueueTime(submit + rnd.nextInt(3_600));
                    }
                    if (rnd.nextInt(80) == 0) {
                        b.systemPriority(1 + rnd.nextInt(5));
                    }
                    queue.add(b.build());
                }
                for (int k = rnd.nextInt(3); k > 0 && !queue.isEmpty(); k--) {
                    queue.remove(rnd.nextInt(queue.size()));
                }
                if (queue.size() > 12 && rnd.nextInt(10) == 0) { // more than the window at once
                    int from = rnd.nextInt(queue.size() - 10);
                    queue.subList(from, from + 10).clear();
                }
                if (!queue.isEmpty() && rnd.nextInt(6) == 0) {
                    int i = rnd.nextInt(queue.size());
                    Job j = queue.get(i);
                    queue.set(i, j.toBuilder().systemQueueTime(j.submitTime() + rnd.nextInt(2) * rnd.nextInt(3_600)).build());
                }
                List<Job> given = new ArrayList<>(queue);
                if (given.size() > 2 && rnd.nextInt(12) == 0) {
                    Collections.swap(given, rnd.nextInt(given.size()), rnd.nextInt(given.size()));
                }
                Snapshot s = new Snapshot(given, List.of(Node.idle("node001", 64)), List.of(), List.of(), List.of());
                long now = NOW + event * 60L;
                JobPriorities.Ranked plain = QueueTimeOrder.ranked(cfg(lines), s, null, now, given);
                JobPriorities.Ranked quick = QueueTimeOrder.ranked(kept, s, null, now, given);
                String at = "round " + round + " event " + event;
                assertEquals(plain == null, quick == null, at);
                if (plain == null) {
                    continue;
                }
                assertEquals(ids(plain.jobs()), ids(quick.jobs()), at);
                for (int i = 0; i < plain.priorities().size(); i++) {
                    assertEquals(plain.priorities().get(i).priority(), quick.priorities().get(i).priority(), at);
                }
                carried += QueueTimeOrder.of(kept).carried;
                ranked += given.size();
            }
        }
        assertTrue(carried * 3 > ranked, carried + " of " + ranked + " jobs carried in order");
    }

    @Test
    void notTakenWhereTheOrderDependsOnMoreThanTheQueueTime() {
        Snapshot s = new Snapshot(List.of(Job.builder("1.head").submitTime(NOW - 60).build()), List.of(), List.of(),
                List.of(), List.of());
        for (String line : List.of("XFACTORWEIGHT 1", "CREDWEIGHT 1\nUSERWEIGHT 1", "RESWEIGHT 1\nPROCWEIGHT 1",
                "FSWEIGHT 1\nFSUSERWEIGHT 1", "BYPASSWEIGHT 1", "SERVWEIGHT -1", "QUEUETIMEWEIGHT -1")) {
            assertEquals(null, QueueTimeOrder.ranked(cfg(line.split("\n")), s, null, NOW, s.jobs()), line);
        }
    }

    /** The tie-break by hand against the chain of keys it states: the same sign for every pair of random queues' jobs. */
    @Test
    void theTieBreakIsTheChainOfItsKeys() {
        java.util.Comparator<Job> plain = java.util.Comparator.comparingLong(Job::submitTime)
                .thenComparingLong(j -> QueueOrder.jobNumber(j.id()))
                .thenComparing(Job::id);
        Random rnd = new Random(31);
        for (int round = 0; round < 100; round++) {
            List<Job> jobs = randomQueue(rnd).jobs();
            for (Job a : jobs) {
                for (Job b : jobs) {
                    assertEquals(Integer.signum(plain.compare(a, b)), Integer.signum(QueueTimeOrder.tieBreak(a, b)),
                            a.id() + " " + b.id());
                }
            }
        }
    }

    private static List<String> ids(List<Job> jobs) {
        return jobs.stream().map(Job::id).toList();
    }

    /** Weights of the service component only, the others left to the guide's defaults or 0. */
    private static MauiConfig queueTimeConfig(Random rnd) {
        return cfg(queueTimeLines(rnd));
    }

    /** {@link #queueTimeConfig}'s lines. */
    private static String[] queueTimeLines(Random rnd) {
        List<String> lines = new ArrayList<>();
        lines.add("QUEUETIMEWEIGHT " + pick(rnd, 0, 1, 1, 10, 100_000_000));
        if (rnd.nextBoolean()) {
            lines.add("SERVWEIGHT " + pick(rnd, 0, 1, 3));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("QUEUETIMECAP " + (1 + rnd.nextInt(100)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("SERVCAP " + (1 + rnd.nextInt(200)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("XFACTORWEIGHT 0");
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("CREDWEIGHT " + rnd.nextInt(3));
            lines.add("USERCFG[u1] PRIORITY=" + (rnd.nextInt(2000) - 1000));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("TARGWEIGHT 1");
            lines.add("TARGETQUEUETIMEWEIGHT " + rnd.nextInt(3));
        }
        if (rnd.nextBoolean()) {
            lines.add("ENABLENEGJOBPRIORITY TRUE");
        }
        if (rnd.nextBoolean()) {
            lines.add("JOBPRIOACCRUALPOLICY " + (rnd.nextBoolean() ? "ALWAYS" : "FULLPOLICY"));
        }
        lines.add("FSPOLICY DEDICATEDPS");
        lines.add("USERCFG[DEFAULT] FSTARGET=" + (5 + rnd.nextInt(30)));
        boolean qosTerms = rnd.nextInt(4) == 0; // QTWEIGHTs that differ, an XFWEIGHT: the short path declines
        long qt = pick(rnd, 0, 3); // every QOS's, which jobs without a QOS lack
        lines.add("QOSCFG[hi] QTWEIGHT=" + (qosTerms ? pick(rnd, 0, 5) : qt) + (rnd.nextBoolean() ? "" : " QTTARGET=00:30:00"));
        lines.add("QOSCFG[lo] QTWEIGHT=" + (qosTerms ? pick(rnd, 0, 5) : qt) + " XFWEIGHT=" + (qosTerms ? pick(rnd, 0, 2) : 0));
        lines.add("QOSCFG[DEFAULT] QTWEIGHT=" + qt);
        return lines.toArray(new String[0]);
    }

    private static MauiConfig randomConfig(Random rnd) {
        List<String> lines = new ArrayList<>();
        for (String w : List.of("CREDWEIGHT", "USERWEIGHT", "FSWEIGHT", "FSUSERWEIGHT", "SERVWEIGHT",
                "QUEUETIMEWEIGHT", "XFACTORWEIGHT", "BYPASSWEIGHT", "RESWEIGHT", "PROCWEIGHT")) {
            if (rnd.nextBoolean()) {
                lines.add(w + " " + (rnd.nextInt(21) - 5));
            }
        }
        lines.add("FSPOLICY DEDICATEDPS");
        lines.add("USERCFG[DEFAULT] FSTARGET=20");
        return cfg(lines.toArray(new String[0]));
    }

    private static long pick(Random rnd, long... values) {
        return values[rnd.nextInt(values.length)];
    }

    private static Snapshot randomQueue(Random rnd) {
        List<Job> jobs = new ArrayList<>();
        Map<String, Double> users = new HashMap<>();
        int n = 1 + rnd.nextInt(60);
        int spread = (int) pick(rnd, 1, 60, 600, 100_000);
        long submit = NOW - rnd.nextInt(100_000);
        boolean shuffled = rnd.nextInt(4) == 0;
        boolean messy = rnd.nextInt(4) == 0; // effective queue times out of order, setspri
        boolean someWithoutQos = rnd.nextInt(3) == 0;
        for (int i = 0; i < n; i++) {
            String user = "u" + rnd.nextInt(4);
            users.merge(user, (double) rnd.nextInt(5_000), Double::sum);
            submit += rnd.nextInt(spread); // in order, ties included
            String id = rnd.nextInt(10) == 0 ? "job" + rnd.nextInt(1000) + "-" + i : (1000 - i % 7 + i * 3) + ".head";
            Job.Builder b = Job.builder(id).user(user).procs(1 + rnd.nextInt(64)).walltime(60L * (1 + rnd.nextInt(600)))
                    .submitTime(submit).bypassCount(rnd.nextInt(4))
                    .state(switch (rnd.nextInt(8)) {
                        case 0 -> JobState.HOLD;
                        case 1 -> JobState.DEFERRED;
                        default -> JobState.IDLE;
                    });
            if (messy && rnd.nextInt(12) == 0) {
                b.systemQueueTime(submit + rnd.nextInt(3_600)); // the throttling stage held its queue time back
            }
            if (messy && rnd.nextInt(40) == 0) {
                b.systemPriority(1 + rnd.nextInt(5));
            }
            int qos = rnd.nextInt(someWithoutQos ? 4 : 3);
            b.qos(qos == 0 ? "hi" : qos == 1 ? "lo" : qos == 2 ? "other" : null);
            jobs.add(b.build());
        }
        if (shuffled) {
            Collections.shuffle(jobs, rnd);
        }
        FairshareWindow w = new FairshareWindow(NOW - 3600, Map.of(CredentialKind.USER, users),
                users.values().stream().mapToDouble(Double::doubleValue).sum() + 1);
        return new Snapshot(jobs, List.of(Node.idle("node001", 64)), List.of(), List.of(), List.of(w));
    }
}
