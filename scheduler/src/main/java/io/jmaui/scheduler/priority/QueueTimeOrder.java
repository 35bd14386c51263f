package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.JobPrioAccrualPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.IdentityRuns;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The queue order without the priorities, where maui.cfg makes every queued job's priority one
 * non-decreasing function of its queue time (the guide's defaults, and FIFO configs that weigh
 * QUEUETIME alone). Then the order {@link JobPriorities#ranked} gives is the tie-break order
 * (submit time, job number, id) wherever the jobs' effective queue times follow it: for A ahead of
 * B in it with A queued no later, A's priority is at least B's, and where they are equal the
 * tie-break puts A first. So the simulator's decisions-only iterations sort nothing and score no
 * job; the priorities are worked out only if someone reads them ({@link LazyPriorities}).
 *
 * <p>The function is the same for every job when, for a queued job (no usage), the components
 * other than SERV add a zero (CRED, FS and RES not {@link PrioritySettings#weighted}: a weight of
 * 0 times finite credential priorities, fairshare deltas and request sizes; TARGET not weighted or
 * the job's QOS without targets, which the bare sum skips), SERV's XFACTOR and BYPASS weigh 0
 * (with the QOS's XFWEIGHT), every job's QOS adds the same QTWEIGHT, the queue-time weight and
 * SERVWEIGHT are not negative, and no job has a setspri priority. Each step of the sum, the caps,
 * the bounds and the truncation are then monotone in the queue time. Where any of that fails:
 * null, and the caller takes the plain path.
 */
public final class QueueTimeOrder {

    /** The tie-break of {@link JobPriorities}: submit time, then job number, then id ({@link #tieBreak}). */
    static final Comparator<Job> TIE_BREAK = QueueTimeOrder::tieBreak;

    private final PrioritySettings settings;
    /** Whether the config alone allows it (the per-job conditions aside). */
    private final boolean possible;
    private final MauiConfig cfg;
    /** Each QOS name's terms, a function of the config alone: kept with it. */
    private final Map<String, QosTerms> qos = new ConcurrentHashMap<>();
    /**
     * The order the last call gave, null for none: see {@link #carried}. The one thing kept here that
     * is not the config's alone (as PreparedCarry keeps the last snapshot): an immutable record
     * published whole, so calls on one config in two threads at worst miss each other's.
     */
    private volatile Last last;
    /** How many jobs the last call took in order from the one before (read by tests only). */
    int carried;

    /**
     * A call's order ({@code order}, never written) and the QTWEIGHT of its jobs' QOS (every job's
     * the same, or there was no order). Not empty.
     */
    private record Last(Object[] order, long qtWeight) {
    }

    private QueueTimeOrder(MauiConfig cfg) {
        this.cfg = cfg;
        this.settings = PrioritySettings.from(cfg);
        PrioritySettings s = settings;
        possible = !s.weighted(Component.CRED) && !s.weighted(Component.FS) && !s.weighted(Component.RES)
                && s.weight(Component.SERV) >= 0 && s.weight(Subcomponent.BYPASS) == 0;
    }

    private static final Derived<QueueTimeOrder> ORDER = Derived.of(QueueTimeOrder::new);

    static QueueTimeOrder of(MauiConfig cfg) {
        return cfg.derived(ORDER);
    }

    /**
     * {@code queued} (queued jobs only: no usage) in the order {@link Priorities#compute} then
     * {@link JobPriorities#ranked} would give, with their priorities worked out on first read; null
     * when that order is not known to be the tie-break order.
     */
    public static JobPriorities.Ranked ranked(MauiConfig cfg, Snapshot s, FairshareSource fs, long now,
                                              List<Job> queued) {
        QueueTimeOrder o = of(cfg);
        if (!o.possible) {
            return null;
        }
        Last l = o.last;
        List<Job> order = l == null ? null : o.carried(queued, l);
        if (order == null) {
            order = sorted(queued);
            if (!o.holds(order)) {
                o.last = null;
                return null;
            }
            o.carried = 0;
            o.last = order.isEmpty() ? null : new Last(order.toArray(), o.terms(order.get(0).credentials().qos()).qtWeight());
        }
        return new JobPriorities.Ranked(order, new LazyPriorities(cfg, s, fs, now, order));
    }

    /**
     * {@code queued} itself when it is known to be in tie-break order and to hold ({@link #holds})
     * from the last call's order {@code l}, else null (the caller takes the plain path): between two
     * of the simulator's events the queue is the last one's less the jobs that left, plus arrivals,
     * and sorting and checking a queue of ~115 jobs at every event was 3 % of a Lublin default run
     * in tier-3 code. The jobs of {@code l} are found by identity, each within {@link #WINDOW} of
     * the last one found, so those found lie in {@code queued} in an order {@code l} had: they are
     * in tie-break order, their queue origins do not decrease (both orders are transitive), and each
     * passed the per-job checks under this config. What is left to check: each job not found (no
     * setspri priority, a QOS that fits with the QTWEIGHT of {@code l}'s, every job's there), and
     * each pair with such a job in it.
     */
    private List<Job> carried(List<Job> queued, Last l) {
        Object[] in = queued.toArray();
        Object[] seen = l.order;
        boolean always = settings.accrual() == JobPrioAccrualPolicy.ALWAYS;
        boolean afterNew = false; // the job before this one was not found
        int found = 0;
        for (int i = 0, k = 0; i < in.length; ) {
            int at = IdentityRuns.find(seen, k, in[i], WINDOW);
            if (at < 0) {
                Job j = (Job) in[i];
                if (!fits(j, l.qtWeight) || i > 0 && !inOrder((Job) in[i - 1], j, always)) {
                    return null;
                }
                afterNew = true;
                i++;
                continue;
            }
            if (afterNew && !inOrder((Job) in[i - 1], (Job) in[i], always)) {
                return null;
            }
            afterNew = false;
            int run = IdentityRuns.run(in, i, seen, at);
            found += run;
            i += run;
            k = at + run;
        }
        if (found == 0) {
            return null; // nothing of the last order: the plain path, which keeps this one for the next call
        }
        carried = found;
        last = new Last(in, l.qtWeight);
        return queued;
    }

    /** How far past the last match a job is looked for: a job that started drops out of the queue's order. */
    private static final int WINDOW = 8;

    /** {@code a} before {@code b} as {@link #sorted} and {@link #holds} ask of two neighbours. */
    private static boolean inOrder(Job a, Job b, boolean always) {
        return tieBreak(a, b) <= 0
                && (always ? a.submitTime() <= b.submitTime() : a.effectiveQueueTime() <= b.effectiveQueueTime());
    }

    /** What {@link #holds} asks of each job alone, its QOS's QTWEIGHT that of the others ({@code qtWeight}). */
    private boolean fits(Job j, long qtWeight) {
        QosTerms t = terms(j.credentials().qos());
        return j.systemPriority() <= 0 && t.qtWeight() == qtWeight && fits(t);
    }

    /** {@code jobs} itself when already in tie-break order (the simulator's queue is), else a sorted copy. */
    private static List<Job> sorted(List<Job> jobs) {
        for (int i = 1; i < jobs.size(); i++) {
            if (tieBreak(jobs.get(i - 1), jobs.get(i)) > 0) {
                List<Job> copy = new ArrayList<>(jobs);
                copy.sort(TIE_BREAK);
                return copy;
            }
        }
        return jobs;
    }

    /**
     * {@link #TIE_BREAK} by hand: as a chain of comparator keys it ran three lambdas deep for each
     * pair of the queue at every event, lambdas shared with every other key chain of the JVM (their
     * type profiles mixed, C2 trapped in them); the submit times nearly always differ.
     */
    static int tieBreak(Job a, Job b) {
        int c = Long.compare(a.submitTime(), b.submitTime());
        if (c == 0) {
            c = Long.compare(QueueOrder.jobNumber(a.id()), QueueOrder.jobNumber(b.id()));
        }
        return c != 0 ? c : a.id().compareTo(b.id());
    }

    /** Every job's priority the same function of its queue time, and their queue origins in {@code order}'s order. */
    private boolean holds(List<Job> order) {
        boolean always = settings.accrual() == JobPrioAccrualPolicy.ALWAYS;
        long origin = Long.MIN_VALUE;
        QosTerms first = null;
        String lastName = null;
        QosTerms last = QosTerms.NONE;
        for (int i = 0; i < order.size(); i++) {
            Job j = order.get(i);
            long o = always ? j.submitTime() : j.effectiveQueueTime();
            if (o < origin || j.systemPriority() > 0) {
                return false;
            }
            origin = o;
            String name = j.credentials().qos();
            if (i == 0 || !Objects.equals(name, lastName)) {
                last = terms(name);
                lastName = name;
                if (first == null) {
                    first = last;
                } else if (last.qtWeight() != first.qtWeight()) {
                    return false;
                }
                if (!fits(last)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A QOS that keeps the queue time the only term: its QTWEIGHT not making the weight negative, no XFACTOR weight, no target weighed. */
    private boolean fits(QosTerms q) {
        return settings.weight(Subcomponent.QUEUETIME) + q.qtWeight() >= 0
                && settings.weight(Subcomponent.XFACTOR) + q.xfWeight() == 0
                && (!settings.weighted(Component.TARGET) || q.qtTarget() <= 0 && q.xfTarget() <= 0);
    }

    private QosTerms terms(String name) {
        if (name == null) {
            return QosTerms.NONE;
        }
        return qos.computeIfAbsent(name, n -> QosTerms.of(cfg.credential(CredentialKind.QOS, n)));
    }
}
