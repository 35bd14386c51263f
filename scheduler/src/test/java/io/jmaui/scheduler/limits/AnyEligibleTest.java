package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link Limits#anyEligible} (the simulator's question at an event: does the limits keep every
 * small job back?) and {@link Limits#firstEligible} (which job is the first let through) answer as
 * the eligible list does, over random hard, soft, idle, system,
 * scoped and QOS override limits, running jobs and queues; and it leaves the limits as they were.
 */
class AnyEligibleTest {

    static final String[] USERS = {"alice", "bob", "carol"};

    @Test
    void answersAsTheEligibleList() {
        Random rnd = new Random(6_2);
        int some = 0;
        int none = 0;
        for (int round = 0; round < 400; round++) {
            MauiConfig cfg = randomConfig(rnd);
            List<Job> active = randomActive(rnd);
            List<Job> idle = new ArrayList<>();
            for (int i = 0, n = rnd.nextInt(10); i < n; i++) {
                idle.add(job("q" + i).user(USERS[rnd.nextInt(3)]).group("g" + rnd.nextInt(2)).procs(1 + rnd.nextInt(24))
                        .walltime(600L * (1 + rnd.nextInt(12))).qos(rnd.nextInt(4) == 0 ? "hi" : null).build());
            }
            for (LimitPass pass : LimitPass.values()) {
                Limits limits = limits(cfg, active);
                List<Job> listed = limits.eligible(idle, pass).eligible();
                boolean expected = !listed.isEmpty();
                assertEquals(expected, limits.anyEligible(idle, pass), "round " + round + " " + pass);
                assertEquals(expected ? idle.indexOf(listed.get(0)) : -1, limits.firstEligible(idle, pass),
                        "round " + round + " " + pass);
                assertEquals(expected, !limits.eligible(idle, pass).eligible().isEmpty(), "unchanged after, round " + round);
                if (expected) {
                    some++;
                } else {
                    none++;
                }
            }
        }
        assertEquals(true, some > 100 && none > 100, some + " rounds with an eligible job, " + none + " without");
    }

    /** Up to 11 running jobs of random credentials ({@link #randomCredentials}), sizes and walltimes, on distinct hosts. */
    static List<Job> randomActive(Random rnd) {
        List<Job> active = new ArrayList<>();
        int host = 1;
        for (int i = 0, n = rnd.nextInt(12); i < n; i++) {
            int procs = 1 + rnd.nextInt(8);
            active.add(running(job("r" + i).credentials(randomCredentials(rnd)).procs(procs)
                    .walltime(600L * (1 + rnd.nextInt(12))), hosts(host, procs)));
            host += procs;
        }
        return active;
    }

    /** One of {@link #USERS}, group g0 or g1, a quarter of them QOS hi. */
    static Credentials randomCredentials(Random rnd) {
        return new Credentials(USERS[rnd.nextInt(USERS.length)], "g" + rnd.nextInt(2), null, null,
                rnd.nextInt(4) == 0 ? "hi" : null);
    }

    /** Random user, group, system, idle, scoped and QOS override limits over {@code USERS}, groups g0 and g1, QOS hi. */
    static MauiConfig randomConfig(Random rnd) {
        List<String> lines = new ArrayList<>();
        for (String user : USERS) {
            StringBuilder b = new StringBuilder("USERCFG[" + user + "]");
            if (rnd.nextBoolean()) {
                b.append(" MAXPROC=").append(4 + rnd.nextInt(12)).append(',').append(16 + rnd.nextInt(16));
            }
            if (rnd.nextBoolean()) {
                b.append(" MAXJOB=").append(1 + rnd.nextInt(4));
            }
            if (rnd.nextInt(3) == 0) {
                b.append(" MAXIJOB=").append(1 + rnd.nextInt(2));
            }
            if (rnd.nextInt(3) == 0) {
                b.append(" MAXIPROC=").append(2 + rnd.nextInt(10));
            }
            if (rnd.nextInt(3) == 0) {
                b.append(" MAXPS=").append(3600L * (1 + rnd.nextInt(40)));
            }
            if (b.indexOf("=") > 0) {
                lines.add(b.toString());
            }
        }
        if (rnd.nextBoolean()) {
            lines.add("GROUPCFG[g0] MAXNODE=" + (2 + rnd.nextInt(16)) + " MAXJOB=" + (1 + rnd.nextInt(6)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("USERCFG[DEFAULT] MAXPROC=" + (6 + rnd.nextInt(10)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("SYSTEMCFG MAXPROC=" + (20 + rnd.nextInt(40)));
        }
        if (rnd.nextInt(4) == 0) {
            lines.add("SYSTEMMAXPROCPERJOB " + (8 + rnd.nextInt(16)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("QOSCFG[hi] OMAXPROC=" + (10 + rnd.nextInt(20)) + (rnd.nextBoolean() ? " QFLAGS=IGNMAXPROC" : ""));
        }
        if (rnd.nextInt(4) == 0) {
            lines.add("GROUPCFG[g1] MAXPROC[USER:alice]=" + (2 + rnd.nextInt(8)));
        }
        return cfg(lines.toArray(new String[0]));
    }
}
