package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The carried ranking ({@link PriorityCarry}) against the ranking that works every job out afresh,
 * over random histories of a queue: jobs leave (some many in a row), arrive, come back with another
 * bypass count, request, state, credentials or QOS under the same id, the fairshare usage moves, the
 * nodes and the maui.cfg change now and then, and credentials outnumber the carried table. At every
 * step every priority and the queue order must be those of the uncached path, and an older carry
 * read a second time must give them as well.
 */
class PriorityCarryTest {

    private static final long T0 = at("2024-01-01T10:00");

    private static final List<MauiConfig> CONFIGS = List.of(
            cfg("QUEUETIMEWEIGHT 1"),
            cfg("CREDWEIGHT 3", "USERWEIGHT 2", "CLASSWEIGHT 7", "QOSWEIGHT 1", "USERCFG[u3] PRIORITY=500",
                    "CLASSCFG[express] PRIORITY=1000", "QOSCFG[hi] PRIORITY=300 QTWEIGHT=5 XFTARGET=2.5",
                    "QOSCFG[tq] QTTARGET=1:00:00",
                    "FSWEIGHT 2", "FSUSERWEIGHT 11", "FSACCOUNTWEIGHT 3", "FSPOLICY DEDICATEDPS",
                    "USERCFG[DEFAULT] FSTARGET=15", "ACCOUNTCFG[a1] FSTARGET=40",
                    "SERVWEIGHT 2", "QUEUETIMEWEIGHT 3", "XFACTORWEIGHT 17", "BYPASSWEIGHT 13", "XFACTORCAP 9",
                    "TARGWEIGHT 1", "TARGETXFACTORWEIGHT 1", "TARGETQUEUETIMEWEIGHT 1",
                    "RESWEIGHT 3", "PROCWEIGHT 7", "MEMWEIGHT 3", "WALLTIMEWEIGHT 1", "PEWEIGHT 5",
                    "NODEWEIGHT 2", "PROCCAP 40",
                    "USAGEWEIGHT 1", "USAGEEXECUTIONTIMEWEIGHT 2", "USAGEPERCENTWEIGHT 3", "ENABLENEGJOBPRIORITY TRUE"),
            cfg("RESWEIGHT -2", "PROCWEIGHT 3", "MEMWEIGHT 1", "QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 100",
                    "XFMINWCLIMIT 0:10:00", "ENABLENEGJOBPRIORITY TRUE"));

    private static final String[] CLASSES = {"batch", "long", "express"};
    private static final String[] QOS = {null, "hi", "tq"};

    @Test
    void carriedPrioritiesAreThoseWorkedOutAfresh() {
        for (int seed = 1; seed <= 40; seed++) {
            history(new Random(seed), seed);
        }
    }

    private void history(Random rnd, int seed) {
        MauiConfig cfg = CONFIGS.get(rnd.nextInt(CONFIGS.size()));
        List<Node> nodes = nodes(16 + rnd.nextInt(3) * 8);
        List<Job> queue = new ArrayList<>();
        int next = 0;
        int users = 5 + rnd.nextInt(40);
        for (int i = 0; i < 60 + rnd.nextInt(120); i++) {
            queue.add(job(rnd, next++, T0 - rnd.nextInt(40_000), users));
        }
        PriorityCarry carry = PriorityCarry.NONE;
        PriorityCarry older = PriorityCarry.NONE;
        List<Job> olderQueue = List.of();
        long now = T0;
        for (int step = 0; step < 60; step++) {
            now += 1 + rnd.nextInt(900);
            String where = "seed " + seed + " step " + step;
            Snapshot s = new Snapshot(queue, nodes, List.of(), List.of(), List.of(window(rnd, now, users)));
            FairshareUsage usage = FairshareUsage.compute(cfg, s.fairshareWindows(), s.nodes());
            Priorities.Carried carried = Priorities.compute(cfg, s, usage::delta, now, queue, carry);
            JobPriorities fresh = Priorities.compute(cfg, s, usage::delta, now, queue, false);
            assertEquals(fresh.all(), carried.priorities().all(), where);
            assertEquals(fresh.ranked().jobs(), carried.priorities().ranked().jobs(), where);
            // an older carry, read again on another queue, still holds
            Priorities.Carried again = Priorities.compute(cfg, s, usage::delta, now, queue, older);
            assertEquals(fresh.all(), again.priorities().all(), where + " (an older carry)");
            older = step % 3 == 0 ? carry : older;
            carry = carried.carry();
            olderQueue = queue;
            queue = evolve(rnd, queue, next, now, users);
            next += 200;
            if (rnd.nextInt(15) == 0) {
                nodes = nodes(16 + rnd.nextInt(3) * 8); // the cluster's configured resources may change
            }
            if (rnd.nextInt(20) == 0) {
                cfg = CONFIGS.get(rnd.nextInt(CONFIGS.size())); // another maui.cfg: other settings
            }
        }
        assertTrue(carry.size() > 0 || olderQueue.isEmpty());
    }

