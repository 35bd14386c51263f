package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.qos.QosAssignment;
import io.jmaui.scheduler.qos.QosGrant;

import java.util.ArrayList;
import java.util.Arrays;
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

    static PreparedCarry of(MauiConfig cfg) {
        return cfg.derived(PreparedCarry.class, c -> new PreparedCarry());
    }

    /** {@link PrepareSnapshot#apply} of {@code raw}, and the QOS assignment of its jobs. */
    record Parts(Snapshot prepared, QosAssignment.Result qos) {
    }

    /** The last call's raw nodes and jobs and what they became, at the same positions. */
    private record Last(List<Node> rawNodeList, Node[] rawNodes, List<Node> nodeList, Node[] nodes, Job[] rawJobs,
                        Job[] jobs, Job[] assigned, QosGrant[] grants) {
    }

    Parts prepare(MauiConfig cfg, Snapshot raw) {
        int plain = plainFor;
        if (plain > 0) {
            plainFor = plain - 1;
            Snapshot prepared = PrepareSnapshot.apply(cfg, raw);
            return new Parts(prepared, QosAssignment.assign(cfg, prepared.jobs()));
        }
        Last l = last;
        List<Node> rawNodes = raw.nodes();
        Node[] rawNodeArray;
        List<Node> nodes;
        Node[] nodeArray;
        if (l != null && rawNodes == l.rawNodeList) { // no node changed since the last call: its arrays as they are
            rawNodeArray = l.rawNodes;
            nodes = l.nodeList;
            nodeArray = l.nodes;
        } else {
            rawNodeArray = rawNodes.toArray(new Node[0]);
            nodes = nodes(cfg, rawNodes, rawNodeArray, l);
            nodeArray = nodes == rawNodes ? rawNodeArray : nodes.toArray(new Node[0]);
        }
        List<Job> rawJobs = raw.jobs();
        int n = rawJobs.size();
        Job[] in = new Job[n];
        Job[] jobs = new Job[n];
        Job[] assigned = new Job[n];
        QosGrant[] grants = new QosGrant[n];
        int[] missed = new int[n];
        int misses = 0;
        boolean same = true;
        Job[] seen = l == null ? new Job[0] : l.rawJobs;
        for (int i = 0, k = 0; i < n; i++) {
            in[i] = rawJobs.get(i); // indexed: the snapshot's list is one class, its iterator a shared one
            int at = find(seen, k, in[i]);
            if (at < 0) {
                missed[misses++] = i;
                continue;
            }
            jobs[i] = l.jobs[at];
            same &= jobs[i] == in[i];
            assigned[i] = l.assigned[at];
            grants[i] = l.grants[at];
            k = at + 1;
        }
        if (misses > 0) {
            List<Job> fresh = new ArrayList<>(misses);
            for (int m = 0; m < misses; m++) {
                fresh.add(in[missed[m]]);
            }
            List<Job> prepared = PrepareSnapshot.jobs(cfg, fresh);
            QosGrant[] freshGrants = new QosGrant[misses];
            List<Job> freshAssigned = QosAssignment.assign(cfg, prepared, freshGrants);
            for (int m = 0; m < misses; m++) {
                jobs[missed[m]] = prepared.get(m);
                same &= prepared.get(m) == fresh.get(m);
                assigned[missed[m]] = freshAssigned.get(m);
                grants[missed[m]] = freshGrants[m];
            }
        }
        if (misses * 2 > n) {
            plainFor = PLAIN_AFTER_MISSES;
        }
        last = new Last(rawNodes, rawNodeArray, nodes, nodeArray, in, jobs, assigned, grants);
        // the arrays are kept in last and never written again: the lists take them as they are
        List<Job> assignedList = FixedList.handedOver(assigned);
        return new Parts(PrepareSnapshot.with(raw, nodes, same ? rawJobs : FixedList.handedOver(jobs)),
                QosAssignment.result(assignedList, grants));
    }

    /** The position of {@code job} in {@code seen} from {@code from} on, within {@link #WINDOW}; -1 when not there. */
    private static int find(Job[] seen, int from, Job job) {
        int to = Math.min(seen.length, from + WINDOW);
        for (int k = from; k < to; k++) {
            if (seen[k] == job) {
                return k;
            }
        }
        return -1;
    }

    /**
     * {@link PrepareSnapshot#nodes} of {@code raw} ({@code in} its nodes), not the last call's raw
     * list: node by node, the nodes not at the same position last time prepared in one batch.
     */
    private static List<Node> nodes(MauiConfig cfg, List<Node> raw, Node[] in, Last l) {
        if (l == null || in.length != l.rawNodes.length) {
            return PrepareSnapshot.nodes(cfg, raw);
        }
        Node[] out = null; // made at the first node whose preparation is not the node itself
        List<Node> fresh = null;
        int[] missed = null;
        for (int i = 0; i < in.length; i++) {
            if (in[i] != l.rawNodes[i]) {
                if (fresh == null) {
                    fresh = new ArrayList<>();
                    missed = new int[in.length];
                }
                missed[fresh.size()] = i;
                fresh.add(in[i]);
            } else if (out == null && l.nodes[i] != in[i]) {
                out = Arrays.copyOf(in, in.length);
                out[i] = l.nodes[i];
            } else if (out != null) {
                out[i] = l.nodes[i];
            }
        }
        if (fresh != null) {
            List<Node> prepared = PrepareSnapshot.nodes(cfg, fresh);
            for (int m = 0; m < fresh.size(); m++) {
                Node p = prepared.get(m);
                if (out == null && p != fresh.get(m)) {
                    out = Arrays.copyOf(in, in.length);
                }
                if (out != null) {
                    out[missed[m]] = p;
                }
            }
        }
        // as the plain path gives: the list itself when no node changes
        return out == null ? raw : List.of(out);
    }
}
