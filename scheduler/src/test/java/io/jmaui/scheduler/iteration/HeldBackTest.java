package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.limits.SharedUsage;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.function.Supplier;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link NothingWithinLimits} started from the last idle event's answer ({@link HeldBack}) answers
 * at each event as the plain question over the whole queue does, over random event sequences as a
 * simulator makes them (jobs arriving, starting, ending, held, released, suspended; the processors
 * free going up and down; the same job objects from event to event, in the same order) and random
 * per-user, per-group, system, idle and QOS override limits; and where a limit reads the time or
 * the cluster (MAXPS, MAXWC, MAXPE) nothing is carried.
 */
class HeldBackTest {

    static final long T0 = at("2024-03-04T08:00");
    static final String[] USERS = {"alice", "bob", "carol"};
    static final String[][] CONFIGS = {
        {"USERCFG[DEFAULT] MAXJOB=2 MAXPROC=6"},
        {"USERCFG[DEFAULT] MAXPROC=5", "USERCFG[carol] MAXJOB=1", "GROUPCFG[g1] MAXPROC=7"},
        {"SYSTEMCFG MAXPROC=12", "USERCFG[DEFAULT] MAXJOB=3"},
        {"USERCFG[DEFAULT] MAXPROC=6 MAXIJOB=2 MAXIPROC=5"},
        {"USERCFG[DEFAULT] MAXNODE=2 MAXPROC=8"},
        {"USERCFG[DEFAULT] MAXJOB=2", "QOSCFG[hi] OMAXJOB=4", "USERCFG[bob] QLIST=hi QDEF=hi"},
        {"USERCFG[DEFAULT] MAXPS=40000 MAXPROC=6"},
        {"USERCFG[DEFAULT] MAXWC=20000"},
        {"USERCFG[DEFAULT] MAXPE=6"},
        {"GROUPCFG[g0] MAXJOB[USER]=1", "USERCFG[DEFAULT] MAXPROC=7"},
        {"GROUPCFG[DEFAULT] MAXPROC=6", "USERCFG[bob] MAXJOB=1"},
    };

    @Test
    void startingFromTheLastIdleEvent_answersAsTheWholeQueue() {
        Random rnd = new Random(2026_11_27_1L);
        List<Node> cluster = nodes("n", 6, 4);
        int carried = 0;
        int byThrottle = 0;
        int held = 0;
        int notHeld = 0;
        int handedOn = 0;
        int pastChanges = 0;
        int standing = 0;
        for (int round = 0; round < 600; round++) {
            MauiConfig c = cfg(CONFIGS[rnd.nextInt(CONFIGS.length)]);
            // half the rounds carry past a change of the active jobs or more processors free, where the config allows
            SharedUsage shared = rnd.nextBoolean() ? SharedUsage.of(c) : null;
            List<Job> running = new ArrayList<>();
            List<Job> queued = new ArrayList<>();
            HeldBack.Last last = null;
            long now = T0;
            long free = 4;
            int ids = 0;
            for (int event = 0; event < 40; event++) {
                String at = "round " + round + " event " + event;
                ids = step(rnd, running, queued, now, ids);
                if (rnd.nextInt(4) == 0) { // a start and an arrival at once, say
                    ids = step(rnd, running, queued, now, ids);
                }
                List<Job> all = new ArrayList<>(running);
                all.addAll(queued);
                Snapshot s = Snapshot.of(all, cluster);
                free = rnd.nextInt(3) == 0 ? rnd.nextInt(10) : free; // mostly as at the last event, as while jobs only arrive
                long when = now;
                Supplier<Throttle> plainThrottle = () -> new LimitsThrottle(Limits.of(c, s, when));
                long f = free;
                boolean plain = NothingWithinLimits.holds(s, now, f, plainThrottle);
                boolean stands = last != null && last.freshIn(s, f) != null;
                HeldBack.Fresh past = last == null || stands ? null : last.freshIn(s, f, shared);
                NothingWithinLimits.Answer a = NothingWithinLimits.holds(s, now, f,
                        () -> new LimitsThrottle(Limits.of(c, s, when)), last, shared);
                assertEquals(plain, a.held(), at);
                if (stands) {
                    carried++;
                    byThrottle += last.throttle() != null ? 1 : 0;
                }
                if (past != null) {
                    pastChanges++;
                }
                if (a.held()) {
                    held++;
                } else {
                    notHeld++;
                    assertNull(a.keep(), at);
                    if (stands && a.asked() != null && a.asked() == last.throttle()) {
                        // the iteration that follows takes the last event's throttle (Prepared.offerThrottle)
                        sameAnswers(rnd, a.asked(), new LimitsThrottle(Limits.of(c, s, when)), s, at);
                        handedOn++;
                    }
                }
                if (a.keep() != null) {
                    assertTrue(a.keep().throttle() == null || a.keep().throttle().followsActiveJobs(), at);
                }
                if (a.standing() != null) {
                    assertNull(a.standing().throttle(), at); // the iteration that follows may charge its starts to the one asked
                    standing++;
                }
                // the event ends idle (its answer kept) unless some later check declined, or a job may start: then
                // an iteration follows, and the answer that stands past its starts is kept
                last = a.held() && rnd.nextInt(6) != 0 ? a.keep() : rnd.nextInt(4) != 0 ? a.standing() : null;
                if (last != null && !a.held() && rnd.nextBoolean()) { // the iteration started a job or two
                    ids = step(rnd, running, queued, now, ids);
                }
                now += rnd.nextInt(3) * MINUTE;
            }
        }
        assertTrue(carried > 600 && byThrottle > 150, carried + " events answered from the last one, "
                + byThrottle + " by its throttle");
        assertTrue(held > 1_000 && notHeld > 1_000, held + " held back, " + notHeld + " not");
        assertTrue(handedOn > 40, handedOn + " throttles of the last event handed to an iteration");
        assertTrue(pastChanges > 300, pastChanges + " events answered from the last one past a change");
        assertTrue(standing > 300, standing + " answers standing past an iteration");
    }

