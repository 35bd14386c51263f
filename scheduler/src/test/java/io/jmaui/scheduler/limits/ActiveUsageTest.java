package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.NOW;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Guide 6.2.1.1 table: what MAXPS, MAXWC, MAXMEM, MAXPE and SYSTEMCFG limits count. */
class ActiveUsageTest {

    /** Running since 10:00 minus {@code ranFor}, asking {@code walltime}: {@code walltime - ranFor} left. */
    private static Job runningFor(String id, int procs, long walltime, long ranFor) {
        return job(id).user("alice").procs(procs).walltime(walltime).running(NOW - ranFor, hosts(1, 1)).build();
    }

    @Test
    void maxps_guide_example_4_procs_for_1_hour_and_2_for_6_hours_is_16_times_3600() {
        List<Job> active = List.of(runningFor("r1", 4, 2 * 3600, 3600), runningFor("r2", 2, 8 * 3600, 2 * 3600));
        Limits limits = limits(cfg("USERCFG[alice] MAXPS=61200"), active);

        assertEquals("ok", verdict(limits.check(job("n1").user("alice").walltime(3600).build(), LimitPass.HARD, hosts(9, 1))));
        assertEquals("MAXPS hard user=alice 57600/61200 +7200",
                verdict(limits.check(job("n2").user("alice").procs(2).walltime(3600).build(), LimitPass.HARD, hosts(9, 2))));
    }

    @Test
    void maxps_and_maxwc_shrink_as_jobs_run() {
        Job r = job("r").user("alice").walltime(4 * 3600).running(NOW - 3 * 3600, hosts(1, 1)).build();
        Limits limits = limits(cfg("USERCFG[alice] MAXWC=2:00:00"), List.of(r));

        assertEquals("ok", verdict(limits.check(job("n").user("alice").walltime(3600).build(), LimitPass.HARD, hosts(9, 1))),
                "one hour left of the running job plus one hour asked: 2 hours");
        assertEquals("MAXWC hard user=alice 3600/7200 +3601",
                verdict(limits.check(job("n").user("alice").walltime(3601).build(), LimitPass.HARD, hosts(9, 1))));
    }

    @Test
    void maxmem_counts_the_dedicated_memory_of_active_jobs() {
        Job r = job("r").user("alice").tasks(2).perTask(new Resources(1, 1024, 0, 0)).running(NOW - 60, hosts(1, 2)).build();
        Limits limits = limits(cfg("USERCFG[alice] MAXMEM=4096"), List.of(r));
        Job more = job("n").user("alice").tasks(3).perTask(new Resources(1, 1024, 0, 0)).build();

        assertEquals("MAXMEM hard user=alice 2048/4096 +3072", verdict(limits.check(more, LimitPass.HARD, hosts(9, 3))));
    }

    @Test
    void maxpe_counts_a_memory_heavy_job_as_the_procs_its_memory_blocks() {
        // two 8-proc 16 GB nodes: a 1-proc job holding 16 GB blocks half the memory, so 8 PEs
        List<Node> nodes = List.of(Node.idle("node001", 8).withConfigured(new Resources(8, 16384, 0, 0)),
                Node.idle("node002", 8).withConfigured(new Resources(8, 16384, 0, 0)));
        Job heavy = job("r").user("alice").perTask(new Resources(1, 16384, 0, 0)).running(NOW - 60, List.of("node001")).build();
        Limits limits = Limits.of(cfg("USERCFG[alice] MAXPE=8"), Snapshot.of(List.of(heavy), nodes), NOW);

        assertEquals("MAXPE hard user=alice 8/8 +1",
                verdict(limits.check(job("n").user("alice").build(), LimitPass.HARD, List.of("node002"))));
    }

    @Test
    void systemcfg_limits_the_whole_system() {
        Limits limits = limits(cfg("SYSTEMCFG[DEFAULT] MAXJOB=2"), List.of(
                job("a").user("amy").running(NOW - 60, hosts(1, 1)).build(),
                job("b").user("bob").running(NOW - 60, hosts(2, 1)).build()));

        assertEquals("MAXJOB hard system 2/2", verdict(limits.check(job("c").user("cid").build(), LimitPass.HARD, hosts(3, 1))));
    }

    @Test
    void a_charged_start_counts_its_full_walltime() {
        Limits limits = limits(cfg("USERCFG[alice] MAXPS=7200"), List.of());
        limits.charge(job("a").user("alice").walltime(3600).build(), hosts(1, 1));

        assertEquals("MAXPS hard user=alice 3600/7200 +3601",
                verdict(limits.check(job("b").user("alice").walltime(3601).build(), LimitPass.HARD, hosts(2, 1))));
    }

    @Test
    void a_job_without_walltime_counts_systemdefaultjobwalltime() {
        Job r = job("r").user("alice").walltime(0).running(NOW - 1800, hosts(1, 1)).build();
        Limits limits = limits(cfg("SYSTEMDEFAULTJOBWALLTIME 1:00:00", "USERCFG[alice] MAXWC=1:00:00"), List.of(r));

        assertEquals("MAXWC hard user=alice 1800/3600 +3600",
                verdict(limits.check(job("n").user("alice").walltime(0).build(), LimitPass.HARD, hosts(2, 1))));
    }

    @Test
    void jobs_that_are_not_active_use_nothing() {
        Limits limits = limits(cfg("USERCFG[alice] MAXJOB=1"), List.of(
                job("idle").user("alice").build(),
                job("done").user("alice").state(io.jmaui.scheduler.model.JobState.COMPLETED).build()));

        assertEquals("ok", verdict(limits.check(job("n").user("alice").build(), LimitPass.HARD, hosts(1, 1))));
    }
}
