package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The idle jobs one pass may schedule (guide 6.2.1 "Idle Job Limits"): the eligible ones in the
 * priority order they were given, and a {@link Reason} for every job a limit kept out, in the
 * same order. Only eligible jobs are scheduled and, under JOBPRIOACCRUALPOLICY QUEUEPOLICY or
 * FULLPOLICY, accrue queue time.
 */
public final class Eligibility {

    private final List<Job> eligible;
    private final Map<String, Reason> blocked;
    private final Set<String> eligibleIds;

    /**
     * @param eligible the eligible jobs, in the order given to {@link Limits#eligible}
     * @param blocked  job id to the limit that kept the job out, in the order given
     */
    public Eligibility(List<Job> eligible, Map<String, Reason> blocked) {
        this(List.copyOf(eligible), new LinkedHashMap<>(blocked), true);
    }

    /** Takes the fresh list and map {@link Limits#eligible} built, without copying them again. */
    private Eligibility(List<Job> eligible, LinkedHashMap<String, Reason> blocked, boolean owned) {
        this.eligible = Collections.unmodifiableList(eligible);
        this.blocked = Collections.unmodifiableMap(blocked);
        Set<String> ids = new HashSet<>(eligible.size() * 2);
        for (Job j : this.eligible) {
            ids.add(j.id());
        }
        this.eligibleIds = Collections.unmodifiableSet(ids);
    }

    static Eligibility owning(List<Job> eligible, LinkedHashMap<String, Reason> blocked) {
        return new Eligibility(eligible, blocked, true);
    }

    /** The eligible jobs, in the priority order given. */
    public List<Job> eligible() {
        return eligible;
    }

    /** Job id to the limit that kept it off the list, in the priority order given. */
    public Map<String, Reason> blocked() {
        return blocked;
    }

    /** True when the job is on the eligible list. */
    public boolean isEligible(String jobId) {
        return eligibleIds.contains(jobId);
    }

    @Override
    public String toString() {
        return "Eligibility[eligible=" + eligible.stream().map(Job::id).toList()
                + ", blocked=" + blocked.keySet() + "]";
    }
}
