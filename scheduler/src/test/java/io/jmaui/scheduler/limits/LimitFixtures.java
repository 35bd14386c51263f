package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Jobs, nodes and a {@link Limits} built the way an iteration builds it, for the limits tests. */
final class LimitFixtures {

    /** The iteration's time in every test: 2024-01-01 10:00 UTC. */
    static final long NOW = at("2024-01-01T10:00");

    private LimitFixtures() {
    }

    static long at(String isoMinute) {
        return LocalDateTime.parse(isoMinute).toEpochSecond(ZoneOffset.UTC);
    }

    /** An idle one-proc job submitted an hour before {@link #NOW}, asking one hour. */
    static Job.Builder job(String id) {
        return Job.builder(id).submitTime(NOW - 3600).walltime(3600);
    }

    /** The job running since half an hour before {@link #NOW}, one task on each host given. */
    static Job running(Job.Builder b, List<String> hosts) {
        return b.running(NOW - 1800, hosts).build();
    }

    /** Hosts {@code node001..}: {@code count} of them starting at number {@code first}. */
    static List<String> hosts(int first, int count) {
        List<String> l = new ArrayList<>();
        for (int i = first; i < first + count; i++) {
            l.add(String.format("node%03d", i));
        }
        return l;
    }

    /** 256 idle 8-proc nodes, node001..node256. */
    static List<Node> cluster() {
        List<Node> l = new ArrayList<>();
        for (String h : hosts(1, 256)) {
            l.add(Node.idle(h, 8));
        }
        return l;
    }

    static Limits limits(MauiConfig cfg, List<Job> jobs) {
        return Limits.of(cfg, Snapshot.of(jobs, cluster()), NOW);
    }

    /** The summary of the reason {@code check} gives, or "ok". */
    static String verdict(Optional<Reason> r) {
        return r.map(Reason::summary).orElse("ok");
    }

    /** {@code n} copies of the running job, ids {@code prefix1..n}, one host each from {@code firstHost}. */
    static List<Job> runningCopies(String prefix, int n, Job.Builder b, int firstHost) {
        List<Job> l = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            l.add(running(b.id(prefix + i), hosts(firstHost + i - 1, 1)));
        }
        return l;
    }
}
