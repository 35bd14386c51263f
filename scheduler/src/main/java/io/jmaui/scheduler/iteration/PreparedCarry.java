package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.IdentityRuns;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeList;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.partition.PartitionAccess;
import io.jmaui.scheduler.qos.QosAssignment;
import io.jmaui.scheduler.qos.QosGrant;

import java.util.ArrayList;
import java.util.List;

/**
 * The last snapshot {@link Prepared} prepared and gave QOS, node by node and job by job, for the
 * next one to reuse wherever it holds the same objects. The simulator prepares a snapshot at every
 * event, and its snapshots share every node and queued job that did not change since the event
 * before (SimulatedCluster and SimulatedQueue keep their views): preparing and assigning the whole
 * queue again was a tenth of a reslimits run. A node's preparation ({@link PrepareSnapshot#nodes})
 * and a job's ({@link PrepareSnapshot#jobs}, then {@link QosAssignment}) are functions of the
 * config and that object alone (all immutable), so what is reused is what the plain path gives;
 * only the objects not seen at the last call are worked out, by the plain path, in one batch.
 *
 * <p>Kept per config ({@link MauiConfig#derived}); the last call's parts are one immutable record
 * published whole, so iterations on one config in two threads at worst miss each other's.
 */
final class PreparedCarry {

    /** How far past the last match a job is looked for: a job that ended or started drops out of the queue's order. */
    private static final int WINDOW = 8;
    /** How many calls take the plain path after one that found most of its jobs changed. */
    private static final int PLAIN_AFTER_MISSES = 7;

    private volatile Last last;
    /**
     * Calls left to take the plain path, after a call that found most jobs changed: where the policy
     * reads bypass counts (BYPASSWEIGHT) the simulator gives most queued jobs a new view at every
     * backfill, and the walk then cost more than it saved. A race on it costs time only.
     */
    private volatile int plainFor;

    private static final Derived<PreparedCarry> CARRY = Derived.of(c -> new PreparedCarry());

    static PreparedCarry of(MauiConfig cfg) {
        return cfg.derived(CARRY);
    }

    /**
     * {@link PrepareSnapshot#apply} of {@code raw}, and the QOS assignment of its jobs; with what the
     * iteration's setup reads of every node and every job ({@link IterationState}): the prepared
     * nodes' partitions ({@link PartitionAccess#partitionsOf}) and whether some assigned job asks
     * SINGLEUSER access ({@link AccessPolicies#of(Job)}), carried as the nodes and jobs are.
     */
    record Parts(Snapshot prepared, QosAssignment.Result qos, List<String> partitions, boolean singleUserJob) {
    }

    /**
     * The last call's raw nodes and jobs and what they became, at the same positions; {@code same}:
     * every prepared job is its raw job. The nodes as the snapshots' lists ({@link NodeList}: the next
     * call compares only the chunks the raw lists do not share); the jobs in plain object arrays: a
     * copy into a {@code Job[]} checks each element's class (a read of every job, 100,000 in the daemon).
     */
    private record Last(NodeList rawNodeList, NodeList nodeList, Object[] rawJobs,
                        Object[] jobs, Object[] assigned, QosGrant[] grants, boolean same, List<String> partitions,
                        boolean singleUserJob) {
    }

