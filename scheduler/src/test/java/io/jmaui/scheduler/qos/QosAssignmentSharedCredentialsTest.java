package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Assigning a queue at once gives every job the QOS and grant it gets assigned alone, where jobs
 * share one credentials object (as the simulator's do), have equal ones in other objects, carry a
 * QOS unasked, or ask for one: the grant the pass keeps from the job before is only ever the one
 * the job would get itself.
 */
class QosAssignmentSharedCredentialsTest {

    private static final MauiConfig CFG = cfg(
            "USERCFG[u1] QDEF=geo QLIST=geo,chem",
            "GROUPCFG[g1] QDEF=development",
            "CLASSCFG[batch] QDEF=normal",
            "QOSCFG[geo] PRIORITY=10", "QOSCFG[chem] PRIORITY=5", "QOSCFG[normal] PRIORITY=1");

    @Test
    void eachJobAsIfAssignedAlone() {
        Random rnd = new Random(53);
        for (int round = 0; round < 300; round++) {
            List<Credentials> shared = new ArrayList<>();
            for (int k = 1 + rnd.nextInt(4); k > 0; k--) {
                shared.add(new Credentials("u" + rnd.nextInt(3), "g" + rnd.nextInt(2), null,
                        rnd.nextBoolean() ? "batch" : null, rnd.nextInt(5) == 0 ? "chem" : null));
            }
            List<Job> jobs = new ArrayList<>();
            for (int i = rnd.nextInt(20); i > 0; i--) {
                Credentials c = shared.get(rnd.nextInt(shared.size()));
                if (rnd.nextInt(4) == 0) {
                    c = new Credentials(c.user(), c.group(), c.account(), c.jobClass(), c.qos()); // equal, not the same
                }
                Job.Builder b = Job.builder(i + ".head").credentials(c);
                if (rnd.nextInt(5) == 0) {
                    String q = rnd.nextBoolean() ? "geo" : "chem";
                    b.requestQos(q, "qsub -l qos=" + q);
                }
                jobs.add(b.build());
            }
            QosAssignment.Result all = QosAssignment.assign(CFG, jobs);
            for (int i = 0; i < jobs.size(); i++) {
                QosAssignment.Result alone = QosAssignment.assign(CFG, List.of(jobs.get(i)));
                assertEquals(alone.jobs().get(0), all.jobs().get(i), "round " + round + " job " + i);
                String id = jobs.get(i).id();
                assertEquals(alone.grants().get(id), all.grants().get(id), "round " + round + " job " + i);
            }
        }
    }
}
