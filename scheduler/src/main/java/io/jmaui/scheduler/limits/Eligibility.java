package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The idle jobs one pass may schedule (guide 6.2.1 "Idle Job Limits"): the eligible ones in the
 * priority order they were given, and a {@link Reason} for every job a limit kept out, in the
 * same order. Only eligible jobs are scheduled and, under JOBPRIOACCRUALPOLICY QUEUEPOLICY or
 * FULLPOLICY, accrue queue time.
 *
 * <p>Kept as one reason per position of the list given (null: eligible), so building it for
 * 100,000 jobs hashes no job id; {@link #blocked()} and {@link #isEligible} build their id views
 * on first use.
 *
 * <p>It is the throttle's per-position verdict itself ({@link IntFunction}), not a bound
 * {@code ::reason} reference: in C1 code, which a simulation's early runs mostly execute, a bound
 * method reference is made through a method handle, some 70-130 ns against 6 for an object, at
 * every iteration.
 */
public final class Eligibility implements IntFunction<Reason> {

    private final List<Job> given;
    /** [position in {@link #given}]: the limit that kept the job out, null when eligible. */
    private final Reason[] reasons;
    private final List<Job> eligible;
    private Map<String, Reason> blocked;
    private Set<String> eligibleIds;

    /** Takes the arrays {@link Limits#eligible} filled, without copying them again. */
    private Eligibility(List<Job> given, Reason[] reasons, List<Job> eligible) {
        this.given = given;
        this.reasons = reasons;
        this.eligible = Collections.unmodifiableList(eligible);
    }

    /**
     * @param given    the jobs as given to {@link Limits#eligible}, in priority order
     * @param reasons  one per job of {@code given}: its limit, or null when it is eligible
     * @param eligible the eligible jobs of {@code given}, in that order
     */
    static Eligibility owning(List<Job> given, Reason[] reasons, List<Job> eligible) {
        return new Eligibility(given, reasons, eligible);
    }

    /** The eligible jobs, in the priority order given. */
    public List<Job> eligible() {
        return eligible;
    }

    /**
     * The limit that kept the job at {@code position} of the list given off the eligible list,
     * or null when it is eligible.
     */
    public Reason reason(int position) {
        return reasons[position];
    }

    /** {@link #reason}. */
    @Override
    public Reason apply(int position) {
        return reasons[position];
    }

    /** Job id to the limit that kept it off the list, in the priority order given. */
    public Map<String, Reason> blocked() {
        if (blocked == null) {
            LinkedHashMap<String, Reason> m = new LinkedHashMap<>();
            for (int i = 0; i < reasons.length; i++) {
                if (reasons[i] != null) {
                    m.put(given.get(i).id(), reasons[i]);
                }
            }
            blocked = Collections.unmodifiableMap(m);
        }
        return blocked;
    }

    /** True when the job is on the eligible list. */
    public boolean isEligible(String jobId) {
        if (eligibleIds == null) {
            Set<String> ids = new HashSet<>(eligible.size() * 2);
            for (Job j : eligible) {
                ids.add(j.id());
            }
            eligibleIds = ids;
        }
        return eligibleIds.contains(jobId);
    }

    @Override
    public String toString() {
        return "Eligibility[eligible=" + eligible.stream().map(Job::id).toList()
                + ", blocked=" + blocked().keySet() + "]";
    }
}
