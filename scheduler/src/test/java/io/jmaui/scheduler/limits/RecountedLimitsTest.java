package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.limits.AnyEligibleTest.randomConfig;
import static io.jmaui.scheduler.limits.LimitFixtures.NOW;
import static io.jmaui.scheduler.limits.LimitFixtures.cluster;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A {@link Limits} {@link Limits#release}d and counted again by the next {@link Limits#of} answers as
 * a new one ({@link Limits#fresh}) built on the same snapshot at the same time: the eligible lists of
 * both passes (explained or not), {@link Limits#anyEligible} and the checks of starts, with starts
 * charged between the questions (the object released carries them), over random hard, soft, idle,
 * system, scoped, proc-second (the time moves on between events) and QOS override limits, running
 * jobs that stay, end and start from event to event, and users met for the first time at later
 * events (numbered after those of earlier ones). Configs with a node limit keep no object.
 */
class RecountedLimitsTest {

    @Test
    void recountedLimits_answerAsNewOnes() {
        Random rnd = new Random(11_28);
        int reused = 0;
        int refused = 0;
        for (int round = 0; round < 300; round++) {
            MauiConfig cfg = randomConfig(rnd);
            List<Job> active = new ArrayList<>();
            long now = NOW;
            int next = 0;
            Limits last = null;
            for (int event = 0; event < 12; event++) {
                now += 60L * rnd.nextInt(40);
                active.removeIf(j -> rnd.nextInt(4) == 0);
                for (int i = 0, n = rnd.nextInt(4); i < n; i++) {
                    int procs = 1 + rnd.nextInt(8);
                    active.add(job("r" + next++).credentials(credentials(rnd, event)).procs(procs)
                            .walltime(600L * (1 + rnd.nextInt(12))).running(now - 60L * rnd.nextInt(30),
                                    hosts(1 + rnd.nextInt(200), procs)).build());
                }
                List<Job> idle = new ArrayList<>();
                for (int i = 0, n = rnd.nextInt(10); i < n; i++) {
                    idle.add(job("q" + next++).credentials(credentials(rnd, event)).procs(1 + rnd.nextInt(24))
                            .walltime(600L * (1 + rnd.nextInt(12))).build());
                }
                List<Job> jobs = new ArrayList<>(active);
                jobs.addAll(idle);
                Snapshot s = Snapshot.of(jobs, cluster());
                Limits kept = Limits.of(cfg, s, now);
                Limits plain = Limits.fresh(cfg, s, now);
                for (int step = 0; step < 4; step++) {
                    for (LimitPass pass : LimitPass.values()) {
                        String at = "round " + round + " event " + event + " step " + step + " " + pass;
                        Eligibility k = kept.eligible(idle, pass);
                        Eligibility p = plain.eligible(idle, pass);
                        Eligibility u = kept.eligible(idle, pass, false);
                        Eligibility v = plain.eligible(idle, pass, false);
                        for (int i = 0; i < idle.size(); i++) {
                            assertEquals(p.reason(i), k.reason(i), at + " job " + i);
                            assertEquals(v.reason(i), u.reason(i), at + " unexplained job " + i);
                            refused += p.reason(i) == null ? 0 : 1;
                        }
                        assertEquals(plain.anyEligible(idle, pass), kept.anyEligible(idle, pass), at);
                    }
                    if (!idle.isEmpty()) {
                        Job started = idle.get(rnd.nextInt(idle.size()));
                        List<String> on = hosts(1 + rnd.nextInt(200), started.procs());
                        for (LimitPass pass : LimitPass.values()) {
                            assertEquals(plain.check(started, pass, on), kept.check(started, pass, on));
                        }
                        kept.charge(started, on);
                        plain.charge(started, on);
                    }
                }
                if (rnd.nextInt(5) != 0) { // now and then the iteration keeps it: the next one is new
                    kept.release();
                    if (rnd.nextBoolean()) { // taken and given back unasked: counted again at the next event all the same
                        Limits again = Limits.of(cfg, s, now);
                        reused += again == kept ? 1 : 0;
                        again.release();
                    }
                }
                reused += event > 0 && kept == last ? 1 : 0;
                last = kept;
            }
        }
        assertTrue(reused > 1_000, reused + " objects counted again");
        assertTrue(refused > 5_000, refused + " refusals compared");
    }

    /** One of {@link AnyEligibleTest#USERS} mostly, else a user first met at about this event. */
    private static Credentials credentials(Random rnd, int event) {
        String user = rnd.nextInt(3) == 0 ? "u" + (event + rnd.nextInt(3)) : AnyEligibleTest.USERS[rnd.nextInt(3)];
        return new Credentials(user, "g" + rnd.nextInt(2), null, null, rnd.nextInt(4) == 0 ? "hi" : null);
    }
}
