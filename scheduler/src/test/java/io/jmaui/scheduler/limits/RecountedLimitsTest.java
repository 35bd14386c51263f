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
 * A {@link Limits} {@link Limits#release}d and taken by the next {@link Limits#of}, its usage carried
 * to the new snapshot (configs whose limits read no time, cluster or hosts) or counted again (the
 * others), answers as a new one ({@link Limits#fresh}, which counts every amount) built on the same
 * snapshot at the same time: the eligible lists of both passes (explained or not),
 * {@link Limits#anyEligible} and the checks of starts, with starts charged between the questions (the
 * object released carries them; they run at the next event as new job objects, as the simulator
 * shows them), over random hard, soft, idle, system, scoped, proc-second (the time moves on between
 * events) and QOS override limits, running jobs that stay, end, start and now and then change places
 * from event to event, and users met for the first time at later events (numbered after those of
 * earlier ones). Configs with a node limit keep no object.
 */
class RecountedLimitsTest {

    @Test
    void recountedLimits_answerAsNewOnes() {
        Random rnd = new Random(11_28);
        int reused = 0;
        int carried = 0;
        int refused = 0;
        for (int round = 0; round < 300; round++) {
            MauiConfig cfg = rnd.nextBoolean() ? randomConfig(rnd) : untimed(rnd);
            List<Job> active = new ArrayList<>();
            long now = NOW;
            int next = 0;
            Limits last = null;
            List<Job> startedLast = new ArrayList<>();
            for (int event = 0; event < 12; event++) {
                now += 60L * rnd.nextInt(40);
                active.removeIf(j -> rnd.nextInt(4) == 0);
                if (active.size() > 1 && rnd.nextInt(6) == 0) { // two running jobs change places
                    active.add(active.remove(rnd.nextInt(active.size() - 1)));
                }
                active.addAll(startedLast);
                startedLast.clear();
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
                        // it runs at the next event as a new object (sometimes one of another size: shown anew)
                        startedLast.add(Job.builder(started.id()).credentials(started.credentials())
                                .procs(rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(24) : started.procs())
                                .walltime(started.walltime()).running(now, on).build());
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
                carried += event > 0 && kept == last && kept.carries() ? 1 : 0;
                last = kept;
            }
        }
        assertTrue(reused > 1_000, reused + " objects taken again");
        assertTrue(carried > 700, carried + " objects carried");
        assertTrue(refused > 5_000, refused + " refusals compared");
    }

    /**
     * Random limits that read no time, cluster or hosts: user, DEFAULT, group, system and scoped
     * process and job counts, hard or soft, idle limits, QOS overrides and exemptions.
     */
    private static MauiConfig untimed(Random rnd) {
        List<String> lines = new ArrayList<>();
        for (String user : AnyEligibleTest.USERS) {
            if (rnd.nextBoolean()) {
                lines.add("USERCFG[" + user + "] MAXPROC=" + (4 + rnd.nextInt(12)) + "," + (16 + rnd.nextInt(16))
                        + (rnd.nextBoolean() ? " MAXJOB=" + (1 + rnd.nextInt(4)) : "")
                        + (rnd.nextInt(3) == 0 ? " MAXIJOB=" + (1 + rnd.nextInt(2)) : ""));
            }
        }
        if (rnd.nextBoolean()) {
            lines.add("USERCFG[DEFAULT] MAXPROC=" + (6 + rnd.nextInt(10)) + " MAXJOB=" + (2 + rnd.nextInt(4)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("GROUPCFG[g0] MAXJOB=" + (1 + rnd.nextInt(6)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("SYSTEMCFG MAXPROC=" + (20 + rnd.nextInt(40)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("QOSCFG[hi] OMAXPROC=" + (10 + rnd.nextInt(20)) + (rnd.nextBoolean() ? " QFLAGS=IGNMAXPROC" : ""));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("GROUPCFG[g1] MAXPROC[USER:alice]=" + (2 + rnd.nextInt(8)));
        }
        return io.jmaui.scheduler.config.Cfg.cfg(lines.toArray(new String[0]));
    }

    /** One of {@link AnyEligibleTest#USERS} mostly, else a user first met at about this event. */
    private static Credentials credentials(Random rnd, int event) {
        String user = rnd.nextInt(3) == 0 ? "u" + (event + rnd.nextInt(3)) : AnyEligibleTest.USERS[rnd.nextInt(3)];
        return new Credentials(user, "g" + rnd.nextInt(2), null, null, rnd.nextInt(4) == 0 ? "hi" : null);
    }
}
