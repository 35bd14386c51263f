package io.jmaui.scheduler.priority;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.Fairshare;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Rankings whose credential terms are carried from the last ranking under the same config
 * ({@link CarriedTerms}, {@link CredentialTerms#next}) against rankings that work every term out
 * through the factors (the same usage's deltas through a source that names no usage), to the bit,
 * event after event as the simulator chains them: the windows accrued at every event (the current
 * window's names growing as users are first charged, so every place after them moves), rolled at
 * FSINTERVAL (the closed windows folded again), sometimes copied into plain maps (read by name, as
 * the daemon's are), the classes' queue priorities changed, credentials in shared and in equal
 * objects, new users, kinds without a name, and two configs whose chains interleave. Priorities
 * with their breakdowns (every raw value) and without.
 */
class CarriedTermsTest {

    private static final String[] USERS = {"alice", "bob", "carol", "dave", "erin", "frank", "gus"};

    @Test
    void carried_terms_rank_as_terms_worked_out_afresh() {
        Random rnd = new Random(17);
        for (int round = 0; round < 20; round++) {
            List<Chain> chains = List.of(new Chain(rnd, "10", "20-"), new Chain(rnd, "15+", "5^"));
            for (int event = 0; event < 150; event++) {
                Chain c = chains.get(rnd.nextInt(chains.size()));
                c.step(rnd, event);
                boolean breakdowns = rnd.nextBoolean();
                String at = "round " + round + " event " + event;
                assertEquals(c.rank(false, breakdowns), c.rank(true, breakdowns), at);
            }
        }
    }

    /**
     * A daemon's users come and go: each ranking's queue holds some 900 credentials drawn from
     * 9,000, so the kept index passes {@link PriorityInputs#MAX_KEPT} within a few rankings and is
     * rebuilt from one ranking's terms, after which users dropped from it and users kept come back.
     */
    @Test
    void terms_kept_past_the_bound_rank_as_terms_worked_out_afresh() {
        Random rnd = new Random(23);
        Chain c = new Chain(rnd, "10", "20-");
        for (int event = 0; event < 40; event++) {
            c.step(rnd, event);
            c.queued.clear();
            for (int n = 0; n < 900; n++) {
                Credentials cr = new Credentials("v" + rnd.nextInt(9_000), "g" + rnd.nextInt(3), null, "batch", null);
                c.queued.add(Job.builder("k" + event + "." + n).credentials(cr).procs(1 + rnd.nextInt(8))
                        .walltime(600 + rnd.nextInt(7_200)).submitTime(c.now - rnd.nextInt(3_000)).build());
            }
            assertEquals(c.rank(false, false), c.rank(true, false), "event " + event);
        }
    }

    /** One config's windows, accrued event after event, and its queue. */
    private static final class Chain {
        final MauiConfig cfg;
        final List<Job> running = new ArrayList<>();
        final List<Job> queued = new ArrayList<>();
        final List<Credentials> shared = new ArrayList<>();
        long now = 1_700_000_000L;
        List<FairshareWindow> windows = List.of();
        List<JobClass> classes = List.of(JobClass.of("batch", 10), JobClass.of("short", 200));
        int jobs;

        Chain(Random rnd, String userTarget, String groupTarget) {
            this.cfg = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL " + (4 + rnd.nextInt(8)) + ":00:00", "FSDEPTH 4",
                    "FSDECAY 0.7", "FSWEIGHT 100", "FSUSERWEIGHT 10", "FSGROUPWEIGHT 3", "FSACCOUNTWEIGHT 2",
                    "CREDWEIGHT 1", "USERWEIGHT 1", "CLASSWEIGHT 2", "QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 10",
                    "USERCFG[DEFAULT] FSTARGET=" + userTarget, "USERCFG[alice] FSTARGET=30 PRIORITY=50",
                    "GROUPCFG[g1] FSTARGET=" + groupTarget, "ACCOUNTCFG[a0] FSTARGET=25+");
        }

        void step(Random rnd, int event) {
            int what = rnd.nextInt(10);
            if (what < 3 || running.isEmpty()) { // a queued job starts, or a new one runs
                Job j = queued.isEmpty() || rnd.nextBoolean() ? job(rnd, event) : queued.remove(rnd.nextInt(queued.size()));
                running.add(j.toBuilder().state(JobState.RUNNING).startTime(now).allocatedHosts(List.of("node001")).build());
            } else if (what < 5) { // an end
                running.remove(rnd.nextInt(running.size()));
            }
            for (int n = rnd.nextInt(3); n > 0; n--) {
                queued.add(job(rnd, event));
            }
            if (rnd.nextInt(15) == 0) { // a queue's priority changed at pbs_server
                classes = List.of(JobClass.of("batch", rnd.nextInt(3)), JobClass.of("short", 200));
            }
            long from = now;
            now += rnd.nextInt(8) == 0 ? 0 : 1 + rnd.nextInt(rnd.nextInt(15) == 0 ? 40_000 : 1_500);
            windows = Fairshare.accrue(cfg, windows, running, from, now);
            if (rnd.nextInt(20) == 0) { // the windows as a snapshot from elsewhere holds them: plain maps
                List<FairshareWindow> plain = new ArrayList<>();
                for (FairshareWindow w : windows) {
                    plain.add(new FairshareWindow(w.start(), new HashMap<>(w.usage()), w.total()));
                }
                windows = plain;
            }
        }

        Job job(Random rnd, int event) {
            String user = rnd.nextInt(5) == 0 ? "u" + rnd.nextInt(40) : USERS[rnd.nextInt(USERS.length)];
            Credentials c = new Credentials(user, "g" + rnd.nextInt(3), rnd.nextBoolean() ? "a" + rnd.nextInt(3) : null,
                    rnd.nextBoolean() ? "batch" : "short", null);
            int same = shared.indexOf(c);
            if (same >= 0 && rnd.nextBoolean()) {
                c = shared.get(same); // as the simulator shares them
            } else if (same < 0) {
                shared.add(c);
            }
            return Job.builder("j" + event + "." + jobs++).credentials(c).procs(1 + rnd.nextInt(8))
                    .walltime(600 + rnd.nextInt(7_200)).submitTime(now - rnd.nextInt(3_000)).build();
        }

        /** The queue ranked, the deltas read through a usage ({@code carried}) or through a source naming none. */
        List<JobPriority> rank(boolean carried, boolean breakdowns) {
            FairshareUsage usage = FairshareUsage.compute(cfg, windows, List.of());
            FairshareSource fs = carried ? new Through(usage) : usage::delta;
            Snapshot s = new Snapshot(List.copyOf(queued), List.of(Node.idle("node001", 8)), classes, List.of(), windows);
            JobPriorities p = Priorities.compute(cfg, s, fs, now, s.jobs(), breakdowns);
            List<JobPriority> out = new ArrayList<>();
            for (Job j : p.ranked().jobs()) {
                out.add(breakdowns ? p.of(j.id()).orElseThrow() : new JobPriority(j.id(), p.priority(j.id()), List.of()));
            }
            return out;
        }
    }

    /** The usage's deltas, naming the usage: the priority pass may carry its places. */
    private record Through(FairshareUsage usage) implements FairshareSource {
        @Override
        public OptionalDouble delta(CredentialKind kind, String name) {
            return usage.delta(kind, name);
        }
    }
}
