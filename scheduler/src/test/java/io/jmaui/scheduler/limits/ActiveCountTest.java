package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.Cfg;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.limits.AnyEligibleTest.randomConfig;
import static io.jmaui.scheduler.limits.LimitFixtures.NOW;
import static io.jmaui.scheduler.limits.LimitFixtures.cluster;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Limits that count the active jobs as the jobs asked about need them ({@link ActiveCount}) give the
 * reasons, with their numbers, that limits counting every active job at once give: asked in random
 * orders (so that the credentials are covered in any order, and a counter is read after others were
 * covered in part), one job or a list at a time, with starts charged between the questions, under
 * per-user, per-group, scoped and QOS override limits and the random ones of {@link AnyEligibleTest}
 * (where the usage is not so shared, all is counted at once). Queues whose jobs share credentials
 * objects (the simulator's) or hold one each (the daemon's: past {@link ActiveCount#MOST} the rest is
 * counted at once).
 */
class ActiveCountTest {

    private static final String[] USERS = {"alice", "bob", "carol", "dave", "erin", "frank"};

    @Test
    void countedAsAsked_answersAsCountedAtOnce() {
        Random rnd = new Random(2026_11_29_3L);
        int lazily = 0;
        int refused = 0;
        for (int round = 0; round < 600; round++) {
            MauiConfig cfg = rnd.nextInt(3) == 0 ? randomConfig(rnd) : sharedOnly(rnd);
            lazily += SharedUsage.of(cfg).carries() ? 1 : 0;
            List<Credentials> objects = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                objects.add(credentials(rnd));
            }
            List<Job> active = new ArrayList<>();
            int host = 1;
            for (int i = 0, n = rnd.nextInt(16); i < n; i++) {
                int procs = 1 + rnd.nextInt(6);
                active.add(running(job("r" + i).credentials(pick(rnd, objects)).procs(procs)
                        .walltime(600L * (1 + rnd.nextInt(12))), hosts(host, procs)));
                host += procs;
            }
            List<Job> idle = new ArrayList<>();
            for (int i = 0, n = rnd.nextInt(16); i < n; i++) {
                idle.add(job("q" + i).credentials(pick(rnd, objects)).procs(1 + rnd.nextInt(12))
                        .walltime(600L * (1 + rnd.nextInt(12))).build());
            }
            Snapshot s = Snapshot.of(active, cluster());
            Limits asNeeded = Limits.of(cfg, s, NOW, true);
            Limits atOnce = Limits.of(cfg, s, NOW, false);
            for (int step = 0; step < 8 && !idle.isEmpty(); step++) {
                String at = "round " + round + " step " + step;
                Collections.shuffle(idle, rnd);
                if (rnd.nextBoolean()) { // one job alone, as the idle question and the iteration's fresh jobs are asked
                    List<Job> one = List.of(idle.get(0));
                    LimitPass pass = rnd.nextBoolean() ? LimitPass.HARD : LimitPass.SOFT;
                    assertEquals(atOnce.eligible(one, pass).reason(0), asNeeded.eligible(one, pass).reason(0), at);
                    assertEquals(atOnce.firstEligible(idle, pass), asNeeded.firstEligible(idle, pass), at);
                } else {
                    Eligibility a = atOnce.eligible(idle, LimitPass.HARD);
                    Eligibility b = asNeeded.eligible(idle, LimitPass.HARD);
                    for (int i = 0; i < idle.size(); i++) {
                        assertEquals(a.reason(i), b.reason(i), at + " job " + i);
                        refused += a.reason(i) == null ? 0 : 1;
                    }
                }
                Job started = idle.get(rnd.nextInt(idle.size()));
                List<String> on = hosts(1 + rnd.nextInt(200), started.procs());
                LimitPass pass = rnd.nextBoolean() ? LimitPass.HARD : LimitPass.SOFT;
                assertEquals(atOnce.check(started, pass, on), asNeeded.check(started, pass, on), at + " check");
                if (rnd.nextBoolean()) { // a start charged to both, as the engine charges its starts
                    atOnce.charge(started, on);
                    asNeeded.charge(started, on);
                    idle.remove(started);
                }
            }
        }
        assertTrue(lazily > 300, lazily + " rounds counted as asked");
        assertTrue(refused > 2_000, refused + " refusals compared");
    }

    /** Limits that read only each job's own credentials' usage: users', groups', scoped and QOS overrides. */
    private static MauiConfig sharedOnly(Random rnd) {
        List<String> lines = new ArrayList<>();
        lines.add("USERCFG[DEFAULT] MAXJOB=" + (1 + rnd.nextInt(3)) + "," + (2 + rnd.nextInt(3))
                + " MAXPROC=" + (3 + rnd.nextInt(6)) + "," + (6 + rnd.nextInt(6)));
        if (rnd.nextBoolean()) {
            lines.add("USERCFG[" + USERS[rnd.nextInt(USERS.length)] + "] MAXPROC=" + (1 + rnd.nextInt(8)));
        }
        if (rnd.nextBoolean()) {
            lines.add("GROUPCFG[g" + rnd.nextInt(3) + "] MAXJOB=" + (1 + rnd.nextInt(6)));
        }
        if (rnd.nextInt(4) == 0) {
            lines.add("GROUPCFG[g1] MAXPROC[USER:" + USERS[rnd.nextInt(USERS.length)] + "]=" + (2 + rnd.nextInt(8)));
        }
        if (rnd.nextInt(4) == 0) {
            lines.add("QOSCFG[hi] OMAXPROC=" + (6 + rnd.nextInt(10)));
        }
        return Cfg.cfg(lines.toArray(new String[0]));
    }

    /** One of {@link #USERS}, group g0 to g2, a quarter of them QOS hi. */
    private static Credentials credentials(Random rnd) {
        return new Credentials(USERS[rnd.nextInt(USERS.length)], "g" + rnd.nextInt(3), null, null,
                rnd.nextInt(4) == 0 ? "hi" : null);
    }

    /** One of {@code objects}, or, a third of the time, an object of its own with one's names (as the daemon maps each job). */
    private static Credentials pick(Random rnd, List<Credentials> objects) {
        Credentials c = objects.get(rnd.nextInt(objects.size()));
        return rnd.nextInt(3) == 0 ? new Credentials(c.user(), c.group(), c.account(), c.jobClass(), c.qos()) : c;
    }
}
