package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.iteration.InsufficientResources.Fit;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which constraint keeps a job left idle for resources from running (checkjob, the qstat comment:
 * the guide's 14.7 "why is my job not running"), in this order:
 * <ol>
 *   <li>no node has the job's features, takes its class, is one of its requested hosts, or has
 *       the exact size JOBNODEMATCHPOLICY EXACTPROC asks: it can never run;</li>
 *   <li>one node's share of the job (a task; the {@code ppn} tasks of {@code nodes=N:ppn=P}; the
 *       whole job when ENABLEMULTINODEJOBS is FALSE) needs more of a resource than the largest of
 *       those nodes has: never; than the largest of them that is up: it waits for nodes to come
 *       back;</li>
 *   <li>the job needs more of a resource than all those nodes have together (under
 *       JOBNODEMATCHPOLICY EXACTNODE, more nodes than there are): never; than those up: it
 *       waits for nodes;</li>
 *   <li>the free amount of a resource on those nodes holds fewer of its tasks now than it has
 *       (counted node by node, as a task is never split): it waits, and the resource that holds
 *       the fewest tasks is named.</li>
 * </ol>
 * Every resource of the one vector is checked, procs first ({@link Resources#names()} order).
 * Nothing found means the nodes have room for the tasks resource by resource, and something else
 * holds them (reservations, or resources short on different nodes): the caller says so.
 *
 * <p>The nodes are summed once per distinct set of node constraints per iteration (a queue of
 * 100,000 jobs has a few dozen), what is free on each of them once, and what that holds once per task shape, until a start or a job
 * reservation changes the availability; the answer itself once per job shape (the same nodes, tasks and
 * resources) and earliest start, so most of a long queue costs one lookup each.
 */
final class Shortfalls {

    private static final List<String> BASE = List.of(Resources.PROCS, Resources.MEM, Resources.SWAP, Resources.DISK,
            Resources.GPUS);

    /** The node constraints of a job: what selects its nodes. */
    record Scope(Set<String> features, List<String> hosts, String jobClass, int exactProcs) {
    }

    private final Availability availability;
    private final long now;
    private final boolean exactProc;
    private final boolean exactNode;
    private final boolean oneNode;
    private final boolean classesMatter;
    private final Map<Scope, ScopeNodes.Summary> summaries = new HashMap<>();
    /** Per node position, what is free now, for {@link #freeAt}; null until read. */
    private final Resources[] freeNow;
    private int freeAt = -1;
    /** Answers by shape, for {@link #memoVersion} and {@link #memoStart}: what they depend on beside the shape. */
    private final ShapeAnswers answers = new ShapeAnswers();
    private int memoVersion = -1;
    private long memoStart;

    Shortfalls(Availability availability, long now, EngineSettings settings, boolean multiNode) {
        this.availability = availability;
        this.now = now;
        this.exactProc = settings.exactProc();
        this.exactNode = settings.exactNode();
        this.oneNode = !multiNode;
        this.classesMatter = availability.nodes().stream().anyMatch(n -> !n.classes().isEmpty());
        this.freeNow = new Resources[availability.nodes().size()];
    }

    /**
     * The constraint that binds, or null when none is found.
     *
     * @param version how many times the availability has changed this iteration: what is free now
     *                is counted again when it differs from the last call's
     */
    InsufficientResources of(Job j, long earliestStart, int version) {
        if (version != memoVersion || earliestStart != memoStart) {
            answers.clear();
            memoVersion = version;
            memoStart = earliestStart;
        }
        String jobClass = classesMatter ? j.credentials().jobClass() : null;
        int exactProcs = exactProcs(j);
        int at = answers.find(j, jobClass, exactProcs);
        if (answers.held(at)) {
            return answers.answer(at);
        }
        ShortfallShape shape = new ShortfallShape(j, jobClass, exactProcs);
        InsufficientResources r = of(j, shape.scope(), earliestStart, version);
        answers.put(at, shape, r);
        return r;
    }

    /** As {@link #of(Job, long, int)} without the answers by shape: the plain path their tests compare with. */
    InsufficientResources plain(Job j, long earliestStart, int version) {
        return of(j, new Scope(j.features(), j.requestedHosts(), classesMatter ? j.credentials().jobClass() : null,
                exactProcs(j)), earliestStart, version);
    }

    /** The procs on one node JOBNODEMATCHPOLICY EXACTPROC asks of {@code j}'s nodes, 0 when it does not ask. */
    private int exactProcs(Job j) {
        return exactProc && j.tasksPerNode() > 0 ? j.tasksPerNode() * Math.max(1, j.perTask().procs()) : 0;
    }

    private InsufficientResources of(Job j, Scope scope, long earliestStart, int version) {
        ScopeNodes.Summary s = summaries.computeIfAbsent(scope, this::summarize);
        int up = s.up().size;
        int down = s.all().size - up;
        if (s.all().size == 0) {
            return reason(Fit.NO_NODE, s.noNodeCause(), 0, 0, 0, 0, 0, j, Times.INFINITY);
        }
        Resources total = j.totalResources();
        Resources perNode = oneNode ? total : j.tasksPerNode() > 0 ? j.perTask().times(j.tasksPerNode()) : j.perTask();
        for (String name : names(perNode)) {
            long need = perNode.get(name);
            if (need > s.all().largest(name)) {
                return reason(Fit.NEVER_NODE, name, need, s.all().largest(name), s.all().largest(name), up, down, j,
                        Times.INFINITY);
            }
            if (need > s.up().largest(name)) {
                return reason(Fit.NODES_DOWN, name, need, s.up().largest(name), s.up().largest(name), up, down, j,
                        earliestStart);
            }
        }
        for (String name : names(total)) {
            long need = total.get(name);
            if (need > s.all().total().get(name)) {
                return reason(Fit.NEVER_TOTAL, name, need, s.all().total().get(name), s.all().largest(name), up, down, j,
                        Times.INFINITY);
            }
            if (need > s.up().total().get(name)) {
                return reason(Fit.NODES_DOWN, name, need, s.up().total().get(name), s.up().largest(name), up, down, j,
                        earliestStart);
            }
        }
        if (exactNode && j.nodes() > s.all().size) {
            return reason(Fit.NEVER_TOTAL, "NODES", j.nodes(), s.all().size, 1, up, down, j, Times.INFINITY);
        }
        InsufficientResources first = shortNow(s, j.perTask(), j.tasks(), j.features(), j, earliestStart, version);
        return first != null ? first : extraReqs(j, earliestStart, version);
    }

    /**
     * A multi-req job's further requests (a {@code -l software=} licence among them), each on
     * the nodes with its own features: a resource no such node has enough of for one task, or
     * whose free amount holds fewer of its tasks now than it has.
     */
    private InsufficientResources extraReqs(Job j, long earliestStart, int version) {
        for (Req r : j.extraReqs()) {
            ScopeNodes.Summary s = summaries.computeIfAbsent(new Scope(r.features(), j.requestedHosts(),
                    classesMatter ? j.credentials().jobClass() : null, 0), this::summarize);
            int up = s.up().size;
            int down = s.all().size - up;
            for (String name : names(r.perTask())) {
                long need = r.perTask().get(name);
                if (need > s.all().largest(name)) {
                    return new InsufficientResources(Fit.NEVER_NODE, name, need, s.all().largest(name),
                            s.all().largest(name), up, down, r.features(), j.requestedHosts(), Times.INFINITY);
                }
            }
            InsufficientResources x = shortNow(s, r.perTask(), r.tasks(), r.features(), j, earliestStart, version);
            if (x != null) {
                return x;
            }
        }
        return null;
    }

    /** The resource whose free amount on the scope's nodes up holds the fewest of {@code tasks} tasks, if too few. */
    private InsufficientResources shortNow(ScopeNodes.Summary s, Resources perTask, int tasks, Set<String> features, Job j,
                                           long earliestStart, int version) {
        int up = s.up().size;
        int down = s.all().size - up;
        ScopeNodes.Fits fits = fits(s.up(), perTask, version);
        String binding = null;
        for (String name : names(perTask)) {
            if (perTask.get(name) > 0 && fits.tasks(name) < tasks
                    && (binding == null || fits.tasks(name) < fits.tasks(binding))) {
                binding = name;
            }
        }
        if (binding == null) {
            return null;
        }
        long per = perTask.get(binding);
        return new InsufficientResources(Fit.NOW, binding, per * tasks, per * fits.tasks(binding),
                fits.mostOnOneNode(binding), up, down, features, j.requestedHosts(), earliestStart);
    }

    /** What the free amounts on these nodes hold of tasks of one shape, counted once per shape and version. */
    private ScopeNodes.Fits fits(ScopeNodes nodes, Resources perTask, int version) {
        if (nodes.fitsAt != version) {
            nodes.fits.clear();
            nodes.free = null;
            nodes.fitsAt = version;
        }
        return nodes.fits.computeIfAbsent(perTask, t -> {
            if (nodes.free == null) {
                nodes.free = new HashMap<>();
                for (int k = 0; k < nodes.size; k++) {
                    nodes.free.computeIfAbsent(freeNow(nodes.indices[k], version), r -> new int[1])[0]++;
                }
            }
            Map<String, long[]> out = new HashMap<>();
            for (Map.Entry<Resources, int[]> e : nodes.free.entrySet()) {
                Resources free = e.getKey();
                for (String name : names(t)) {
                    long need = t.get(name);
                    if (need > 0) {
                        long[] v = out.computeIfAbsent(name, k -> new long[2]);
                        long has = Math.max(0, free.get(name));
                        v[0] += e.getValue()[0] * (has / need);
                        v[1] = Math.max(v[1], has);
                    }
                }
            }
            return new ScopeNodes.Fits(out);
        });
    }

    /** What is free now on node {@code i}, read once per version however many scopes hold the node. */
    private Resources freeNow(int i, int version) {
        if (freeAt != version) {
            java.util.Arrays.fill(freeNow, null);
            freeAt = version;
        }
        Resources r = freeNow[i];
        if (r == null) {
            r = availability.freeOn(i, now, now + 1);
            freeNow[i] = r;
        }
        return r;
    }

    private static InsufficientResources reason(Fit fit, String resource, long needed, long available, long largest,
                                                int up, int down, Job j, long earliestStart) {
        return new InsufficientResources(fit, resource, needed, available, largest, up, down, j.features(),
                j.requestedHosts(), earliestStart);
    }

    /** The resources an amount may ask for: the base five, then its generic resources. */
    private static Iterable<String> names(Resources r) {
        return r.gres().isEmpty() ? BASE : r.names();
    }

    private ScopeNodes.Summary summarize(Scope scope) {
        return ScopeNodes.summarize(scope, availability.nodes());
    }
}