    /**
     * The simulator's events under one config ({@link Iteration#decide(MauiConfig, Snapshot, long, CarryOver, long)}:
     * the shortcut, its kept answers, and the iteration that follows a declined shortcut taking the
     * last idle event's throttle) decide as full iterations under a config of their own, which
     * carries nothing from event to event.
     */
    @Test
    void eventsThatTakeTheLastIdleEventsThrottle_decideAsAFullIteration() {
        Random rnd = new Random(2026_11_28_1L);
        int started = 0;
        for (int round = 0; round < 300; round++) {
            String[] lines = CONFIGS[rnd.nextInt(CONFIGS.length)];
            started += decideAsAlone(rnd, cfg(lines), lines, "round " + round);
        }
        assertTrue(started > 500, started + " starts");
    }

    /**
     * Forty random events ({@link #step}) decided under {@code c}, each compared with the decisions
     * of a config of its own made from {@code lines}, which carries nothing; the jobs started. Every
     * carry kept per config is at work in {@code c} (this one, {@link LimitsRefusals}).
     */
    static int decideAsAlone(Random rnd, MauiConfig c, String[] lines, String round) {
        List<Node> cluster = nodes("n", 6, 4);
        List<Job> running = new ArrayList<>();
        List<Job> queued = new ArrayList<>();
        long now = T0;
        int ids = 0;
        int started = 0;
        for (int event = 0; event < 40; event++) {
            ids = step(rnd, running, queued, now, ids);
            List<Job> all = new ArrayList<>(running);
            all.addAll(queued);
            Snapshot s = Snapshot.of(all, cluster);
            long free = 24;
            for (Job j : running) {
                free -= j.state() == JobState.SUSPENDED ? 0 : j.procs();
            }
            IterationResult r = Iteration.decide(c, s, now, CarryOver.NONE, Math.max(0, free));
            IterationResult plain = Iteration.decide(cfg(lines), s, now, CarryOver.NONE);
            assertEquals(plain.decisions(), r.decisions(), round + " event " + event);
            started += r.starts().size();
            now += rnd.nextInt(3) * MINUTE;
        }
        return started;
    }

    /**
     * A throttle kept from an earlier event ({@code kept}) answers as {@code plain}, the one built
     * for this event: every idle job's verdict, a placement's check, and again after each start
     * charged to both, as the iteration that takes it asks.
     */
    private static void sameAnswers(Random rnd, Throttle kept, Throttle plain, Snapshot s, String at) {
        List<Job> idle = new ArrayList<>();
        for (Job j : s.jobs()) {
            if (j.state() == JobState.IDLE) {
                idle.add(j);
            }
        }
        for (int start = 0; start < 4 && !idle.isEmpty(); start++) {
            IntFunction<Reason> k = kept.idleBlocked(idle, true);
            IntFunction<Reason> p = plain.idleBlocked(idle, true);
            for (int i = 0; i < idle.size(); i++) {
                assertEquals(p.apply(i), k.apply(i), at + " idle job " + i + " after " + start + " starts");
            }
            Job j = idle.remove(rnd.nextInt(idle.size()));
            List<String> hosts = Collections.nCopies(j.procs(), "n" + (1 + rnd.nextInt(6)));
            boolean hard = rnd.nextBoolean();
            assertEquals(plain.check(j, hard, hosts), kept.check(j, hard, hosts), at + " check of " + j.id());
            kept.charge(j, hosts);
            plain.charge(j, hosts);
        }
    }

    /** One event's change to the running and queued jobs (new objects for changed jobs, as the simulator's views). */
    static int step(Random rnd, List<Job> running, List<Job> queued, long now, int ids) {
        int what = rnd.nextInt(20);
        if (what < 5) {
            return ids; // nothing changed but the time (an event of a job outside the queue)
        }
        if (what < 12 || queued.isEmpty()) { // an arrival, at the end
            Job.Builder b = job("q" + ids++).user(USERS[rnd.nextInt(USERS.length)]).group("g" + rnd.nextInt(2))
                    .procs(1 + rnd.nextInt(6)).walltime((1 + rnd.nextInt(4)) * HOUR).submitTime(now);
            if (rnd.nextInt(5) == 0) {
                b.state(JobState.HOLD).holds(Set.of(HoldType.USER));
            }
            queued.add(b.build());
        } else if (what < 14 && !running.isEmpty()) { // a job ends
            running.remove(rnd.nextInt(running.size()));
        } else if (what < 17) { // a job starts: a new view, at the end of the running ones
            Job j = queued.remove(rnd.nextInt(queued.size()));
            running.add(j.toBuilder().state(JobState.RUNNING).holds(Set.of())
                    .running(now, Collections.nCopies(j.procs(), "n" + (1 + rnd.nextInt(6)))).build());
        } else if (what < 19) { // a queued job changes: held, released (a suspended one too)
            int i = rnd.nextInt(queued.size());
            Job j = queued.get(i);
            queued.set(i, j.state() != JobState.IDLE ? j.toBuilder().state(JobState.IDLE).holds(Set.of()).build()
                    : j.toBuilder().state(JobState.HOLD).holds(Set.of(HoldType.USER)).build());
        } else if (rnd.nextBoolean()) { // one suspended
            int i = rnd.nextInt(queued.size());
            queued.set(i, queued.get(i).toBuilder().state(JobState.SUSPENDED).build());
        } else { // or the queue in an order the simulator never gives it: matched or asked again, never wrong
            Collections.shuffle(queued, rnd);
        }
        return ids;
    }
}