    Parts prepare(MauiConfig cfg, Snapshot raw) {
        int plain = plainFor;
        if (plain > 0) {
            plainFor = plain - 1;
        }
        Last l = last;
        NodeList rawNodes = NodeList.copyOf(raw.nodes()); // the snapshot's own list, as it is
        NodeList nodes;
        int[] moved = null; // the positions whose raw node is not the last call's, when compared
        if (l != null && rawNodes == l.rawNodeList) { // no node changed since the last call: its list as it is
            nodes = l.nodeList;
        } else {
            moved = l == null ? null : l.rawNodeList.differences(rawNodes); // null: another number of nodes
            nodes = nodes(cfg, rawNodes, l, moved);
        }
        List<Job> rawJobs = raw.jobs();
        Object[] in = rawJobs.toArray();
        int n = in.length;
        // where every job the last call prepared was its raw job, so is every carried one: no array of the
        // prepared jobs unless a job prepared now is another (none, but under class defaults or merged
        // requests), only the raw array itself (a copy of the whole queue per event, ~900 jobs deep)
        boolean carriedSame = l == null || l.same;
        Object[] jobs = carriedSame ? null : new Object[n];
        Object[] assigned = new Object[n];
        QosGrant[] grants = new QosGrant[n];
        int[] missed = new int[n];
        // plain: every job afresh, as the plain path does, without looking for it first; the nodes carried
        // all the same (they change by the events alone), and this call kept for the next to carry from
        int misses = l == null || plain > 0 ? all(missed) : carry(in, l, jobs, assigned, grants, missed);
        Object[] prepared = misses == 0 ? NONE : fresh(cfg, in, missed, misses, assigned, grants);
        boolean same;
        if (carriedSame) {
            jobs = withPrepared(in, missed, prepared);
            same = jobs == in;
        } else { // a carried job may be prepared into another
            for (int m = 0; m < prepared.length; m++) {
                jobs[missed[m]] = prepared[m];
            }
            same = identical(jobs, in);
        }
        // a first call has nothing to carry: it says nothing of how the next ones change (the daemon's
        // first poll sent its next seven iterations, 100,000 jobs each, down the plain path)
        if (l != null && plain == 0 && misses * 2 > n) {
            plainFor = PLAIN_AFTER_MISSES;
        }
        List<String> partitions = l != null && nodes == l.nodeList ? l.partitions : partitions(nodes, l, moved);
        // the carried jobs were the last call's: where none of those asked SINGLEUSER, only the missed ones may
        boolean single = l != null && !l.singleUserJob ? singleUser(assigned, missed, misses) : singleUser(assigned, null, n);
        last = new Last(rawNodes, nodes, in, jobs, assigned, grants, same, partitions, single);
        // the arrays are kept in last and never written again: the lists take them as they are, job for
        // job the raw list's in their states (the simulator's lists its running jobs first: no walk finds them)
        List<Job> assignedList = Snapshot.alike(rawJobs, assigned);
        return new Parts(PrepareSnapshot.with(raw, nodes, same ? rawJobs : Snapshot.alike(rawJobs, jobs)),
                QosAssignment.result(assignedList, grants), partitions, single);
    }

    /**
     * {@link PartitionAccess#partitionsOf} {@code nodes}, from the last call's where it found one
     * partition: the same when every node not the same object as then is in it. Most clusters have
     * one partition, and the plain walk read every node at every event. {@code moved} (null: not
     * known): the only positions whose raw node changed since the last call, which are the only ones
     * whose prepared node may have (a node's preparation is its own alone): only those are read, not
     * every node again (1 % of an HPC2N default run was that walk).
     */
    private static List<String> partitions(NodeList nodes, Last l, int[] moved) {
        if (l == null || l.partitions.size() != 1 || nodes.size() != l.nodeList.size()) {
            return PartitionAccess.partitionsOf(nodes);
        }
        String only = l.partitions.get(0);
        for (int i : moved != null ? moved : l.nodeList.differences(nodes)) {
            if (!nodes.get(i).partition().equals(only)) {
                return PartitionAccess.partitionsOf(nodes);
            }
        }
        return l.partitions;
    }

    /**
     * Whether some job of {@code assigned} asks SINGLEUSER access: of those at the first {@code n}
     * positions of {@code at}, or of the first {@code n} where {@code at} is null.
     */
    private static boolean singleUser(Object[] assigned, int[] at, int n) {
        for (int k = 0; k < n; k++) {
            if (AccessPolicies.of((Job) assigned[at == null ? k : at[k]]) == NodeAccessPolicy.SINGLEUSER) {
                return true;
            }
        }
        return false;
    }

    /** Every position of {@code missed} in it, for a first call: how many. */
    private static int all(int[] missed) {
        for (int i = 0; i < missed.length; i++) {
            missed[i] = i;
        }
        return missed.length;
    }

    /**
     * The parts of each job of {@code in} that {@code l} holds, found in its order (each within
     * {@link #WINDOW} of the last one found) and copied a run of consecutive jobs at a time: between
     * two of the simulator's events the jobs are the last event's less those that left and plus
     * those that came, in long runs. The positions of the jobs not found go to {@code missed}; how
     * many. Small methods, here and below, so that the JIT compiles them early from their calls.
     */
    private static int carry(Object[] in, Last l, Object[] jobs, Object[] assigned, QosGrant[] grants, int[] missed) {
        Object[] seen = l.rawJobs;
        int misses = 0;
        for (int i = 0, k = 0; i < in.length; ) {
            int at = IdentityRuns.find(seen, k, in[i], WINDOW);
            if (at < 0) {
                missed[misses++] = i++;
                continue;
            }
            int run = IdentityRuns.run(in, i, seen, at);
            if (jobs != null) { // else each is its raw job ({@link #prepare})
                System.arraycopy(l.jobs, at, jobs, i, run);
            }
            System.arraycopy(l.assigned, at, assigned, i, run);
            System.arraycopy(l.grants, at, grants, i, run);
            i += run;
            k = at + run;
        }
        return misses;
    }

