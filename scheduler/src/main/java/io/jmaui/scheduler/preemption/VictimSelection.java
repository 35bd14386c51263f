package io.jmaui.scheduler.preemption;

import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The choice of victims for one preemptor (guide 8.4; style.md "Preemption as a pure choice of
 * victims", after Kubernetes' PostFilter): the fewest PREEMPTEE jobs, of the lowest priority and
 * the most recently started, whose resources together with what is free let the preemptor start
 * now, and never one more than needed. A pure function of the free resources per host and the
 * candidates; it reads the whole resource vector (procs, memory, swap, disk, GPUs, generic
 * resources), so a job waiting for GPUs takes them from a GPU job, not from any job.
 *
 * <p>How: the candidates are ordered by preference (priority ascending, then start time
 * descending, then the fewest processors freed, then id). The first one that frees enough alone wins (one victim is the fewest).
 * Otherwise two greedy sets are built, one adding candidates in preference order, one adding the
 * candidate that gives the preemptor most tasks, each until the preemptor fits; each is then
 * trimmed, Kubernetes' "reprieve": from its highest-priority victim down, a victim whose
 * resources are not needed is let go. The better set wins: fewer victims, then lower priorities,
 * then more recent starts. Exact minimum covers are a set-cover problem; the two greedy passes
 * find the small sets real clusters present (a few large low-priority jobs, or many small ones).
 */
public final class VictimSelection {

    /**
     * Preference among victims: preemptible backfill jobs first, the lowest BFPRIORITYPOLICY rank
     * first; then the lowest priority, the most recently started, the fewest procs freed, the id.
     */
    static final Comparator<Candidate> PREFERENCE = Comparator.comparingDouble(Candidate::backfillRank)
            .thenComparingLong(Candidate::priority)
            .thenComparing(Comparator.comparingLong(Candidate::startTime).reversed())
            .thenComparingLong(Candidate::procs)
            .thenComparing(Candidate::jobId);

    /** Candidates the size-first pass considers (it is quadratic in them). */
    static final int SIZE_PASS = 256;

    private final Need need;
    private final List<String> hosts;
    private final Map<String, Resources> free;
    private final Map<String, Resources> capacity;
    private final Map<String, Integer> baseTasks = new HashMap<>();
    private long baseTotal;

    /**
     * @param hosts    the hosts the preemptor may use, in the availability's node order
     * @param free     what is free on each of them for the preemptor's whole walltime
     * @param capacity each host's configured resources (QOS DEDICATED needs a host wholly free)
     */
    private VictimSelection(Need need, List<String> hosts, Map<String, Resources> free, Map<String, Resources> capacity) {
        this.need = need;
        this.hosts = hosts;
        this.free = free;
        this.capacity = capacity;
        for (String h : hosts) {
            int t = tasks(h, free.get(h));
            baseTasks.put(h, t);
            baseTotal += count(t);
        }
    }

    /**
     * The victims to preempt so the preemptor starts now, and its hosts; empty when no set of
     * candidates frees enough, or when it fits without any (preemption is not what it waits for).
     */
    public static Optional<Choice> choose(Need need, List<String> hosts, Map<String, Resources> free,
                                          Map<String, Resources> capacity, List<Candidate> candidates) {
        VictimSelection s = new VictimSelection(need, hosts, free, capacity);
        if (s.fits(List.of())) {
            return Optional.empty();
        }
        List<Candidate> useful = new ArrayList<>();
        for (Candidate c : candidates) {
            if (c.frees().keySet().stream().anyMatch(s.baseTasks::containsKey)) {
                useful.add(c);
            }
        }
        useful.sort(PREFERENCE);
        for (Candidate c : useful) {
            if (s.fits(List.of(c))) {
                return Optional.of(s.choice(List.of(c)));
            }
        }
        List<Candidate> byPreference = s.reprieve(s.greedy(useful, false));
        // the size-first pass looks at every candidate at every step: keep it to the most preferred
        List<Candidate> bySize = s.reprieve(s.greedy(useful.subList(0, Math.min(useful.size(), SIZE_PASS)), true));
        List<Candidate> best = better(byPreference, bySize);
        return best == null ? Optional.empty() : Optional.of(s.choice(best));
    }

    /** Candidates added until the preemptor fits: in preference order, or the most useful next; null if never. */
    private List<Candidate> greedy(List<Candidate> ordered, boolean bySize) {
        List<Candidate> chosen = new ArrayList<>();
        List<Candidate> left = new ArrayList<>(ordered);
        while (!left.isEmpty()) {
            Candidate next = left.get(0);
            if (bySize) {
                long best = -1;
                for (Candidate c : left) {
                    chosen.add(c);
                    long gain = total(chosen);
                    chosen.remove(chosen.size() - 1);
                    if (gain > best) {
                        best = gain;
                        next = c;
                    }
                }
            }
            left.remove(next);
            chosen.add(next);
            if (fits(chosen)) {
                return chosen;
            }
        }
        return null;
    }

    /** Lets go, from the highest priority down, every victim the preemptor fits without. */
    private List<Candidate> reprieve(List<Candidate> set) {
        if (set == null) {
            return null;
        }
        List<Candidate> kept = new ArrayList<>(set);
        List<Candidate> byPriority = new ArrayList<>(set);
        byPriority.sort(PREFERENCE.reversed());
        for (Candidate c : byPriority) {
            kept.remove(c);
            if (!fits(kept)) {
                kept.add(c);
            }
        }
        kept.sort(PREFERENCE);
        return kept;
    }

    private static List<Candidate> better(List<Candidate> a, List<Candidate> b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        if (a.size() != b.size()) {
            return a.size() < b.size() ? a : b;
        }
        List<Long> pa = a.stream().map(Candidate::priority).sorted(Comparator.reverseOrder()).toList();
        List<Long> pb = b.stream().map(Candidate::priority).sorted(Comparator.reverseOrder()).toList();
        for (int i = 0; i < pa.size(); i++) {
            if (!pa.get(i).equals(pb.get(i))) {
                return pa.get(i) < pb.get(i) ? a : b;
            }
        }
        long sa = a.stream().mapToLong(Candidate::startTime).sum();
        long sb = b.stream().mapToLong(Candidate::startTime).sum();
        return sa >= sb ? a : b;
    }

    boolean fits(List<Candidate> set) {
        return total(set) >= (need.byNodes() ? need.nodes() : need.tasks());
    }

    /** Tasks (or, by nodes, hosts with enough tasks) the preemptor finds with {@code set} preempted. */
    private long total(List<Candidate> set) {
        Map<String, Resources> freed = freed(set);
        long total = baseTotal;
        for (Map.Entry<String, Resources> e : freed.entrySet()) {
            Integer base = baseTasks.get(e.getKey());
            if (base != null) {
                total += count(tasks(e.getKey(), free.get(e.getKey()).plus(e.getValue()))) - count(base);
            }
        }
        return total;
    }

    private Map<String, Resources> freed(List<Candidate> set) {
        Map<String, Resources> out = new HashMap<>();
        for (Candidate c : set) {
            c.frees().forEach((h, r) -> out.merge(h, r, Resources::plus));
        }
        return out;
    }

    /** Tasks of the preemptor one host holds with {@code avail} free. */
    private int tasks(String host, Resources avail) {
        if (need.dedicated()) {
            Resources cap = capacity.get(host);
            return cap != null && avail.covers(cap) ? Math.min(cap.tasksOf(need.perTask()), need.tasks()) : 0;
        }
        return Math.min(avail.tasksOf(need.perTask()), need.tasks());
    }

    /** What one host counts for: its tasks, or under EXACTNODE 1 when it holds a node's worth. */
    private long count(int tasks) {
        if (need.byNodes()) {
            return tasks >= need.tasksPerNode() ? 1 : 0;
        }
        return tasks;
    }

    /** The preemptor's hosts with {@code victims} gone: their hosts first, then the others, in node order. */
    private Choice choice(List<Candidate> victims) {
        Map<String, Resources> freed = freed(victims);
        Set<String> order = new LinkedHashSet<>();
        for (String h : hosts) {
            if (freed.containsKey(h)) {
                order.add(h);
            }
        }
        order.addAll(hosts);
        List<String> out = new ArrayList<>();
        int left = need.byNodes() ? need.nodes() : need.tasks();
        for (String h : order) {
            if (left <= 0) {
                break;
            }
            Resources avail = freed.containsKey(h) ? free.get(h).plus(freed.get(h)) : free.get(h);
            int t = tasks(h, avail);
            if (need.byNodes()) {
                if (t >= need.tasksPerNode()) {
                    for (int i = 0; i < need.tasksPerNode(); i++) {
                        out.add(h);
                    }
                    left--;
                }
            } else {
                for (int i = 0; i < Math.min(t, left); i++) {
                    out.add(h);
                }
                left -= Math.min(t, left);
            }
        }
        return new Choice(victims, out);
    }
}
