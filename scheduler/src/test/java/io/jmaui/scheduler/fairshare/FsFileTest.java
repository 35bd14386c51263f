package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.fairshare.Windows.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FsFileTest {

    /** The sample fairshare data file of guide 6.3.2.3. */
    static final String GUIDE_SAMPLE = """
            # Fairshare Data File (Duration: 172800 Seconds) Starting: Fri Aug 18 18:00:00
            User USERA 150000.000
            User USERB 150000.000
            User USERC 200000.000
            User USERD 100000.000
            Group GROUPA 350000.000
            Group GROUPB 250000.000
            Account ACCTA 300000.000
            Account ACCTB 200000.000
            Account ACCTC 100000.000
            QOS 0 50000.000
            QOS 1 450000.000
            QOS 2 100000.000
            TOTAL 600000.00
            """;

    @Test
    void guide_6_3_2_3_sample_file() {
        FairshareWindow w = FsFile.parse("FS.1155924000", GUIDE_SAMPLE);

        assertEquals(1155924000L, w.start());
        assertEquals(600000.0, w.total());
        assertEquals(200000.0, w.usage(CredentialKind.USER, "USERC"));
        assertEquals(350000.0, w.usage(CredentialKind.GROUP, "GROUPA"));
        assertEquals(100000.0, w.usage(CredentialKind.ACCOUNT, "ACCTC"));
        assertEquals(450000.0, w.usage(CredentialKind.QOS, "1"));
        // "the sum of the usage of all members of each category should equal the total usage"
        for (CredentialKind kind : List.of(CredentialKind.USER, CredentialKind.GROUP, CredentialKind.ACCOUNT,
                CredentialKind.QOS)) {
            assertEquals(600000.0, w.usage().get(kind).values().stream().mapToDouble(Double::doubleValue).sum());
        }
    }

    @Test
    void maui_written_file() {
        String text = """
                # FS Data File (Duration:  86400 seconds)  Starting: Mon Jan  1 00:00:00
                user                 alice    86400.000
                group                staff    86400.000
                acct               physics    86400.000
                qos                 normal    86400.000
                class                batch    86400.000
                sched                 maui    86400.000
                """;

        FairshareWindow w = FsFile.parse("FS.1704067200", text);

        assertEquals(86400.0, w.usage(CredentialKind.CLASS, "batch"));
        assertEquals(86400.0, w.total());
    }

    @Test
    void files_written_from_one_run_read_back_the_same_usage() {
        MauiConfig c = cfg("FSPOLICY DEDICATEDPES", "FSINTERVAL 12:00:00", "FSDEPTH 4", "FSDECAY 0.5");
        List<Node> nodes = List.of(Node.idle("node01", 3).withConfigured(new Resources(3, 7000, 0, 0)));
        List<Job> jobs = List.of(
                Job.builder("1").user("alice").group("staff").account("physics").jobClass("batch").qos("high")
                        .tasks(1).perTask(new Resources(1, 1000, 0, 0)).running(at("2024-01-01T03:17"), List.of("n"))
                        .build(),
                Job.builder("2").user("bob").group("staff").jobClass("batch").procs(2)
                        .running(at("2024-01-01T09:00"), List.of("n")).build());
        List<FairshareWindow> run = new ArrayList<>();
        for (long t = at("2024-01-01T03:17"); t < at("2024-01-02T20:00"); t += 997) {
            run = Fairshare.accrue(c, run, jobs, nodes, t, t + 997);
        }
        Map<String, String> dir = new LinkedHashMap<>();
        for (FairshareWindow w : run) {
            dir.put(FsFile.fileName(w), FsFile.format(w, 43200));
        }

        FsFileLoad back = FsFile.parseAll(dir);

        assertEquals(List.of(), back.problems());
        assertEquals(run, back.windows());
        assertEquals(FairshareUsage.compute(c, run).usagePercent(CredentialKind.USER, "alice"),
                FairshareUsage.compute(c, back.windows()).usagePercent(CredentialKind.USER, "alice"));
    }

    @Test
    void format_writes_mauis_layout() {
        FairshareWindow w = new FairshareWindow(at("2024-01-01T00:00"),
                Map.of(CredentialKind.USER, Map.of("alice", 86400.0), CredentialKind.ACCOUNT, Map.of("physics", 0.25)));

        assertEquals("""
                # FS Data File (Duration:  86400 seconds)  Starting: Mon Jan 01 00:00:00
                user                 alice    86400.000
                acct               physics        0.250
                sched                TOTAL    86400.000
                """, FsFile.format(w, 86400));
        assertEquals("FS.1704067200", FsFile.fileName(w));
    }

    @Test
    void a_corrupt_line_is_reported_with_file_and_line_and_skipped_and_the_rest_kept() {
        Map<String, String> dir = new LinkedHashMap<>();
        dir.put("FS.1704067200", "user alice 100.000\nsched TOTAL 100.000\n");
        dir.put("FS.1704110400", "# FS Data File\nuser alice 100.000\nuser bob 1O0.000\nsched TOTAL 200.000\n");

        FsFileLoad load = FsFile.parseAll(dir);

        assertEquals(2, load.windows().size());
        FairshareWindow newest = load.windows().get(0);
        assertEquals(1704110400L, newest.start());
        assertEquals(Map.of("alice", 100.0), newest.usage().get(CredentialKind.USER));
        assertEquals(200.0, newest.total());
        assertEquals(List.of("FS.1704110400:3: usage \"1O0.000\": expected a finite non-negative number"),
                load.problems().stream().map(FsFileProblem::summary).toList());
    }

    @Test
    void a_usage_too_large_for_a_double_is_refused_not_read_as_infinity() {
        FsFileLoad load = FsFile.parseAll(Map.of("FS.1704067200", "user bob 1e309\nuser alice 5\n"));

        assertEquals(Map.of("alice", 5.0), load.windows().get(0).usage().get(CredentialKind.USER));
        assertEquals(5.0, load.windows().get(0).total());
        assertEquals("FS.1704067200:1: usage \"1e309\": expected a finite non-negative number",
                load.problems().get(0).summary());
    }

    @Test
    void a_bad_line_is_quoted_without_its_control_characters() {
        FsFileLoad load = FsFile.parseAll(Map.of("FS.1704067200", "user\u001b[2J x\"y 1 2\n"));

        assertEquals("FS.1704067200:1: expected '<type> <name> <usage>' or 'TOTAL <usage>', got "
                + "\"user\\u001b[2J x\\u0022y 1 2\"", load.problems().get(0).summary());
    }

    @Test
    void every_problem_of_a_file_is_reported_at_once() {
        FsFileException e = assertThrows(FsFileException.class, () -> FsFile.parse("FS.1704067200", """
                user alice 100.000
                node n01 5.000
                user alice 7.000
                TOTAL
                user bob 1 2
                total -3
                """));

        assertEquals("""
                FS.1704067200:2: unknown type "node": expected user, group, acct, qos, class, sched or TOTAL
                FS.1704067200:3: user alice: expected once per file, first on line 1
                FS.1704067200:4: expected '<type> <name> <usage>' or 'TOTAL <usage>', got "TOTAL"
                FS.1704067200:5: expected '<type> <name> <usage>' or 'TOTAL <usage>', got "user bob 1 2"
                FS.1704067200:6: usage "-3": expected a finite non-negative number""", e.getMessage());
    }

    @Test
    void a_file_not_named_after_its_window_is_reported() {
        FsFileLoad load = FsFile.parseAll(Map.of("FS.yesterday", "user alice 1\n"));

        assertEquals(List.of(), load.windows());
        assertEquals("FS.yesterday: file name: expected FS.<epochtime>", load.problems().get(0).summary());
    }

    @Test
    void a_file_without_total_counts_its_users() {
        FairshareWindow w = FsFile.parse("stats/FS.1704067200", "user alice 10\nuser bob 30\ngroup staff 40\n");

        assertEquals(40.0, w.total());
    }

    @Test
    void an_empty_window_is_a_header_only_file() {
        FairshareWindow empty = new FairshareWindow(at("2024-01-01T12:00"), Map.of());

        assertEquals(empty, FsFile.parse(FsFile.fileName(empty), FsFile.format(empty)));
    }
}
