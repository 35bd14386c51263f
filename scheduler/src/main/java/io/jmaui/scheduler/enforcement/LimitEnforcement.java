package io.jmaui.scheduler.enforcement;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.config.ResourceLimitRule;
import io.jmaui.scheduler.config.TimeValues;
import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.preemption.PreemptionRules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks one running job against the limits maui.cfg sets, in Maui's order: the wallclock limit,
 * then the resources it uses, then (for a job still starting) JOBMAXSTARTTIME.
 *
 * <p>Wallclock: a job that has run longer than its limit plus JOBMAXOVERRUN (Maui 3.3's default
 * 10 minutes: pbs_mom kills a job at its limit itself unless its {@code $ignwalltime} is set, and
 * the scheduler must not race it) is cancelled, or with WCVIOLATIONACTION PREEMPT stopped as
 * PREEMPTPOLICY says. Under PREEMPTPOLICY SUSPEND it is requeued instead, or cancelled when TORQUE
 * may not rerun it: a suspended job past its limit would only be resumed and suspended again. The
 * time run is pbs_mom's {@code resources_used.walltime} when reported (it stops while the job is
 * suspended), else the time since it started. A suspended job is not checked: its clock is stopped;
 * nor is a job still starting, which has not run yet.
 *
 * <p>Resources, as Maui's MLimitEnforceAll compares them: PROC when the job keeps more processors
 * busy than it asked for, MEM and SWAP when it uses more real (virtual) memory than it asked
 * for, when it asked for some; the first resource found violated decides. ALWAYS acts at once;
 * EXTENDEDVIOLATION once the violation has lasted the entry's time without a break, measured from
 * the first iteration that saw it ({@code since}). pbs_mom reports no disk use, so DISK never fires
 * (a warning says so). WALLTIME, as Moab reads it, is the time run against the wallclock limit,
 * with no JOBMAXOVERRUN grace (EXTENDEDVIOLATION's time is the grace).
 */
public final class LimitEnforcement {

    private final long maxOverrun;
    private final boolean wcPreempt;
    private final long maxStartTime;
    private final List<ResourceLimitRule> rules;
    /** No RESOURCELIMITPOLICY rule: asked of every running job at every event, not through the list's interface. */
    private final boolean noRules;
    private final PreemptionRules preemption;

    public LimitEnforcement(MauiConfig cfg, PreemptionRules preemption) {
        this.maxOverrun = cfg.get(Parameters.JOBMAXOVERRUN);
        this.wcPreempt = cfg.get(Parameters.WCVIOLATIONACTION).equals("PREEMPT");
        this.maxStartTime = cfg.get(Parameters.JOBMAXSTARTTIME);
        this.rules = cfg.get(Parameters.RESOURCELIMITPOLICY);
        this.noRules = rules.isEmpty();
        this.preemption = preemption;
    }

    /**
     * Whether the jobs' usage ({@code resources_used}) must be read: for RESOURCELIMITPOLICY, and
     * for the time run of jobs that may have been suspended (PREEMPTPOLICY SUSPEND). Without it, a
     * job once suspended and resumed is not checked against its wallclock limit: the time since
     * it started would count the time it was stopped.
     */
    public static boolean readsUsage(MauiConfig cfg) {
        return !cfg.get(Parameters.RESOURCELIMITPOLICY).isEmpty() || cfg.get(Parameters.PREEMPTPOLICY).equals("SUSPEND");
    }

    /** True when no limit is enforced at all: the stage has nothing to look at. */
    public boolean off() {
        return maxOverrun == Times.INFINITY && maxStartTime == Times.INFINITY && rules.isEmpty();
    }

    /**
     * The seconds at which an iteration must look at {@code j}, running from its start without a
     * break, to stop it when the daemon would for the time it runs: its wallclock limit plus
     * JOBMAXOVERRUN, RESOURCELIMITPOLICY WALLTIME (the second past the limit, and under
     * EXTENDEDVIOLATION that plus its time), in ascending order; empty when no such limit applies.
     * The simulator runs an iteration at each, so a job past its limit is stopped there (the
     * daemon polls, so it may act up to a poll later).
     */
    public List<Long> wallclockChecks(Job j) {
        if (j.walltime() <= 0 || j.startTime() <= 0) {
            return List.of();
        }
        long limitEnd = Times.plus(j.startTime(), j.walltime());
        java.util.TreeSet<Long> at = new java.util.TreeSet<>();
        if (maxOverrun != Times.INFINITY) {
            at.add(Times.plus(limitEnd, Times.plus(maxOverrun, 1)));
        }
        for (ResourceLimitRule r : rules) {
            if (r.resource().equals("WALLTIME")) {
                long over = Times.plus(limitEnd, 1);
                at.add(over);
                if (r.extended()) {
                    at.add(Times.plus(over, r.violationTime()));
                }
            }
        }
        at.remove(Times.INFINITY);
        return List.copyOf(at);
    }

    /**
     * What to do with {@code j} at {@code now}, if anything. {@code since} holds when each job was
     * first seen violating a resource limit (last iteration's {@code nextSince}); {@code nextSince}
     * receives this job's entry while it still violates one. {@code warnings} receives why a job
     * that broke a limit is left running.
     */
    public Optional<Enforce> check(Job j, long now, Map<String, Long> since, Map<String, Long> nextSince,
                                   List<String> warnings) {
        if (j.preemption().inFlight() || j.startTime() <= 0
                || j.state() != JobState.RUNNING && j.state() != JobState.STARTING) {
            return Optional.empty();
        }
        if (j.state() == JobState.RUNNING) {
            if (withinClock(j, now)) { // most jobs at most iterations: no Optional asked of the wallclock
                return noRules ? Optional.empty() : resources(j, now, since, nextSince);
            }
            Optional<Enforce> e = wallclock(j, now, warnings);
            return e.isPresent() ? e : resources(j, now, since, nextSince);
        }
        if (maxStartTime == Times.INFINITY || now - j.startTime() <= maxStartTime) {
            return Optional.empty();
        }
        return Optional.of(new Enforce(j.id(), PreemptMode.CANCEL, "JOBMAXSTARTTIME",
                "not running " + TimeValues.format(now - j.startTime()) + " after it was started (JOBMAXSTARTTIME "
                        + TimeValues.format(maxStartTime) + ")"));
    }

    /**
     * Whether {@link #wallclock} finds nothing for {@code j} at {@code now} for the plain reason:
     * no limit, or the job within it. The cheap first test of every running job at every event;
     * false leaves the answer to {@link #wallclock} (a job suspended for an unknown time among them).
     */
    private boolean withinClock(Job j, long now) {
        return maxOverrun == Times.INFINITY || j.walltime() <= 0 || ran(j, now) <= j.walltime() + maxOverrun;
    }

    private Optional<Enforce> wallclock(Job j, long now, List<String> warnings) {
        if (maxOverrun == Times.INFINITY || j.walltime() <= 0) {
            return Optional.empty();
        }
        if (j.usage() == null && j.preemption().resumedAt() > 0) {
            return Optional.empty(); // suspended for an unknown time: how long it ran is not known
        }
        long ran = ran(j, now);
        if (ran <= j.walltime() + maxOverrun) {
            return Optional.empty();
        }
        String detail = "ran " + TimeValues.format(ran) + ", " + TimeValues.format(ran - j.walltime())
                + " past its wallclock limit " + TimeValues.format(j.walltime()) + " (JOBMAXOVERRUN "
                + TimeValues.format(maxOverrun) + ")";
        if (!wcPreempt) {
            return Optional.of(new Enforce(j.id(), PreemptMode.CANCEL, "JOBMAXOVERRUN", detail));
        }
        Optional<PreemptMode> m = preemption.byPolicy(j);
        if (m.isEmpty() || m.get() == PreemptMode.SUSPEND) {
            m = j.rerunnable() ? Optional.of(PreemptMode.REQUEUE) : Optional.empty();
        }
        if (m.isEmpty()) {
            warnings.add("job " + j.id() + " " + detail + ": WCVIOLATIONACTION PREEMPT cannot stop it (PREEMPTPOLICY"
                    + " cannot take it and TORQUE may not rerun it); it is left running");
            return Optional.empty();
        }
        return Optional.of(new Enforce(j.id(), m.get(), "JOBMAXOVERRUN", detail));
    }

    private Optional<Enforce> resources(Job j, long now, Map<String, Long> since, Map<String, Long> nextSince) {
        if (noRules) {
            return Optional.empty(); // asked of every running job at every event: no iterator over no rules (C1 code makes one)
        }
        for (ResourceLimitRule r : rules) {
            String over = r.resource().equals("WALLTIME") ? pastLimit(j, now) : j.usage() == null ? null : over(j, r.resource());
            if (over == null) {
                continue;
            }
            long first = since.getOrDefault(j.id(), now);
            nextSince.put(j.id(), first);
            if (r.extended() && now - first < r.violationTime()) {
                return Optional.empty();
            }
            String lasting = r.extended() ? " for " + TimeValues.format(now - first) : "";
            return Optional.of(new Enforce(j.id(), r.action(), "RESOURCELIMITPOLICY",
                    "uses " + over + lasting + " (RESOURCELIMITPOLICY " + r.resource() + ":"
                            + (r.extended() ? "EXTENDEDVIOLATION" : "ALWAYS") + ":" + r.action() + ")"));
        }
        return Optional.empty();
    }

    /** WALLTIME: how long the job has run past its wallclock limit, as text; null when within it. */
    private static String pastLimit(Job j, long now) {
        long ran = ran(j, now);
        return j.walltime() > 0 && ran > j.walltime()
                ? TimeValues.format(ran) + " of its wallclock limit " + TimeValues.format(j.walltime()) : null;
    }

    private static long ran(Job j, long now) {
        return j.usage() != null && j.usage().wallSeconds() > 0 ? j.usage().wallSeconds() : now - j.startTime();
    }

    /** What the job uses beyond its request of {@code resource}, as text; null when within it. */
    private static String over(Job j, String resource) {
        long memAsked = j.totalResources().memMb();
        long swapAsked = j.totalResources().swapMb();
        return switch (resource) {
            case "PROC" -> j.usage().procs() > j.procs()
                    ? String.format(java.util.Locale.ROOT, "%.2f processors, asked for %d", j.usage().procs(), j.procs())
                    : null;
            case "MEM" -> memAsked > 0 && j.usage().memMb() > memAsked
                    ? j.usage().memMb() + " MB of memory, asked for " + memAsked + " MB" : null;
            case "SWAP" -> swapAsked > 0 && j.usage().swapMb() > swapAsked
                    ? j.usage().swapMb() + " MB of virtual memory, asked for " + swapAsked + " MB" : null;
            default -> null;
        };
    }
}
