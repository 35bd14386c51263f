package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.preemption.BackfillPriority;
import io.jmaui.scheduler.preemption.Candidate;
import io.jmaui.scheduler.preemption.Choice;
import io.jmaui.scheduler.preemption.Need;
import io.jmaui.scheduler.preemption.PreemptionRules;
import io.jmaui.scheduler.preemption.VictimSelection;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.qos.QosFlags;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The preemption step of the priority pass (guide 8.4): when a PREEMPTOR job cannot start in its
 * turn, the running preemptees of lower priority that free enough are preempted for it
 * ({@link VictimSelection}) and it holds the hosts it will get with a job reservation from now,
 * so nothing else takes them while the victims vacate; it starts in a later iteration, once they
 * have. A preemptor whose victims are still vacating waits for them and preempts no others. One
 * per iteration, built the first time a preemptor is blocked.
 */
final class PreemptForJob {

    /** Victim searches per iteration: each reads every usable node, so a queue of blocked preemptors is cut short. */
    static final int MAX_SEARCHES = 16;

    private final IterationState st;
    private final PreemptionRules rules;
    private final Set<String> chosen = new HashSet<>();
    /** Running jobs not in flight: who may be a victim at all. */
    private final List<Job> running = new ArrayList<>();
    /** Those of them started by preemption-based backfill: all a job that is no QOS preemptor may take. */
    private final List<Job> backfillRunning = new ArrayList<>();
    /** Preemptor id to its victims still running (preempted in an earlier iteration). */
    private final Map<String, List<String>> vacating = new HashMap<>();
    private Map<String, Long> victimPriorities;
    private Map<String, Long> queuedPriorities;
    private Set<String> softViolators;
    private BackfillPriority backfillPriority;
    private int searches;

    PreemptForJob(IterationState st) {
        this.st = st;
        this.rules = rules(st);
        for (Job j : st.snapshot.jobs()) {
            if (j.state() != JobState.RUNNING) {
                continue;
            }
            if (j.preemption().inFlight()) {
                vacating.computeIfAbsent(j.preemption().pendingBy(), k -> new ArrayList<>()).add(j.id());
            } else if (!st.enforced.contains(j.id())) {
                running.add(j);
                if (j.preemption().backfill()) {
                    backfillRunning.add(j);
                }
            }
        }
    }

    /**
     * Tries to make room for preemptor {@code p}, which cannot start now: true when it now waits
     * for victims (preempted now or earlier), with its reservation and reason recorded.
     */
    boolean attempt(Job p, Request q) {
        List<String> waitingFor = vacating.get(p.id());
        if (waitingFor != null) {
            Optional<Placement> e = st.availability.earliest(q, st.now);
            e.ifPresent(placement -> st.reserve(p, placement));
            st.reason(p, new PreemptionPending(waitingFor, true));
            return true;
        }
        if (chosen.size() >= PreemptionRules.MAX_VICTIMS_PER_ITERATION || searches >= MAX_SEARCHES) {
            return false;
        }
        QosFlags pf = st.qos.of(p);
        List<Job> pool = rules.qosPreemptor(pf) ? running : backfillRunning;
        if (pool.isEmpty()) {
            return false;
        }
        // RUNNOW boosts the job above every other (Moab's system priority boost): any preemptee is below it
        long mine = pf.has(QosFlag.RUNNOW) ? Long.MAX_VALUE : priorityOf(p);
        List<Candidate> candidates = new ArrayList<>();
        for (Job v : pool) {
            if (chosen.contains(v.id())) {
                continue;
            }
            QosFlags vf = st.qos.of(v);
            boolean spv = vf.has(QosFlag.PREEMPTSPV) && softViolators().contains(v.id());
            Optional<PreemptMode> mode = rules.mode(pf, v, vf, spv, st.now);
            if (mode.isPresent()) {
                long prio = victimPriority(v);
                if (prio < mine) {
                    candidates.add(new Candidate(v.id(), prio, v.startTime(), mode.get(), frees(v, mode.get()),
                            v.preemption().backfill() ? backfillPriority().rank(v) : Double.POSITIVE_INFINITY));
                }
            }
        }
        if (candidates.isEmpty()) {
            return false;
        }
        searches++;
        long end = q.walltime() > 0 ? Times.plus(st.now, q.walltime()) : Times.INFINITY;
        List<String> hosts = new ArrayList<>();
        Map<String, Resources> free = new HashMap<>();
        Map<String, Resources> capacity = new HashMap<>();
        for (Node n : st.availability.nodes()) {
            if (NodeFilter.usable(n) && q.nodeFilter().test(n)) {
                hosts.add(n.name());
                free.put(n.name(), st.availability.freeOn(n.name(), st.now, end));
                capacity.put(n.name(), n.configured());
            }
        }
        Need need = new Need(q.tasks(), q.perTask(), q.nodes(), q.tasksPerNode(), q.exactNode(), q.dedicated());
        Optional<Choice> c = VictimSelection.choose(need, hosts, free, capacity, candidates);
        if (c.isEmpty() || chosen.size() + c.get().victims().size() > PreemptionRules.MAX_VICTIMS_PER_ITERATION) {
            return false;
        }
        List<String> ids = new ArrayList<>();
        for (Candidate v : c.get().victims()) {
            st.decisions.add(new Preempt(v.jobId(), v.mode(), p.id(), p.credentials().qos()));
            chosen.add(v.jobId());
            ids.add(v.jobId());
        }
        st.reserve(p, new Placement(st.now, end, c.get().hosts()));
        st.reason(p, new PreemptionPending(ids, false));
        return true;
    }

