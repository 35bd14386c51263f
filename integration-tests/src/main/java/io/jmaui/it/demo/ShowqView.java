package io.jmaui.it.demo;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/** A compact showq (active jobs, then eligible jobs with why they wait) printed after an iteration that changed something. */
final class ShowqView {

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);

    private final PrintWriter out;
    private final long demoStart;

    ShowqView(PrintWriter out, long demoStart) {
        this.out = out;
        this.demoStart = demoStart;
    }

    void print(IterationReport r) {
        List<Job> jobs = r.snapshot().jobs();
        List<Job> active = jobs.stream().filter(j -> j.state().isActive() || r.started().contains(j.id())).toList();
        List<Job> idle = jobs.stream().filter(j -> j.state() == JobState.IDLE && !r.started().contains(j.id())).toList();
        int procs = r.snapshot().nodes().stream().mapToInt(n -> n.configured().procs()).sum();
        int busy = active.stream().mapToInt(Job::procs).sum();
        out.printf("%n[+%4ds emulated %s] iteration %d: %d active (%d of %d procs), %d eligible, started %s%n",
                r.now() - demoStart, CLOCK.format(Instant.ofEpochSecond(r.now())), r.number(), active.size(), busy, procs,
                idle.size(), r.started().isEmpty() ? "none" : String.join(" ", r.started()));
        out.printf("  %-10s %-8s %-8s %5s  %s%n", "JOBNAME", "USERNAME", "STATE", "PROC", "WHERE / WHY");
        for (Job j : active) {
            String hosts = String.join(",", j.distinctHosts());
            out.printf("  %-10s %-8s %-8s %5d  %s%n", j.id(), j.credentials().user(), "Running", j.procs(),
                    hosts.isEmpty() ? "(starting)" : hosts);
        }
        Map<String, Reason> reasons = r.result().reasons();
        for (Job j : idle) {
            Reason why = reasons.get(j.id());
            out.printf("  %-10s %-8s %-8s %5d  %s%n", j.id(), j.credentials().user(), "Idle", j.procs(),
                    why == null ? "" : why.summary());
        }
        out.flush();
    }
}
