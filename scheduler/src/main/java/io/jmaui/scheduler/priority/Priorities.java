package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.List;

/**
 * The priority stage: every job's priority with its breakdown (guide 5.1). Per-iteration values
 * (weights, credential priorities, fairshare deltas, QOS terms, cluster totals) are resolved once
 * into {@link PriorityInputs}; each {@link PriorityFactor} then scores each job, those that read
 * only the job's credentials (CRED, FS) once per distinct credentials ({@link CredentialTerms}).
 */
public final class Priorities {

    /** The components in {@code diagnose -p} order. */
    static final List<PriorityFactor> FACTORS = List.of(
            new CredentialFactor(),
            new FairshareFactor(),
            new ServiceFactor(),
            new TargetFactor(),
            new ResourceFactor(),
            new UsageFactor());

    static final int SUBCOMPONENTS = Subcomponent.values().length;

    private Priorities() {
    }

    /**
     * Priorities of every job in {@code s} that is neither completed nor removed, at {@code now}.
     *
     * @param fs the iteration's fairshare usage (null: no fairshare, the FS component is 0)
     */
    public static JobPriorities compute(MauiConfig cfg, Snapshot s, FairshareUsage fs, long now) {
        return compute(cfg, s, fs == null ? null : (FairshareSource) fs::delta, now);
    }

    /**
     * As {@link #compute(MauiConfig, Snapshot, FairshareUsage, long)}, with the fairshare deltas
     * from {@code fs} (e.g. {@code usage::delta}; null: no fairshare).
     */
    public static JobPriorities compute(MauiConfig cfg, Snapshot s, FairshareSource fs, long now) {
        return compute(PriorityInputs.prepare(cfg, s, fs, now), s.jobs());
    }

    /**
     * Priorities of {@code jobs} only (the iteration's queued jobs), with the snapshot's cluster
     * totals and usage; {@link JobPriorities#ranked()} orders them.
     */
    public static JobPriorities compute(MauiConfig cfg, Snapshot s, FairshareSource fs, long now, List<Job> jobs) {
        return compute(PriorityInputs.prepare(cfg, s, fs, now), jobs);
    }

    /** Priorities of every job that is neither completed nor removed. */
    static JobPriorities compute(PriorityInputs in, List<Job> jobs) {
        List<Job> scored = new ArrayList<>(jobs.size());
        List<JobPriority> out = new ArrayList<>(jobs.size());
        for (Job j : jobs) {
            if (j.state() == JobState.COMPLETED || j.state() == JobState.REMOVED) {
                continue;
            }
            scored.add(j);
            out.add(score(j, in));
        }
        return new JobPriorities(scored, out);
    }

    static JobPriority score(Job job, PriorityInputs in) {
        CredentialTerms terms = in.credentialTerms(job);
        double[] raw = terms == null ? new double[SUBCOMPONENTS] : terms.raw();
        double sum = 0;
        for (int i = 0; i < FACTORS.size(); i++) {
            PriorityFactor f = FACTORS.get(i);
            // the same additions in the same order as when every factor scored every job
            sum += terms != null && f.perCredentials() ? terms.contribution(i) : f.contribution(job, in, raw);
        }
        long p = PriorityBounds.apply(sum, job.systemPriority(), in.settings().negativeAllowed());
        return new JobPriority(job.id(), p, new Breakdown(in.settings(), raw, in.qosOf(job)));
    }
}
