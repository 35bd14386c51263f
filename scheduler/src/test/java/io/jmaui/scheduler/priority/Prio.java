package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;

import java.time.Instant;
import java.util.List;

/** Test helpers: run the priority stage on a few jobs and read one job's result. */
final class Prio {

    private Prio() {
    }

    /** Epoch seconds of a UTC time written {@code 2024-01-01T10:00}. */
    static long at(String isoMinute) {
        return Instant.parse(isoMinute + ":00Z").getEpochSecond();
    }

    static JobPriority of(MauiConfig cfg, Job job, long now) {
        return of(cfg, Snapshot.of(List.of(job), List.of(Node.idle("node001", 8))), null, now, job.id());
    }

    static JobPriority of(MauiConfig cfg, Snapshot s, FairshareUsage fs, long now, String jobId) {
        return Priorities.compute(cfg, s, fs, now).of(jobId).orElseThrow();
    }

    static Snapshot withClasses(List<Job> jobs, JobClass... classes) {
        return new Snapshot(jobs, List.of(Node.idle("node001", 8)), List.of(classes), List.of(), List.of());
    }
}
