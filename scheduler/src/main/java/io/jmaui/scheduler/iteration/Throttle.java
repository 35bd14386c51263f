package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Seam to the throttling policies (guide 6.2): idle limits that keep jobs off the eligible list,
 * active limits checked against a proposed start (soft on the first pass, hard on the second), and
 * the charge of each start decided. Iteration-local.
 */
interface Throttle {

    /**
     * Why each job of {@code rankedIdle} is kept out by an idle or system job limit, by its
     * position in the list: null for a job that stays eligible.
     */
    IntFunction<Reason> idleBlocked(List<Job> rankedIdle);

    /**
     * As {@link #idleBlocked(List)}; without {@code explain} a job kept out may be given a reason
     * without its numbers, for a caller that reads which jobs are kept out, not why.
     */
    default IntFunction<Reason> idleBlocked(List<Job> rankedIdle, boolean explain) {
        return idleBlocked(rankedIdle);
    }

    /**
     * {@link #idleBlocked(List)} asked one job at a time: the function gives each job, asked in
     * priority order after the jobs before it, the reason it would have there. For a caller that
     * reads each job for checks of its own first and asks the limits of those it lets through.
     */
    Function<Job, Reason> idleWalk();

    /**
     * Whether {@link #idleWalk} gives each job the verdict it would get alone, whatever the jobs
     * asked before it: no idle limit counts them. Then the jobs may be asked in any order.
     */
    default boolean perJob() {
        return false;
    }

    /**
     * The position of the first job of {@code rankedIdle} that {@link #idleBlocked} would leave
     * eligible, -1 when none: each job before it is refused alone (the list is empty until then).
     */
    default int firstEligible(List<Job> rankedIdle) {
        IntFunction<Reason> refused = idleBlocked(rankedIdle);
        for (int i = 0; i < rankedIdle.size(); i++) {
            if (refused.apply(i) == null) {
                return i;
            }
        }
        return -1;
    }

    Optional<Reason> check(Job job, boolean hard, List<String> hosts);

    /**
     * As {@link #check(Job, boolean, List)}; without {@code explain} a refusal may be a reason
     * without its numbers, for a caller that reads only whether the job is refused (a
     * decisions-only iteration's soft-limit verdicts, which the stages tell apart by kind alone).
     */
    default Optional<Reason> check(Job job, boolean hard, List<String> hosts, boolean explain) {
        return check(job, hard, hosts);
    }

    /**
     * False when {@link #check} gives the same verdict whatever hosts it is given (no limit
     * counts nodes): a job it refuses is then refused before its hosts are chosen.
     */
    default boolean readsHosts() {
        return true;
    }

    void charge(Job job, List<String> hosts);

    /**
     * The hosts already held by the jobs of the credential whose node limit {@code refusal}
     * reports: a placement on them first may keep the job within the limit (guide 6.2 MAXNODE).
     * Empty for any other refusal.
     */
    default Set<String> heldHosts(Job job, Reason refusal) {
        return Set.of();
    }

    Throttle NONE = new Throttle() {
        @Override
        public IntFunction<Reason> idleBlocked(List<Job> rankedIdle) {
            return position -> null;
        }

        @Override
        public Function<Job, Reason> idleWalk() {
            return job -> null;
        }

        @Override
        public boolean perJob() {
            return true;
        }

        @Override
        public Optional<Reason> check(Job job, boolean hard, List<String> hosts) {
            return Optional.empty();
        }

        @Override
        public void charge(Job job, List<String> hosts) {
        }

        @Override
        public boolean readsHosts() {
            return false;
        }
    };
}
