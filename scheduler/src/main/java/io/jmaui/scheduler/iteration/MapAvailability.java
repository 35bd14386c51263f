package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.availability.JobInside;
import io.jmaui.scheduler.availability.Setup;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.nodes.MachineSpeed;
import io.jmaui.scheduler.nodes.NodeLoad;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.reservation.Reservations;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Stage 4 (guide 7.1.2, 7.1.3): the time-space availability from the running jobs' walltime
 * limits, then every admin and standing reservation in force placed in it, before any job starts.
 * Floating reservations get their hosts here. DOWN and DRAINED nodes whose down-since time is
 * known are planned free again DOWNNODEDELAYTIME after it ({@link #plannedUp}). Node access
 * policies (NODEACCESSPOLICY, NODECFG ACCESS, the jobs' own) bind the running jobs' nodes; BUSY
 * nodes and what load and use take (NODEAVAILABILITYPOLICY, MAXLOAD) are held until the next poll.
 */
final class MapAvailability implements Stage {

    @Override
    public void apply(IterationState st) {
        NodeLoad load = NodeLoad.of(st.cfg); // immutable, read from the config alone
        long pollInterval = st.cfg.get(Parameters.RMPOLLINTERVAL);
        // made in one go: a chain of with* calls made six setups, each copying and searching its maps
        Setup setup = new Setup(st.settings.nodeAccessPolicy(), st.access.perNode(), AccessPolicies::of,
                st.access.singleUser(), st.settings.nodePriorities(),
                plannedUp(st.snapshot, st.cfg.get(Parameters.DOWNNODEDELAYTIME),
                        st.cfg.get(Parameters.NODEDOWNSTATEDELAYTIME), st.now),
                st.requests.dedicatedJobs, load.dedicatedShares(), pollInterval, load.takingBeyondJobs());
        // the last iteration's base serves the nodes and running jobs that did not change, under the same maui.cfg
        st.availability = Availability.of(st.snapshot.nodes(), heldJobs(st), st.now, setup, st.carry.availability(),
                st.cfg);
        MachineSpeed speed = MachineSpeed.of(st.cfg, st.snapshot.nodes());
        if (speed != null) {
            st.availability.useMachineSpeeds(speed.speeds());
        }
        holdLoad(st, load, pollInterval);
        List<Job> active = null;
        for (Reservation r : st.policies.reservations().reservations(st.snapshot, st.now)) {
            List<JobInside> inside = List.of();
            if (r.hosts().isEmpty() && r.taskCount() > 0) {
                active = active == null ? running(st) : active;
                inside = inside(st, r, active);
            }
            List<String> hosts = st.availability.place(r, Reservations.held(r, st.carry.placed()), inside);
            // a reservation locked on whole hosts is placed on its own hosts, in their order: the very
            // reservation then reads as placed (a copy of it per reservation and event was half a percent
            // of an HPC2N run under one SRCFG), and the access memo, keyed by the object, knows it
            Reservation placed = hosts.equals(r.hosts()) ? r : r.withHosts(hosts, r.taskCount());
            st.standing.add(r.hosts().isEmpty() ? placed : r);
            st.placed.add(placed);
        }
    }

    /** The running jobs holding processors (not suspended), as the availability holds them. */
    private static List<Job> running(IterationState st) {
        List<Job> out = new ArrayList<>();
        for (Job j : plannedJobs(st)) {
            if (j.state().isActive() && j.state() != JobState.SUSPENDED && !j.allocatedHosts().isEmpty()) {
                out.add(j);
            }
        }
        return out;
    }

    /**
     * What the running jobs floating reservation {@code r} admits hold, host by host, while it is
     * in force (guide 7.1: a job admitted to a reservation runs inside it): those shares are the
     * reservation's own use, so it does not take other nodes for them (as Maui's container
     * reservations leave out the dedicated resources of the jobs they admit).
     */
    private static List<JobInside> inside(IterationState st, Reservation r, List<Job> running) {
        List<JobInside> out = new ArrayList<>();
        for (Job j : running) {
            long end = Availability.holdsUntil(j, st.now);
            if (end <= Math.max(r.start(), st.now) || st.policies.reservations().access(j, r).isEmpty()) {
                continue;
            }
            j.heldPerHost().forEach((h, held) -> out.add(new JobInside(h, held, end)));
        }
        return out;
    }

    /**
     * What load and use take of each node now beyond what its jobs hold ({@link NodeLoad}), held
     * until the next poll measures them again.
     */
    private static void holdLoad(IterationState st, NodeLoad load, long pollInterval) {
        long until = Times.plus(st.now, Math.max(1, pollInterval));
        List<Node> nodes = st.snapshot.nodes();
        // only the nodes the availability found taking something (read once per node object while
        // its base carries them: a walk over every node at every event found none in a simulation);
        // asked again here, as a DOWN node planned back up was read as the IDLE node it stands for
        for (int i = st.availability.nextLoadTaking(0); i >= 0 && i < nodes.size();
             i = st.availability.nextLoadTaking(i + 1)) {
            Node n = nodes.get(i);
            if (!load.takesBeyondJobs(n)) {
                continue;
            }
            Resources dedicated = n.configured().minus(st.availability.freeOn(n.name(), st.now, st.now + 1));
            Resources extra = load.heldNow(n, dedicated);
            if (!extra.isZero()) {
                st.availability.reserve(n.name(), st.now, until, extra, null);
            }
        }
    }

    /**
     * The jobs the availability is built from: {@link #plannedJobs}, of which it holds only the
     * active ones, so the snapshot's active jobs where they are the planned ones (worked out once
     * per snapshot, {@link Snapshot#activeJobs}): the build walked every queued job twice at every
     * event for nothing (some 260 of 320 on Lublin, 90,000 of 100,000 in the daemon).
     */
    private static List<Job> heldJobs(IterationState st) {
        List<Job> planned = plannedJobs(st);
        return planned == st.snapshot.jobs() ? st.snapshot.activeJobs() : planned;
    }

    /**
     * The jobs as the availability should hold them: with predictions on, a running job's walltime
     * is replaced by its planned run time, so its nodes are planned free at its predicted end
     * (corrected once passed); USEMACHINESPEED divides it by its nodes' speed ({@link MachineSpeed}).
     * Planning only: the job keeps its real limit everywhere else.
     */
    private static List<Job> plannedJobs(IterationState st) {
        MachineSpeed speed = MachineSpeed.of(st.cfg, st.snapshot.nodes());
        if (st.predictor == null && speed == null) {
            return st.snapshot.jobs();
        }
        List<Job> out = new ArrayList<>(st.snapshot.jobs().size());
        for (Job j : st.snapshot.jobs()) {
            if (j.state().isActive() && !j.allocatedHosts().isEmpty()) {
                long planned = speed == null ? st.planned(j) : speed.scaled(st.planned(j), j.allocatedHosts());
                if (planned != Times.INFINITY && planned != j.walltime()) {
                    j = j.toBuilder().walltime(planned).build();
                }
            }
            out.add(j);
        }
        return out;
    }

    /**
     * When each DOWN or DRAINED node with a known down-since is planned free again (guide appendix
     * F DOWNNODEDELAYTIME: "Maui will assume 'down' nodes will be available 1 hour after they go
     * down"): {@code downSince + delay}; once that has passed and the node is still down, Maui's
     * own rule (a down node is unavailable for any start less than the delay from now) keeps it
     * {@code delay} away from now. Never before now + 1: nothing starts on a down node.
     *
     * <p>NODEDOWNSTATEDELAYTIME ({@code stateDelay}, Maui 3.0.7's name for the rule, "how long Maui
     * will assume down, drained ... nodes will remain unavailable"): when set, every DOWN or DRAINED
     * node, its down-since known or not, is planned back no sooner than {@code stateDelay} from now.
     */
    static Map<String, Long> plannedUp(Snapshot s, long delay, long stateDelay, long now) {
        if (s.nodeDownSince().isEmpty() && stateDelay <= 0) {
            return Map.of();
        }
        Map<String, Long> out = new HashMap<>();
        for (Node n : s.nodes()) {
            if (n.state() != NodeState.DOWN && n.state() != NodeState.DRAINED) {
                continue;
            }
            Long since = s.nodeDownSince().get(n.name());
            long up = Times.INFINITY;
            if (since != null) {
                long afterDown = Times.plus(since, delay);
                up = afterDown > now ? afterDown : Times.plus(now, delay);
            }
            if (stateDelay > 0) {
                up = since == null ? Times.plus(now, stateDelay) : Math.max(up, Times.plus(now, stateDelay));
            }
            if (since != null || stateDelay > 0) {
                out.put(n.name(), Math.max(up, now + 1));
            }
        }
        return out;
    }
}
