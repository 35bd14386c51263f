package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ENABLEMULTIREQJOBS (guide 11.7, appendix F: "pbs jobs with resource specifications such as
 * '-l nodes=3:fast+1:io'"): independent requests, each on nodes with its own features, placed
 * together; without it the requests are merged into one, as Maui reads a PBS node spec.
 */
class MultiReqJobsTest {

    static final long T0 = at("2024-02-01T10:00");

    private static Node node(String name, int procs, String... features) {
        return Node.idle(name, procs).withFeatures(Set.of(features));
    }

    /** {@code nodes=3:fast+1:io}: three one-proc tasks on fast nodes, one on an io node. */
    private static Job fastAndIo(String id) {
        return job(id).reqs(List.of(new Req(3, Resources.procs(1), 3, 1, Set.of("fast")),
                new Req(1, Resources.procs(1), 1, 1, Set.of("io")))).walltime(HOUR).submitTime(T0 - 60).build();
    }

    private static Harness cluster(String... cfg) {
        return new Harness(cfg(cfg)).nodes(node("f1", 1, "fast"), node("f2", 1, "fast"), node("f3", 1, "fast"),
                node("io1", 1, "io"), node("plain", 4));
    }

    @Test
    void guideExample_nodes3FastPlus1Io_eachRequestOnItsOwnFeature() {
        Harness h = cluster("ENABLEMULTIREQJOBS TRUE", "NODEALLOCATIONPOLICY FIRSTAVAILABLE",
                "JOBNODEMATCHPOLICY EXACTNODE");
        h.submit(fastAndIo("J"));

        StartJob s = h.runAt(T0).start("J").orElseThrow();

        assertEquals(List.of("f1", "f2", "f3", "io1"), s.hosts(), "the fast request first, then the io one");
    }

    @Test
    void aMultiReqJobWaitsUntilEveryRequestFits_andItsReservationHoldsThemAll() {
        Harness h = cluster("ENABLEMULTIREQJOBS TRUE", "RESERVATIONDEPTH 1");
        h.submit(job("io-user").procs(1).walltime(2 * HOUR).running(T0 - HOUR, List.of("io1")).build());
        h.submit(fastAndIo("J"));
        h.submit(job("small").procs(1).features(Set.of("io")).walltime(2 * HOUR).submitTime(T0).build());

        IterationResult r = h.runAt(T0);

        assertFalse(r.start("J").isPresent(), "the io node is busy for another hour");
        assertEquals(T0 + HOUR, r.estimatedStarts().get("J"));
        assertFalse(r.start("small").isPresent(), "J's reservation holds io1 from when it is free");
    }

    @Test
    void withoutEnableMultiReqJobs_theRequestsAreMergedAsMauiDoes() {
        Harness h = cluster("NODEALLOCATIONPOLICY FIRSTAVAILABLE");
        h.submit(fastAndIo("J"));

        StartJob s = h.runAt(T0).start("J").orElseThrow();

        assertEquals(4, s.hosts().size());
        assertEquals(List.of("f1", "f2", "f3", "io1"), s.hosts(), "no feature all requests share: any nodes");
    }

    @Test
    void requestsWithDifferentTaskResourcesCannotBeMerged_theJobSaysWhy() {
        Harness h = new Harness().nodes(Node.idle("g1", 8).withConfigured(new Resources(8, 0, 0, 0, 2, null)));
        h.submit(job("J").reqs(List.of(new Req(1, Resources.procs(2).withGpus(1), 1, 1, Set.of()),
                new Req(2, Resources.procs(1), 1, 2, Set.of()))).walltime(HOUR).submitTime(T0).build());

        IterationResult r = h.runAt(T0);

        assertEquals(new MultiReqJobsDisabled(2), r.reasons().get("J"));
    }

    @Test
    void theRequestsOfOneJobShareANode_eachTakingWhatTheOthersLeave() {
        Harness h = new Harness(cfg("ENABLEMULTIREQJOBS TRUE", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(Node.idle("g1", 4).withConfigured(new Resources(4, 0, 0, 0, 1, null)), Node.idle("c1", 4));
        // nodes=1:ppn=2:gpus=1+3:ppn=1
        h.submit(job("J").reqs(List.of(new Req(1, Resources.procs(2).withGpus(1), 1, 1, Set.of()),
                new Req(3, Resources.procs(1), 3, 1, Set.of()))).walltime(HOUR).submitTime(T0).build());

        StartJob s = h.runAt(T0).start("J").orElseThrow();

        assertEquals(List.of("g1", "g1", "g1", "c1"), s.hosts(), "g1 has 2 procs left after the GPU task");
        assertEquals(List.of(Resources.procs(2).withGpus(1), Resources.procs(1), Resources.procs(1), Resources.procs(1)),
                s.taskResources());
        h.submit(job("G").perTask(Resources.procs(1).withGpus(1)).walltime(HOUR).submitTime(T0 + 60).build());
        IterationResult next = h.runAt(T0 + 60);
        assertTrue(next.starts().isEmpty(), "the running job holds g1's GPU through its first request");
        InsufficientResources why = (InsufficientResources) next.reasons().get("G");
        assertEquals("GPUS", why.resource());
        assertEquals(0, why.available());
    }

    /** {@code -l nodes=1:ppn=2,software=matlab}: two procs, and the licence as a request of its own. */
    private static Job withMatlab(String id, String user) {
        return job(id).user(user).reqs(List.of(new Req(2, Resources.procs(1), 1, 2, Set.of()), Req.software("matlab")))
                .walltime(HOUR).submitTime(T0 - 60).build();
    }

    @Test
    void softwareLicence_aRequestOfItsOwnOnTheLicencesNode_evenWithoutEnableMultiReqJobs() {
        // guide 12.4: "NODECFG[login32] GRES=matlab:2"; Maui's PBS interface adds software=NAME as a one-task request
        Harness h = new Harness(cfg("NODECFG[login32] GRES=matlab:1", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(node("c1", 4), node("login32", 2));
        h.submit(withMatlab("A", "alice"));
        h.submit(withMatlab("B", "bob"));
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("c1", "c1", "login32"), r.start("A").orElseThrow().hosts());
        assertFalse(r.start("B").isPresent(), "the only matlab licence is A's; c1 alone has room for B's procs");
        assertTrue(r.reasons().get("B").summary().toLowerCase().contains("matlab"), r.reasons().get("B").summary());
    }
}