    private static final Object[] NONE = new Object[0];

    /**
     * {@code in}, where each job at {@code missed} was prepared into itself ({@code prepared}, in
     * the same order), else a copy with those prepared into another in their place.
     */
    private static Object[] withPrepared(Object[] in, int[] missed, Object[] prepared) {
        Object[] out = in;
        for (int m = 0; m < prepared.length; m++) {
            if (prepared[m] != in[missed[m]]) {
                out = out == in ? in.clone() : out;
                out[missed[m]] = prepared[m];
            }
        }
        return out;
    }

    /**
     * The jobs at {@code missed} prepared and assigned by the plain path, in one batch: the
     * prepared ones returned in that order, the assigned ones and their grants put in place in the
     * arrays.
     */
    private static Object[] fresh(MauiConfig cfg, Object[] in, int[] missed, int misses, Object[] assigned,
                                  QosGrant[] grants) {
        // the snapshot's list class (the plain path's), not a second one: C2's code for the walks
        // of the jobs (ClassDefaults, PrepareSnapshot.merged, QosAssignment) was compiled for this
        // batch's list alone and thrown away at each simulation's first plain events
        Object[] batch = new Object[misses];
        for (int m = 0; m < misses; m++) {
            batch[m] = in[missed[m]];
        }
        List<Job> fresh = FixedList.handedOver(batch);
        List<Job> prepared = PrepareSnapshot.jobs(cfg, fresh);
        QosGrant[] freshGrants = new QosGrant[misses];
        List<Job> freshAssigned = QosAssignment.assign(cfg, prepared, freshGrants);
        Object[] out = new Object[misses];
        for (int m = 0; m < misses; m++) {
            out[m] = prepared.get(m);
            assigned[missed[m]] = freshAssigned.get(m);
            grants[missed[m]] = freshGrants[m];
        }
        return out;
    }

    /** Whether {@code a} and {@code b} hold the same objects at every position. */
    private static boolean identical(Object[] a, Object[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@link PrepareSnapshot#nodes} of {@code raw}, not the last call's raw list: node by node, the
     * nodes at {@code moved} (the positions not the same as last time, null when the lists differ in
     * length or there is no last call) prepared in one batch, put in place in the last call's
     * prepared list ({@link NodeList#with}: the chunks of the rest shared).
     */
    private static NodeList nodes(MauiConfig cfg, NodeList raw, Last l, int[] moved) {
        if (moved == null) {
            // prepared as an ArrayList, the class the batches below hand over: given the raw list at a
            // run's first event, the preparing loops' code, compiled from the batches, trapped
            // (profile_predicate in NodeLoad.apply) at every run's start. The raw list where none changed
            List<Node> all = new ArrayList<>(raw);
            List<Node> prepared = PrepareSnapshot.nodes(cfg, all);
            return prepared == all ? raw : NodeList.copyOf(prepared);
        }
        if (moved.length == 0) { // other chunks, the same nodes: as the last call prepared them
            return l.nodeList == l.rawNodeList ? raw : l.nodeList;
        }
        List<Node> fresh = new ArrayList<>(moved.length);
        for (int i : moved) {
            fresh.add(raw.get(i));
        }
        List<Node> prepared = PrepareSnapshot.nodes(cfg, fresh);
        if (l.nodeList == l.rawNodeList) { // the last call's prepared nodes were its raw ones
            int m = 0;
            while (m < moved.length && prepared.get(m) == fresh.get(m)) {
                m++;
            }
            if (m == moved.length) {
                return raw; // as the plain path gives: the list itself when no node changes
            }
        }
        NodeList out = (l.nodeList == l.rawNodeList ? raw : l.nodeList).with(moved, moved.length, prepared.toArray());
        // as the plain path gives: the raw list itself when every node is prepared as it is (read only
        // where the last call's prepared list was another: only under a policy that changes nodes)
        return l.nodeList != l.rawNodeList && raw.differences(out).length == 0 ? raw : out;
    }
}
