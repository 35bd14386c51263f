package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeList;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Builds an iteration's {@link Availability} from the nodes and the running jobs
 * ({@link Availability#of(List, List, long, Setup, AvailabilityBase, Object)}): nodes planned back
 * up held until their time, every running job held on its hosts until it ends, on the last
 * iteration's {@link AvailabilityBase} where it serves (a job wholly on kept nodes is held there
 * already, its releases among the base's {@link ReleaseSums}), then the aggregate and the BUSY nodes.
 */
final class AvailabilityBuild {

    private AvailabilityBuild() {
    }

    /** See {@link Availability#of(List, List, long, Setup, AvailabilityBase, Object)}. */
    static Availability of(List<Node> given, List<Job> jobs, long now, Setup setup, AvailabilityBase from, Object key) {
        NodeList nodes = NodeList.copyOf(given); // the snapshot's own list, as it is: the diff reads what it shares with the base's
        Map<String, Long> plannedUp = setup.plannedUp();
        List<Node> view = nodes;
        if (!plannedUp.isEmpty()) {
            view = new ArrayList<>(nodes);
            for (int i = 0; i < view.size(); i++) {
                Node n = view.get(i);
                Long up = plannedUp.get(n.name());
                if (up != null && up > now && (n.state() == NodeState.DOWN || n.state() == NodeState.DRAINED)) {
                    view.set(i, n.withState(NodeState.IDLE));
                }
            }
        }
        boolean carries = key != null && AvailabilityBase.carries(setup);
        AvailabilityBase.Diff diff = carries && from != null ? from.diff(key, nodes, jobs, now, setup) : null;
        boolean[] dirty = diff == null ? null : diff.dirty();
        AvailabilityBase.Held[] carried = diff == null ? null : diff.carried();
        int[][] found = diff == null ? null : diff.taskNodes();
        if (diff == null) {
            from = null;
        }
        Availability a = new Availability(view, now, setup, from, diff);
        a.aggregate.startBuild(jobs.size()); // most running jobs give one release of the aggregate
        if (view != nodes) { // without planned-up nodes a pass over every node for nothing (and a JIT deopt at scale)
            for (int i = 0; i < view.size(); i++) {
                if (view.get(i) != nodes.get(i)) {
                    a.reserve(nodes.get(i).name(), now, plannedUp.get(nodes.get(i).name()), nodes.get(i).configured(),
                            null);
                }
            }
        }
        HeldJobs held = carries ? new HeldJobs(jobs.size()) : null;
        a.rebuilt = from != null ? dirty : null;
        for (int k = 0; k < jobs.size(); k++) {
            Job j = jobs.get(k);
            AvailabilityBase.Held h = carried == null ? null : carried[k]; // the same job, the same end
            if (h != null && !AvailabilityBase.touches(h, dirty)) {
                held.add(j, h); // wholly on kept nodes: held there already, its releases among the base's
                continue;
            }
            if (h != null && h.taskNodes() != null && sameRoom(a, from, h, dirty)) {
                // beside a job that started or ended: held again on the rebuilt nodes alone, its
                // releases as they were (the kept nodes' timelines hold it already)
                a.recommitOn(h.taskNodes(), dirty, setup.runningShare().apply(j.perTask()), now, h.end(),
                        j.credentials().user(), setup.jobAccess().apply(j));
                held.add(j, h); // its releases as they were, among the base's
                continue;
            }
            if (h != null) {
                diff.dropped().addAll(h.releases()); // held afresh below: its releases gathered again
            }
            if (h == null && !AvailabilityBase.holds(j)) {
                continue;
            }
            int released = a.aggregate.releases.size();
            a.touchedCount = carries ? 0 : -1;
            int[] taskNodes = holdRunning(a, j, now, setup, h, found == null ? null : found[k], carries);
            if (carries) {
                // a job on no listed node (deleted since, or an unknown name) touched none: nothing yet recorded
                int[] touched = a.touched == null ? new int[0] : Arrays.copyOf(a.touched, a.touchedCount);
                held.add(j, new AvailabilityBase.Held(Availability.holdsUntil(j, now), touched,
                        List.copyOf(a.aggregate.releases.subList(released, a.aggregate.releases.size())), taskNodes));
                a.touchedCount = -1;
            }
        }
        a.rebuilt = null;
        busyLeaving(a, from, diff);
        if (carries) {
            // the aggregate from the base's releases and those gathered (all, without a base), kept for the next
            ReleaseSums sums = a.aggregate.finishBuild(from == null ? null : from.releaseSums,
                    diff == null ? List.of() : diff.dropped());
            a.keepAsBase(key, setup, held, sums); // carries: no node planned up, the view is the nodes
        } else {
            a.aggregate.finishBuild(); // the aggregate from the releases gathered
        }
        holdBusy(a, Times.plus(now, setup.busyFor()));
        return a;
    }

    /**
     * Whether each node of {@code h} to be built afresh is as usable and as large as the base had
     * it: then the job's share of the aggregate is what it was ({@link Aggregate#take} counts
     * usable nodes, a node-dedicating access charges the configured size).
     */
    private static boolean sameRoom(Availability a, AvailabilityBase from, AvailabilityBase.Held h, boolean[] dirty) {
        for (int i : h.nodes()) {
            if (dirty[i] && (a.usable(i) != from.usable[i] || a.configuredProcs(i) != from.configuredProcs[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Which BUSY nodes leave something free now ({@link Availability#busyLeaving}): a node kept
     * from {@code from} (not in {@code diff}) as the base found it, since it is the same node with
     * the same timeline and no change point up to now (else it were dirty), so the same segment
     * at now; every other BUSY node read. On Lublin most of the 256 nodes are BUSY (job-exclusive)
     * and full at every event: their timelines are no longer read for that.
     */
    private static void busyLeaving(Availability a, AvailabilityBase from, AvailabilityBase.Diff diff) {
        if (from == null) {
            for (int i = a.busy.nextSetBit(0); i >= 0; i = a.busy.nextSetBit(i + 1)) {
                a.busyLeaving.set(i, !left(a, i).isZero());
            }
            return;
        }
        a.busyLeaving.or(from.busyLeaving);
        a.busyLeaving.and(a.busy); // a node no longer BUSY changed object: it is dirty, read below if BUSY
        for (int i : diff.changed()) {
            if (a.busy.get(i)) {
                a.busyLeaving.set(i, !left(a, i).isZero());
            }
        }
    }

    /** What BUSY node i's jobs leave free now (ZERO for a full node), as the running jobs hold it. */
    private static Resources left(Availability a, int i) {
        if (a.timeline(i).emptyAt(a.now())) { // a full node leaves nothing to hold
            return Resources.ZERO;
        }
        Resources f = a.timeline(i).minOver(a.now(), a.now() + 1);
        return new Resources(Math.max(0, f.procs()), Math.max(0, f.memMb()), Math.max(0, f.swapMb()),
                Math.max(0, f.diskMb()), Math.max(0, f.gpus()), f.gres().min(a.nodes().get(i).configured().gres()));
    }

    /**
     * A BUSY node takes no new work: what its jobs leave free now is held until {@code until}, when
     * its state is known again (the next poll). A node that is only full needs nothing more.
     */
    private static void holdBusy(Availability a, long until) {
        for (int i = a.busyLeaving.nextSetBit(0); i >= 0; i = a.busyLeaving.nextSetBit(i + 1)) {
            Resources left = left(a, i);
            if (!left.isZero()) {
                a.reserve(a.nodes().get(i).name(), a.now(), until, left, null);
            }
        }
    }

    /**
     * Holds running job {@code j} on its hosts, as {@link Availability#of(List, List, long, Setup)}
     * does; {@code was}: what the same job held at the last build (null: none), whose task nodes
     * serve instead of looking its hosts up by name (the positions are the same: the base serves
     * only the same node names at the same positions). {@code at}: else the position of each of its
     * hosts, as the base's diff looked them up (null: not looked up), which serve the same way
     * (the base's node index is this availability's). Gives the node of each task where the job
     * is held by its tasks alone and {@code keep} asks for them, else null.
     */
    private static int[] holdRunning(Availability a, Job j, long now, Setup setup, AvailabilityBase.Held was,
                                     int[] at, boolean keep) {
        String user = j.credentials().user();
        NodeAccessPolicy access = setup.jobAccess().apply(j);
        if (j.state() == JobState.SUSPENDED) {
            j.heldPerHost().forEach((h, held) -> a.reserve(h, now, Times.INFINITY, held.withProcs(0), user));
            return null;
        }
        long end = Availability.holdsUntil(j, now);
        if (setup.dedicated().test(j)) {
            a.commitWhole(j.allocatedHosts(), now, end, user);
        } else if (!j.isMultiReq()) {
            Resources share = setup.runningShare().apply(j.perTask());
            if (was != null && was.taskNodes() != null) {
                a.commitAt(was.taskNodes(), share, now, end, user, access);
                return was.taskNodes();
            }
            if (at != null) { // what a.commit by the names does while no placement was found here (a build)
                a.commitAt(at, share, now, end, user, access);
                return keep ? at : null;
            }
            a.commit(j.allocatedHosts(), share, now, end, user, access);
            return keep ? a.lastTaskNodes() : null;
        } else {
            List<List<String>> byReq = j.hostsByReq();
            for (int k = 0; k < byReq.size(); k++) {
                a.commit(byReq.get(k), setup.runningShare().apply(j.reqs().get(k).perTask()), now, end, user, access);
            }
        }
        return null;
    }

}
