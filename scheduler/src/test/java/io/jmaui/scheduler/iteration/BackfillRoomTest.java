package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
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
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static io.jmaui.scheduler.iteration.UnaskedFitTest.T0;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Under FIRSTFIT without chunking, backfill leaves out of its passes the jobs that ask more
 * processors than are free now, reserved room included ({@code BackfillJobs.room}): the same
 * decisions, reasons and chunking state as the plain stage, which lists every candidate and tries
 * each. Random long queues on a few busy two-proc nodes, in decisions-only and full iterations, under
 * soft and hard per-user limits (the second pass), with a standing reservation's room, a
 * BACKFILLDEPTH, QOS NOBF jobs, BACKFILLORDER, and chunking (where nothing is left out).
 */
class BackfillRoomTest {

    static final String[] USERS = {"alice", "bob", "carol"};
    static final String[][] CONFIGS = {
        {"BACKFILLPOLICY FIRSTFIT"},
        {"BACKFILLPOLICY FIRSTFIT", "USERCFG[DEFAULT] MAXJOB=2,4 MAXPROC=3,7"},
        {"BACKFILLPOLICY FIRSTFIT", "BACKFILLDEPTH 2"},
        {"BACKFILLPOLICY FIRSTFIT", "USERCFG[DEFAULT] MAXPROC=3,6", "BACKFILLDEPTH 4"},
        {"BACKFILLPOLICY FIRSTFIT", "USERCFG[DEFAULT] MAXJOB=2,4", "RESERVATIONDEPTH 2",
            "SRCFG[day] HOSTLIST=n1,n2 PERIOD=DAY STARTTIME=06:00:00 ENDTIME=18:00:00", "SRCFG[day] USERLIST=alice"},
        {"BACKFILLPOLICY FIRSTFIT", "USERCFG[DEFAULT] QLIST=nobf,normal", "QOSCFG[nobf] QFLAGS=NOBF",
            "USERCFG[bob] QDEF=nobf", "USERCFG[DEFAULT] MAXJOB=2,4"},
        {"BACKFILLPOLICY FIRSTFIT", "BACKFILLORDER SHORTEST", "USERCFG[DEFAULT] MAXPROC=3,6"},
        {"BACKFILLPOLICY FIRSTFIT", "BFCHUNKSIZE 3", "BFCHUNKDURATION 600"},
    };

    @Test
    void leavingOutTheJobsBeyondTheRoom_changesNothing() {
        Random rnd = new Random(2026_11_29_17L);
        int leftOut = 0;
        int started = 0;
        int secondPass = 0;
        for (int round = 0; round < 800; round++) {
            MauiConfig c = cfg(CONFIGS[round % CONFIGS.length]);
            Snapshot s = snapshot(rnd);
            CarryOver carry = new CarryOver(T0 - MINUTE, rnd.nextInt(4) == 0 ? T0 - 5 * MINUTE : 0);
            for (Detail detail : new Detail[] {Detail.DECISIONS, Detail.FULL}) {
                IterationState plain = stages(c, s, carry, detail, new BackfillJobs(false));
                IterationState room = stages(c, s, carry, detail, new BackfillJobs());
                String at = "round " + round + " " + detail + " " + List.of(CONFIGS[round % CONFIGS.length]);
                assertEquals(plain.decisions, room.decisions, at);
                assertEquals(plain.chunkBlockedSince, room.chunkBlockedSince, at);
                for (int k = 0; k < plain.ranked.size(); k++) {
                    assertEquals(plain.slots.reason(k), room.slots.reason(k), at + " job " + plain.ranked.get(k).id());
                }
                long free = plain.availability.freeProcsNow();
                leftOut += plain.eligible.stream().anyMatch(j -> j.procs() > free) ? 1 : 0;
                started += plain.decisions.size();
                secondPass += plain.eligible.stream().anyMatch(j -> plain.reason(j) instanceof io.jmaui.scheduler.limits.LimitReason) ? 1 : 0;
            }
        }
        assertTrue(leftOut > 1000 && started > 1000 && secondPass > 300,
                leftOut + " with a job beyond the free procs, " + started + " decisions, " + secondPass + " with a limited job");
    }

    private static Snapshot snapshot(Random rnd) {
        List<Job> jobs = new ArrayList<>();
        List<Integer> procs = new ArrayList<>(List.of(0, 0, 0, 0, 0, 0, 0, 0)); // per node, of two
        for (int i = 0, n = rnd.nextInt(12); i < n; i++) {
            int node = rnd.nextInt(8);
            if (procs.get(node) == 2) {
                continue;
            }
            procs.set(node, procs.get(node) + 1);
            jobs.add(job("R" + i).user(USERS[rnd.nextInt(USERS.length)]).procs(1).walltime(HOUR)
                    .submitTime(T0 - 2 * HOUR).running(T0 - rnd.nextInt(3_000), List.of("n" + (node + 1))).build());
        }
        for (int i = 0, n = 1 + rnd.nextInt(30); i < n; i++) {
            Job.Builder b = job(100 + i + ".head").user(USERS[rnd.nextInt(USERS.length)])
                    .procs(1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 12))
                    .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(T0 - rnd.nextInt(4) * 1_800L);
            if (rnd.nextInt(4) == 0) { // whole two-proc nodes
                b.tasks(1 + rnd.nextInt(3)).perTask(Resources.procs(2));
            }
            jobs.add(b.build());
        }
        return Snapshot.of(jobs, nodes("n", 8, 2));
    }

    /** The iteration's stages at {@code detail}, with {@code backfill} for the backfill stage; its state as the last left it. */
    private static IterationState stages(MauiConfig c, Snapshot s, CarryOver carry, Detail detail, BackfillJobs backfill) {
        IterationState st = Iteration.start(c, new Prepared(c, s), T0, carry, Policies.standard(c, ZoneOffset.UTC), detail);
        for (Stage stage : Iteration.STAGES) {
            (stage instanceof BackfillJobs ? backfill : stage).apply(st);
        }
        return st;
    }
}
