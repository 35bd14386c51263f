package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The current window's charge with each job's name slots carried from the last charge
 * ({@link NameSlots}) against the plain rebuild ({@link PlainAccrual#rebuilt}), to the bit, event
 * after event as the simulator chains them: the same job objects again and again, jobs started
 * and ended anywhere in the list (an end a new object, completed), the list reordered, names new
 * to the window (every slot after them moves), kinds a job has no name of, jobs not charged
 * (starting), and two configs whose chains interleave, so that each carry meets the other's
 * windows and jobs. DEDICATEDPS and DEDICATEDGPUS: the slots are the same under any metric.
 */
class NameSlotsTest {

    private static final String[] USERS = {"alice", "bob", "carol", "dave", "erin", "frank"};

    @Test
    void carried_slots_charge_as_the_plain_rebuild() {
        Random rnd = new Random(41);
        for (int round = 0; round < 30; round++) {
            List<Chain> chains = List.of(new Chain(rnd, "DEDICATEDPS"), new Chain(rnd, rnd.nextBoolean() ? "DEDICATEDGPUS" : "DEDICATEDPS"));
            for (int event = 0; event < 120; event++) {
                Chain c = chains.get(rnd.nextInt(chains.size()));
                c.step(rnd, event);
                assertEquals(c.plain, c.carried, "round " + round + " event " + event + " " + c.policy);
            }
        }
    }

    /** One config's windows, accrued event after event both ways, over one list of jobs. */
    private static final class Chain {
        final String policy;
        final MauiConfig cfg;
        final FsSettings s;
        final List<Job> jobs = new ArrayList<>();
        long now = 1_700_000_000L;
        List<FairshareWindow> plain = List.of();
        List<FairshareWindow> carried = List.of();

        Chain(Random rnd, String policy) {
            this.policy = policy;
            this.cfg = cfg("FSPOLICY " + policy, "FSINTERVAL " + (6 + rnd.nextInt(19)) + ":00:00", "FSDEPTH 3");
            this.s = FsSettings.of(cfg);
        }

        void step(Random rnd, int event) {
            int what = rnd.nextInt(12);
            if (jobs.isEmpty() || what < 3) { // a start, anywhere in the list
                jobs.add(rnd.nextInt(jobs.size() + 1), job(rnd, now, event));
            } else if (what < 5) { // an end: the job completed, a new object where it was
                int i = rnd.nextInt(jobs.size());
                jobs.set(i, jobs.get(i).toBuilder().state(JobState.COMPLETED).completionTime(now).build());
            } else if (what < 7) { // gone from the list
                jobs.remove(rnd.nextInt(jobs.size()));
            } else if (what < 8) {
                Collections.shuffle(jobs, rnd);
            }
            long from = now;
            now += rnd.nextInt(8) == 0 ? 0 : 1 + rnd.nextInt(rnd.nextInt(20) == 0 ? (int) s.interval() : 1200);
            long current = s.windowStart(now);
            long oldestKept = current - (long) Math.max(0, s.depth() - 1) * s.interval();
            plain = PlainAccrual.rebuilt(s, plain, jobs, null, from, now, current, oldestKept);
            carried = Fairshare.accrue(cfg, carried, jobs, from, now);
        }
    }

    private static Job job(Random rnd, long now, int j) {
        String user = rnd.nextInt(6) == 0 ? "u" + rnd.nextInt(60) : USERS[rnd.nextInt(USERS.length)];
        Job.Builder b = Job.builder("j" + j).user(user).group("g" + rnd.nextInt(3))
                .account(rnd.nextBoolean() ? "a" + rnd.nextInt(4) : null).qos(rnd.nextBoolean() ? "normal" : null)
                .procs(1 + rnd.nextInt(8));
        Job running = b.running(now - rnd.nextInt(600), List.of("node01")).build();
        return rnd.nextInt(8) == 0 ? running.toBuilder().state(JobState.STARTING).build() : running;
    }
}
