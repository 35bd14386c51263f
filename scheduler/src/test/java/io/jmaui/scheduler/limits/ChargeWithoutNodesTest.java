package io.jmaui.scheduler.limits;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Without a node limit, a start charged to the limits counts no hosts ({@link Limits#charge}); the
 * checks and eligible lists after random charges must be those of the same limits where the hosts
 * are counted: the same config plus a node limit of a user no job has, which makes every charge
 * count its distinct hosts and changes no verdict.
 */
class ChargeWithoutNodesTest {

    private static final String[] USERS = {"u1", "u2", "u3"};

    @Test
    void charges_without_hosts_give_the_verdicts_of_charges_with_them() {
        Random rnd = new Random(31);
        String[] rules = {"USERCFG[DEFAULT] MAXJOB=2,3", "USERCFG[u1] MAXPROC=6,9", "GROUPCFG[g1] MAXPS=40000",
                "SYSTEMCFG MAXPROC=20", "USERCFG[u2] MAXWC=3:00:00", "QOSCFG[q1] OMAXJOB=1", "USERCFG[u3] MAXIJOB=2"};
        for (int round = 0; round < 200; round++) {
            List<String> lines = new ArrayList<>();
            for (String r : rules) {
                if (rnd.nextBoolean()) {
                    lines.add(r);
                }
            }
            MauiConfig plain = cfg(lines.toArray(new String[0]));
            lines.add("USERCFG[nobody] MAXNODE=1000");
            MauiConfig counted = cfg(lines.toArray(new String[0]));
            List<Job> active = new ArrayList<>();
            for (int i = rnd.nextInt(5); i > 0; i--) {
                active.add(running(random(rnd, "r" + i), hosts(1 + rnd.nextInt(8), 1 + rnd.nextInt(3))));
            }
            Limits a = limits(plain, active);
            Limits b = limits(counted, active);
            for (int step = 0; step < 12; step++) {
                Job j = random(rnd, "j" + step).build();
                List<String> on = rnd.nextInt(4) == 0 ? List.of() : hosts(1 + rnd.nextInt(8), j.procs());
                for (LimitPass pass : LimitPass.values()) {
                    assertEquals(b.check(j, pass, on), a.check(j, pass, on), () -> lines + " " + j);
                }
                List<Job> idle = List.of(random(rnd, "i1").build(), random(rnd, "i2").build(), j);
                Eligibility ea = a.eligible(idle);
                Eligibility eb = b.eligible(idle);
                assertEquals(eb.eligible(), ea.eligible());
                for (int k = 0; k < idle.size(); k++) {
                    assertEquals(eb.reason(k), ea.reason(k));
                }
                if (rnd.nextBoolean()) {
                    a.charge(j, on);
                    b.charge(j, on);
                }
            }
        }
    }

    private static Job.Builder random(Random rnd, String id) {
        return job(id).user(USERS[rnd.nextInt(USERS.length)]).group(rnd.nextBoolean() ? "g1" : "g2")
                .qos(rnd.nextInt(3) == 0 ? "q1" : null).procs(1 + rnd.nextInt(4)).walltime(600L * (1 + rnd.nextInt(12)));
    }
}
