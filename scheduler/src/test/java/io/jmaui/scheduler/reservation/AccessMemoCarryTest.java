package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.reservation.Fixtures.during;
import static io.jmaui.scheduler.reservation.Fixtures.reservation;
import static io.jmaui.scheduler.reservation.Fixtures.withFlags;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Memos that inherit the verdicts of the memo before them under one config ({@link AccessMemo}'s
 * carry) against {@link Reservations#access(MauiConfig, Job, Reservation)} asked afresh, over random
 * iterations: reservations kept as objects, built again equal, built again with their ACL under another
 * id, type or flags (which {@code AccessMemo.alike} must tell apart), or changed; random ACLs (credentials,
 * TIMELIMIT, JOBATTRLIST, required and excluded entries, BYNAME), random jobs; two configs whose
 * credential flags differ interleaved, so a verdict carried under one is never given under the other.
 */
class AccessMemoCarryTest {

    private static final String[] NAMES = {"u1", "u2", "g1", "batch", "fast"};

    @Test
    void inherited_verdicts_are_the_fresh_ones() {
        Random rnd = new Random(29);
        List<MauiConfig> cfgs = List.of(cfg("QOSCFG[fast] FLAGS=PREEMPTEE"), cfg("USERCFG[u1] FLAGS=PREEMPTEE"));
        List<Reservation> pool = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            pool.add(random(rnd, "r" + i));
        }
        for (int iteration = 0; iteration < 400; iteration++) {
            int k = rnd.nextInt(pool.size());
            switch (rnd.nextInt(5)) {
                case 0 -> pool.set(k, random(rnd, "r" + k)); // another reservation
                case 1 -> pool.set(k, during(pool.get(k), pool.get(k).start(), pool.get(k).end())); // built again, equal
                case 2 -> pool.set(k, variant(rnd, pool.get(k))); // the same ACL, read otherwise
                default -> { } // the same object
            }
            MauiConfig c = cfgs.get(rnd.nextInt(5) == 0 ? 1 : 0);
            AccessMemo memo = new AccessMemo(c);
            for (int j = 0; j < 30; j++) {
                Job job = job(rnd, j);
                Reservation r = pool.get(rnd.nextInt(pool.size()));
                int it = iteration;
                assertEquals(Reservations.access(c, job, r), memo.access(job, r), () -> it + " " + r.acl() + " " + job);
            }
        }
    }

    private static Reservation random(Random rnd, String id) {
        AclTarget[] targets = {AclTarget.USER, AclTarget.GROUP, AclTarget.CLASS, AclTarget.QOS, AclTarget.DURATION,
                AclTarget.JOBATTR};
        List<AclEntry> acl = new ArrayList<>();
        for (int n = rnd.nextInt(4); n > 0; n--) {
            AclTarget t = targets[rnd.nextInt(targets.length)];
            String value = t == AclTarget.DURATION ? String.valueOf(600 * (1 + rnd.nextInt(6)))
                    : t == AclTarget.JOBATTR ? "PREEMPTEE" : NAMES[rnd.nextInt(NAMES.length)];
            acl.add(new AclEntry(t, value, rnd.nextBoolean() ? AclAffinity.POSITIVE : AclAffinity.NEGATIVE,
                    rnd.nextInt(5) == 0, rnd.nextInt(6) == 0));
        }
        Reservation r = reservation(id, List.of("node01"), acl.toArray(new AclEntry[0]));
        return rnd.nextInt(8) == 0 ? withFlags(r, "BYNAME") : r;
    }

    /**
     * r built again with its ACL but another id (a standing one's window: "r1.0" is named by
     * "r1"), type or flags, each of which a verdict may read where the ACL does not tell.
     */
    private static Reservation variant(Random rnd, Reservation r) {
        String[] ids = {"r0", "r1", "r1.0", "r2.1"};
        String id = rnd.nextBoolean() ? ids[rnd.nextInt(ids.length)] : r.id();
        ReservationType type = rnd.nextBoolean() ? ReservationType.values()[rnd.nextInt(ReservationType.values().length)]
                : r.type();
        Set<String> flags = rnd.nextInt(3) == 0 ? (r.flags().isEmpty() ? Set.of("BYNAME") : Set.of()) : r.flags();
        return new Reservation(id, type, r.start(), r.end(), r.hosts(), r.taskCount(), r.perTask(), r.acl(), flags,
                r.owner(), r.priority(), r.features(), r.partition());
    }

    private static Job job(Random rnd, int j) {
        return Job.builder("j" + j).user(rnd.nextBoolean() ? "u1" : "u2").group(rnd.nextBoolean() ? "g1" : "g2")
                .jobClass(rnd.nextBoolean() ? "batch" : "other").qos(rnd.nextBoolean() ? "fast" : null)
                .walltime(600L * rnd.nextInt(8)).advres(rnd.nextInt(3) == 0 ? "r" + rnd.nextInt(4) : null).build();
    }
}