    /** The queue at the next event: leavers, newcomers, and jobs seen again with something changed. */
    private static List<Job> evolve(Random rnd, List<Job> queue, int next, long now, int users) {
        List<Job> out = new ArrayList<>();
        for (int i = 0; i < queue.size(); i++) {
            Job j = queue.get(i);
            int r = rnd.nextInt(100);
            if (r < 6) {
                continue; // started or cancelled
            }
            if (r == 6 && rnd.nextBoolean()) {
                i += rnd.nextInt(30); // a run of jobs leaving at once, past the look-ahead
                continue;
            }
            if (r < 20) {
                j = j.withBypassCount(j.bypassCount() + 1 + rnd.nextInt(3));
            } else if (r < 23) {
                j = j.toBuilder().walltime(j.walltime() + 60 * (1 + rnd.nextInt(30))).build();
            } else if (r < 25) {
                j = j.toBuilder().tasks(j.tasks() + 1).build();
            } else if (r < 27) {
                j = j.toBuilder().user("u" + rnd.nextInt(users)).build();
            } else if (r < 29) {
                j = j.toBuilder().state(JobState.HOLD).build();
            } else if (r < 31) {
                j = j.toBuilder().running(now - rnd.nextInt(3_000), List.of()).build();
            } else if (r < 32) {
                j = j.toBuilder().perTask(new Resources(j.perTask().procs(), j.perTask().memMb() + 512, 0, 0)).build();
            } else if (r < 33) {
                j = j.toBuilder().extraReqs(List.of(new Req(2, Resources.procs(1), 0, 0, Set.of(), null))).build();
            } else if (r < 34) {
                j = j.toBuilder().systemPriority(rnd.nextInt(5)).build();
            } else if (r < 36) {
                j = j.toBuilder().qos(QOS[rnd.nextInt(QOS.length)]).build(); // targets or none
            }
            out.add(j);
        }
        int arrivals = rnd.nextInt(rnd.nextInt(8) == 0 ? 150 : 12);
        for (int k = 0; k < arrivals; k++) {
            // new users now and then: past the table's MAX distinct credentials in long histories
            out.add(job(rnd, next + k, now - rnd.nextInt(60), rnd.nextInt(4) == 0 ? 5_000 : users));
        }
        if (rnd.nextInt(10) == 0 && out.size() > 2) {
            out.add(0, out.remove(out.size() - 1)); // the order need not hold either
        }
        return out;
    }

    private static Job job(Random rnd, int n, long submit, int users) {
        int procs = 1 + rnd.nextInt(rnd.nextBoolean() ? 4 : 64);
        Job.Builder b = Job.builder(n + ".head").user("u" + rnd.nextInt(users)).group("g" + rnd.nextInt(4))
                .account("a" + rnd.nextInt(3)).jobClass(CLASSES[rnd.nextInt(CLASSES.length)])
                .qos(QOS[rnd.nextInt(QOS.length)])
                .tasks(procs).perTask(new Resources(1, 256L * rnd.nextInt(8), 0, 0))
                .nodes(rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(3) : 0)
                .walltime(rnd.nextInt(10) == 0 ? 0 : 60L * (1 + rnd.nextInt(2_000))).submitTime(submit);
        return b.build();
    }

    private static List<Node> nodes(int n) {
        List<Node> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(Node.idle(String.format("n%03d", i), 8));
        }
        return out;
    }

    private static FairshareWindow window(Random rnd, long now, int users) {
        Map<String, Double> byUser = new HashMap<>();
        Map<String, Double> byAccount = new HashMap<>();
        for (int u = 0; u < users; u++) {
            byUser.put("u" + u, (double) rnd.nextInt(1_000));
        }
        for (int a = 0; a < 3; a++) {
            byAccount.put("a" + a, (double) rnd.nextInt(5_000));
        }
        double total = byUser.values().stream().mapToDouble(Double::doubleValue).sum() + 1;
        return new FairshareWindow(now - 3_600, Map.of(CredentialKind.USER, byUser, CredentialKind.ACCOUNT, byAccount),
                total);
    }
}
