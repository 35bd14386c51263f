package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.limits.LimitReason;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A decisions-only iteration asks whether a limit-refused job fits only when a later start reads
 * the backfill flag ({@code SchedulePriorityJobs.Unasked}), and the hard backfill pass asks it of
 * no job (nothing reads the reason it gives): the same decisions and backfill flags as a full
 * iteration, which asks every such fit as it comes (its job reservations may be more: a
 * decisions-only iteration stops reserving once nothing more fits). Random queues under
 * soft and hard per-user job and processor limits, with job reservations and a standing reservation
 * for one user, on a few two-proc nodes, some jobs asking whole nodes.
 */
class UnaskedFitTest {

    static final long T0 = at("2024-03-04T08:00");
    static final String[] USERS = {"alice", "bob", "carol"};
    static final String[] BASE = {"USERCFG[DEFAULT] MAXJOB=1,3 MAXPROC=3,6", "QUEUETIMEWEIGHT 1",
        "XFACTORWEIGHT 10", "RESERVATIONDEPTH 2", "BACKFILLPOLICY FIRSTFIT",
        "SRCFG[day] HOSTLIST=n1,n2 PERIOD=DAY STARTTIME=08:00:00 ENDTIME=18:00:00", "SRCFG[day] USERLIST=alice"};

    @Test
    void askingFitsOnlyWhereRead_decidesWhatAFullIterationDecides() {
        Random rnd = new Random(2026_11_27_17L);
        MauiConfig c = cfg(BASE);
        int refusedAboveAStart = 0;
        int flagged = 0;
        for (int round = 0; round < 1000; round++) {
            Snapshot s = snapshot(rnd);
            CarryOver carry = new CarryOver(T0 - MINUTE, 0);
            IterationState decisions = stages(c, s, carry, Detail.DECISIONS);
            IterationState full = stages(c, s, carry, Detail.FULL);
            String at = "round " + round;
            assertEquals(full.decisions, decisions.decisions, at);
            boolean refused = false;
            for (int k = 0; k < full.eligible.size(); k++) {
                int slot = full.eligibleSlots[k];
                if (full.slots.started(slot) && refused) {
                    refusedAboveAStart++;
                    break;
                }
                refused |= full.slots.reason(slot) instanceof LimitReason;
            }
            flagged += (int) full.decisions.stream().filter(d -> d instanceof StartJob j && j.backfill()).count();
        }
        assertTrue(refusedAboveAStart > 60, refusedAboveAStart + " rounds with a refused job above a start");
        assertTrue(flagged > 60, flagged + " starts flagged backfill");
    }

    private static Snapshot snapshot(Random rnd) {
        List<Job> jobs = new ArrayList<>();
        for (int i = 0, n = rnd.nextInt(6); i < n; i++) { // one proc of a node each: whole nodes become few
            jobs.add(job("R" + i).user(USERS[rnd.nextInt(USERS.length)]).procs(1).walltime(HOUR)
                    .submitTime(T0 - 2 * HOUR).running(T0 - rnd.nextInt(3_000), List.of("n" + (6 - i))).build());
        }
        for (int i = 0, n = 1 + rnd.nextInt(14); i < n; i++) {
            Job.Builder b = job(100 + i + ".head").user(USERS[rnd.nextInt(USERS.length)]).procs(1 + rnd.nextInt(8))
                    .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(T0 - rnd.nextInt(4) * 1_800L);
            if (rnd.nextInt(3) == 0) { // whole two-proc nodes: one proc free on each of many nodes does not fit it
                b.tasks(1 + rnd.nextInt(3)).perTask(Resources.procs(2));
            }
            jobs.add(b.build());
        }
        return Snapshot.of(jobs, nodes("n", 6, 2));
    }

    /** An iteration's stages at {@code detail} at {@link #T0}, its state as the last left it (QuietTailTest's too). */
    static IterationState stages(MauiConfig c, Snapshot s, CarryOver carry, Detail detail) {
        IterationState st = Iteration.start(c, new Prepared(c, s), T0, carry, Policies.standard(c, ZoneOffset.UTC),
                detail);
        for (Stage stage : Iteration.STAGES) {
            stage.apply(st);
        }
        return st;
    }
}
