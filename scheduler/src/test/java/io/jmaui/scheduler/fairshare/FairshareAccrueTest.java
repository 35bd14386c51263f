package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.fairshare.Windows.at;
import static io.jmaui.scheduler.fairshare.Windows.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FairshareAccrueTest {

    private static final MauiConfig PS = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL 12:00:00", "FSDEPTH 4");

    private static Job running(String id, String user, int procs, String since) {
        return Job.builder(id).user(user).group("staff").account("physics").jobClass("batch").qos("normal")
                .procs(procs).running(at(since), List.of("node01")).build();
    }

    @Test
    void guide_6_3_2_1_a_4_proc_job_for_15_minutes_is_one_proc_hour() {
        Job sleep = running("1001", "alice", 4, "2024-01-01T10:00");

        List<FairshareWindow> w = Fairshare.accrue(PS, List.of(), List.of(sleep), at("2024-01-01T10:00"),
                at("2024-01-01T10:15"));

        assertEquals(1, w.size());
        assertEquals(at("2024-01-01T00:00"), w.get(0).start(), "12-hour windows start at 00:00 and 12:00 UTC");
        assertEquals(3600.0, w.get(0).usage(CredentialKind.USER, "alice"));
        assertEquals(3600.0, w.get(0).total());
    }

    @Test
    void a_job_that_ended_since_the_last_iteration_is_charged_up_to_its_completion_time_and_no_more() {
        Job ended = running("1001", "alice", 4, "2024-01-01T10:00").toBuilder().state(JobState.COMPLETED)
                .completionTime(at("2024-01-01T10:10")).build();

        List<FairshareWindow> w = Fairshare.accrue(PS, List.of(), List.of(ended), at("2024-01-01T10:05"),
                at("2024-01-01T10:15"));
        List<FairshareWindow> later = Fairshare.accrue(PS, w, List.of(ended), at("2024-01-01T10:15"),
                at("2024-01-01T10:20"));

        assertEquals(4 * 300.0, w.get(0).usage(CredentialKind.USER, "alice"), "10:05 to its end at 10:10");
        assertEquals(4 * 300.0, later.get(0).usage(CredentialKind.USER, "alice"), "nothing after its end");
    }

    @Test
    void a_start_the_resource_manager_has_not_confirmed_is_not_charged() {
        Job starting = running("1001", "alice", 4, "2024-01-01T10:00").toBuilder().state(JobState.STARTING).build();

        List<FairshareWindow> w = Fairshare.accrue(PS, List.of(), List.of(starting), at("2024-01-01T10:00"),
                at("2024-01-01T10:15"));

        assertEquals(0.0, w.get(0).total(), "if it runs, its start_time charges it once it shows running");
    }

    @Test
    void dedicatedGpus_chargesGpuSeconds_andNothingForCpuJobs() {
        MauiConfig gpu = cfg("FSPOLICY DEDICATEDGPUS", "FSINTERVAL 12:00:00", "FSDEPTH 4");
        Job gpuJob = Job.builder("1002").user("bob").tasks(2).perTask(Resources.procs(4).withGpus(2))
                .running(at("2024-01-01T10:00"), List.of("g1", "g2")).build();

        List<FairshareWindow> w = Fairshare.accrue(gpu, List.of(), List.of(running("1001", "alice", 8, "2024-01-01T10:00"),
                gpuJob), at("2024-01-01T10:00"), at("2024-01-01T10:30"));

        assertEquals(4 * 1800.0, w.get(0).usage(CredentialKind.USER, "bob"), "4 GPUs for half an hour");
        assertEquals(0.0, w.get(0).usage(CredentialKind.USER, "alice"));
        assertEquals(4 * 1800.0, w.get(0).total());
    }

    @Test
    void every_credential_of_the_job_is_charged() {
        List<FairshareWindow> w = Fairshare.accrue(PS, List.of(), List.of(running("1001", "alice", 2, "2024-01-01T10:00")),
                at("2024-01-01T10:00"), at("2024-01-01T11:00"));

        for (CredentialKind kind : CredentialKind.values()) {
            assertEquals(7200.0, w.get(0).usage().get(kind).values().iterator().next(), kind.name());
        }
    }

    @Test
    void usage_is_split_at_the_fsinterval_boundary_and_the_window_rolls() {
        Job job = running("1001", "alice", 2, "2024-01-01T09:00");
        List<FairshareWindow> before = Fairshare.accrue(PS, List.of(), List.of(job), at("2024-01-01T11:00"),
                at("2024-01-01T11:50"));

        List<FairshareWindow> after = Fairshare.accrue(PS, before, List.of(job), at("2024-01-01T11:50"),
                at("2024-01-01T12:10"));

        assertEquals(2, after.size());
        assertEquals(at("2024-01-01T12:00"), after.get(0).start(), "the new window is window 0");
        assertEquals(2 * 600.0, after.get(0).usage(CredentialKind.USER, "alice"), "12:00-12:10 in the new window");
        assertEquals(2 * 3600.0, after.get(1).usage(CredentialKind.USER, "alice"), "11:00-12:00 in the old one");
    }

    @Test
    void a_job_is_charged_from_its_start_only() {
        List<FairshareWindow> w = Fairshare.accrue(PS, List.of(), List.of(running("1001", "alice", 1, "2024-01-01T10:50")),
                at("2024-01-01T10:45"), at("2024-01-01T11:00"));

        assertEquals(600.0, w.get(0).usage(CredentialKind.USER, "alice"));
    }

    @Test
    void the_current_window_exists_even_when_nothing_runs() {
        List<FairshareWindow> w = Fairshare.accrue(PS, List.of(), List.of(), at("2024-01-01T11:59"),
                at("2024-01-01T12:00"));

        assertEquals(at("2024-01-01T12:00"), w.get(0).start());
        assertEquals(0.0, w.get(0).total());
    }

    @Test
    void only_fsdepth_windows_are_kept() {
        List<FairshareWindow> w = new ArrayList<>();
        Job job = running("1001", "alice", 1, "2024-01-01T00:00");
        for (int h = 1; h <= 72; h++) {
            w = Fairshare.accrue(PS, w, List.of(job), at("2024-01-01T00:00") + (h - 1) * 3600L,
                    at("2024-01-01T00:00") + h * 3600L);
        }

        assertEquals(4, w.size(), "FSDEPTH 4");
        assertEquals(at("2024-01-04T00:00"), w.get(0).start());
        assertEquals(at("2024-01-02T12:00"), w.get(3).start());
        assertEquals(12 * 3600.0, w.get(1).usage(CredentialKind.USER, "alice"));
    }

    @Test
    void a_first_accrual_from_the_epoch_fills_only_the_kept_windows() {
        Job job = running("1001", "alice", 1, "2024-01-01T00:00");

        List<FairshareWindow> w = Fairshare.accrue(PS, List.of(), List.of(job), 0, at("2024-01-04T06:00"));

        assertEquals(List.of(at("2024-01-04T00:00"), at("2024-01-03T12:00"), at("2024-01-03T00:00"),
                at("2024-01-02T12:00")), w.stream().map(FairshareWindow::start).toList());
        assertEquals(6 * 3600.0, w.get(0).total());
        assertEquals(12 * 3600.0, w.get(3).total());
    }

    @Test
    void dedicatedpes_charges_the_memory_share_where_dedicatedps_charges_procs() {
        List<Node> nodes = List.of(Node.idle("node01", 8).withConfigured(new Resources(8, 16000, 0, 0)),
                Node.idle("node02", 8).withConfigured(new Resources(8, 16000, 0, 0)));
        Job bigMemory = Job.builder("1001").user("alice").tasks(1).perTask(new Resources(1, 16000, 0, 0))
                .running(at("2024-01-01T10:00"), List.of("node01")).build();
        MauiConfig pes = cfg("FSPOLICY DEDICATEDPES", "FSINTERVAL 12:00:00", "FSDEPTH 4");

        double ps = Fairshare.accrue(PS, List.of(), List.of(bigMemory), nodes, at("2024-01-01T10:00"),
                at("2024-01-01T11:00")).get(0).usage(CredentialKind.USER, "alice");
        double pe = Fairshare.accrue(pes, List.of(), List.of(bigMemory), nodes, at("2024-01-01T10:00"),
                at("2024-01-01T11:00")).get(0).usage(CredentialKind.USER, "alice");

        assertEquals(1 * 3600.0, ps, "1 proc for an hour");
        assertEquals(8 * 3600.0, pe, "half the system's memory is half its 16 procs");
    }

    @Test
    void dedicatedpes_of_a_proc_bound_job_is_its_procs() {
        List<Node> nodes = List.of(Node.idle("node01", 8).withConfigured(new Resources(8, 16000, 0, 0)));
        MauiConfig pes = cfg("FSPOLICY DEDICATEDPES", "FSINTERVAL 12:00:00", "FSDEPTH 4");

        double pe = Fairshare.accrue(pes, List.of(), List.of(running("1001", "alice", 4, "2024-01-01T10:00")), nodes,
                at("2024-01-01T10:00"), at("2024-01-01T11:00")).get(0).usage(CredentialKind.USER, "alice");

        assertEquals(4 * 3600.0, pe);
    }

    @Test
    void nothing_is_tracked_while_fspolicy_is_none() {
        List<FairshareWindow> old = List.of(window("2024-01-01T00:00").user("bob", 5).build());

        List<FairshareWindow> w = Fairshare.accrue(cfg("FSINTERVAL 12:00:00"), old,
                List.of(running("1001", "alice", 4, "2024-01-01T10:00")), at("2024-01-01T10:00"), at("2024-01-01T11:00"));

        assertEquals(old, w);
    }

    @Test
    void accrual_returns_new_windows_and_leaves_its_input_alone() {
        FairshareWindow old = window("2024-01-01T00:00").user("alice", 100).build();
        List<FairshareWindow> in = List.of(old);

        List<FairshareWindow> out = Fairshare.accrue(PS, in, List.of(running("1001", "alice", 1, "2024-01-01T10:00")),
                at("2024-01-01T10:00"), at("2024-01-01T10:01"));

        assertSame(old, in.get(0));
        assertEquals(100.0, old.usage(CredentialKind.USER, "alice"));
        assertEquals(160.0, out.get(0).usage(CredentialKind.USER, "alice"));
    }

    @Test
    void accrued_windows_give_the_decayed_usage() {
        MauiConfig c = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL 12:00:00", "FSDEPTH 4", "FSDECAY 0.5");
        Job alice = running("1001", "alice", 1, "2024-01-01T00:00");
        Job bob = running("1002", "bob", 1, "2024-01-01T12:00");
        List<FairshareWindow> w = Fairshare.accrue(c, List.of(), List.of(alice), at("2024-01-01T00:00"),
                at("2024-01-01T12:00"));
        w = Fairshare.accrue(c, w, List.of(alice, bob), at("2024-01-01T12:00"), at("2024-01-01T18:00"));

        FairshareUsage fs = FairshareUsage.compute(c, w);

        // window 0: alice 6h, bob 6h; window 1 (weight .5): alice 12h
        assertEquals(100.0 * (6 + 0.5 * 12) / (12 + 0.5 * 12), fs.usagePercent(CredentialKind.USER, "alice").getAsDouble(),
                1e-9);
    }
}
