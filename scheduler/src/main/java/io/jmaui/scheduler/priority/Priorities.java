package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.Arrays;
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

    /** {@link #FACTORS} as an array, and whether each reads the credentials alone ({@link PriorityFactor#perCredentials}). */
    private static final PriorityFactor[] FACTOR_ARRAY = FACTORS.toArray(new PriorityFactor[0]);
    private static final boolean[] PER_CREDENTIALS = new boolean[FACTOR_ARRAY.length];
    /** Every factor's position, in order: what a priority with its breakdown asks. */
    private static final int[] EVERY_FACTOR = new int[FACTOR_ARRAY.length];

    static {
        for (int i = 0; i < FACTOR_ARRAY.length; i++) {
            PER_CREDENTIALS[i] = FACTOR_ARRAY[i].perCredentials();
            EVERY_FACTOR[i] = i;
        }
    }

    /** The positions of the factors that may contribute to some job under {@code in}'s settings ({@link PriorityFactor#mayContributeToAny}), in order. */
    static int[] contributing(PriorityInputs in) {
        int[] out = new int[FACTOR_ARRAY.length];
        int n = 0;
        for (int i = 0; i < FACTOR_ARRAY.length; i++) {
            if (FACTOR_ARRAY[i].mayContributeToAny(in)) {
                out[n++] = i;
            }
        }
        return Arrays.copyOf(out, n);
    }

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
        return compute(PriorityInputs.prepare(cfg, s, fs, now), jobs, true);
    }

    /**
     * As {@link #compute(MauiConfig, Snapshot, FairshareSource, long, List)}, the priorities alone
     * when {@code breakdowns} is false: the same values, each {@link JobPriority#components()}
     * empty. A caller that only orders jobs by them (the simulator's decisions-only iterations)
     * then keeps no breakdown array per job per iteration (a tenth of what a reslimits event
     * allocated).
     */
    public static JobPriorities compute(MauiConfig cfg, Snapshot s, FairshareSource fs, long now, List<Job> jobs,
                                        boolean breakdowns) {
        return compute(PriorityInputs.prepare(cfg, s, fs, now), jobs, breakdowns);
    }

    /** Priorities of every job that is neither completed nor removed. */
    static JobPriorities compute(PriorityInputs in, List<Job> jobs) {
        return compute(in, jobs, true);
    }

    private static JobPriorities compute(PriorityInputs in, List<Job> jobs, boolean breakdowns) {
        List<Job> scored = new ArrayList<>(jobs.size());
        if (!breakdowns) {
            long[] values = values(in, jobs, scored);
            in.keepTerms();
            return new JobPriorities(scored, values);
        }
        List<JobPriority> out = new ArrayList<>(jobs.size());
        for (Job j : jobs) {
            if (j.state() == JobState.COMPLETED || j.state() == JobState.REMOVED) {
                continue;
            }
            scored.add(j);
            out.add(score(j, in));
        }
        in.keepTerms();
        return new JobPriorities(scored, out);
    }

    /** The priorities alone of the jobs scored (added to {@code scored}), no object per job. */
    private static long[] values(PriorityInputs in, List<Job> jobs, List<Job> scored) {
        long[] out = new long[jobs.size()];
        double[] scratch = new double[SUBCOMPONENTS];
        for (Job j : jobs) {
            if (j.state() == JobState.COMPLETED || j.state() == JobState.REMOVED) {
                continue;
            }
            out[scored.size()] = value(j, in, scratch);
            scored.add(j);
        }
        return scored.size() == out.length ? out : Arrays.copyOf(out, scored.size());
    }

    static JobPriority score(Job job, PriorityInputs in) {
        CredentialTerms terms = in.credentialTerms(job);
        double[] raw = terms == null ? new double[SUBCOMPONENTS] : terms.raw();
        long p = sum(job, in, terms, raw, true);
        return new JobPriority(job.id(), p, new Breakdown(in.settings(), raw, in.qosOf(job)));
    }

    /** {@link #score(Job, PriorityInputs)}'s priority without a breakdown, the factors writing into {@code scratch}. */
    private static long value(Job job, PriorityInputs in, double[] scratch) {
        CredentialTerms terms = in.credentialTerms(job);
        if (terms == null) {
            Arrays.fill(scratch, 0);
        } else {
            terms.rawInto(scratch); // the array each job would start from, as a fresh copy holds it
        }
        return sum(job, in, terms, scratch, false);
    }

    /**
     * The bounded priority: the factors' contributions added in {@link #FACTORS} order. Without
     * {@code breakdown} (nobody reads {@code raw} after) a factor that adds a zero to this job is
     * skipped ({@link PriorityFactor#mayContribute}): the others' additions in the same order, so
     * the same value. Under the default weights a queued job's priority is its queue time alone,
     * and the resource, target and usage factors were half the work of scoring it. A factor that
     * contributes to no job under the iteration's weights ({@link PriorityInputs#contributing}) is
     * not asked at all: three interface calls per job and factor were a tenth of the scoring on a
     * deep queue.
     */
    private static long sum(Job job, PriorityInputs in, CredentialTerms terms, double[] raw, boolean breakdown) {
        double sum = 0;
        int[] asked = breakdown ? EVERY_FACTOR : in.contributing();
        for (int k = 0; k < asked.length; k++) {
            int i = asked[k];
            // the same additions in the same order as when every factor scored every job
            if (terms != null && PER_CREDENTIALS[i]) {
                sum += terms.contribution(i);
            } else if (breakdown || FACTOR_ARRAY[i].mayContribute(job, in)) {
                sum += FACTOR_ARRAY[i].contribution(job, in, raw);
            }
        }
        return PriorityBounds.apply(sum, job.systemPriority(), in.settings().negativeAllowed());
    }
}