    /** Who may preempt whom this iteration: PREEMPTPOLICY, and BACKFILLPOLICY PREEMPT's backfill preemptees. */
    static PreemptionRules rules(IterationState st) {
        return new PreemptionRules(st.settings.preemptPolicy(),
                st.cfg.get(Parameters.BACKFILLPOLICY) == io.jmaui.scheduler.config.BackfillPolicy.PREEMPT);
    }

    /** BFPRIORITYPOLICY's ranking of preemptible backfill jobs (guide 8.4), from the users' recent run times. */
    static BackfillPriority backfillPriority(IterationState st) {
        return new BackfillPriority(st.cfg.get(Parameters.BFPRIORITYPOLICY), st.snapshot.prediction().users());
    }

    private BackfillPriority backfillPriority() {
        if (backfillPriority == null) {
            backfillPriority = backfillPriority(st);
        }
        return backfillPriority;
    }

    /**
     * The running jobs that break a soft active limit (guide 6.2), counted from the earliest
     * started, for QOS PREEMPTSPV; worked out the first time a PREEMPTSPV job is a candidate.
     */
    private Set<String> softViolators() {
        if (softViolators == null) {
            List<Job> active = new ArrayList<>();
            for (Job j : st.snapshot.jobs()) {
                if (j.state().isActive()) {
                    active.add(j);
                }
            }
            active.sort(java.util.Comparator.comparingLong(Job::startTime).thenComparing(Job::id));
            softViolators = Limits.softViolators(st.cfg, st.snapshot, st.now, active);
        }
        return softViolators;
    }

    /** What preempting {@code v} frees on each of its hosts: all it holds, or only its processors when suspended. */
    private static Map<String, Resources> frees(Job v, PreemptMode mode) {
        if (mode != PreemptMode.SUSPEND) {
            return v.heldPerHost();
        }
        Map<String, Resources> out = new LinkedHashMap<>();
        v.heldPerHost().forEach((h, held) -> out.put(h, Resources.procs(held.procs())));
        return out;
    }

    private long priorityOf(Job p) {
        if (queuedPriorities == null) {
            queuedPriorities = new HashMap<>();
            for (JobPriority jp : st.priorities) {
                queuedPriorities.put(jp.jobId(), jp.priority());
            }
        }
        return queuedPriorities.getOrDefault(p.id(), 0L);
    }

    /**
     * The victim's priority (guide 8.4: the preemptor must have "a higher priority than the
     * preemptee"): its start priority, as Maui compares it, the priority it has now with the queue
     * time it had when it started, so a job does not grow out of reach while it runs.
     */
    private long victimPriority(Job v) {
        if (victimPriorities == null) {
            List<Job> asStarted = new ArrayList<>(running.size());
            for (Job j : running) {
                long ran = Math.max(0, st.now - j.startTime());
                asStarted.add(j.toBuilder().submitTime(j.submitTime() + ran)
                        .systemQueueTime(j.systemQueueTime() > 0 ? j.systemQueueTime() + ran : 0).build());
            }
            victimPriorities = new HashMap<>();
            for (JobPriority jp : st.policies.ranker().rank(st.snapshot, asStarted, st.usage, st.now).priorities()) {
                victimPriorities.put(jp.jobId(), jp.priority());
            }
        }
        return victimPriorities.getOrDefault(v.id(), 0L);
    }
}
