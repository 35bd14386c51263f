package io.jmaui.bridge.allocation;

import io.jmaui.scheduler.config.AmConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.StandingReservationConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The charging rules of guide 6.4, a function of the last state and one iteration: which liens to
 * place, which charges to make, which liens to release, and the state after. No I/O; see
 * {@link AllocationManager} for the file and the daemon.
 */
final class Charges {

    /** The lines to append and the state after them. */
    record Step(AmState state, List<String> lines) {
    }

    private final AmConfig am;
    private final MauiConfig cfg;
    private final String machine;

    /** @param machine the resource manager's name charges name (Maui's MACHINE, and APPENDMACHINENAME's suffix) */
    Charges(AmConfig am, MauiConfig cfg, String machine) {
        this.am = am;
        this.cfg = cfg;
        this.machine = machine;
    }

    Step observe(AmState state, Snapshot snapshot, List<Reservation> reservations, long now) {
        List<String> lines = new ArrayList<>();
        Map<String, JobCharge> liens = new TreeMap<>(state.liens());
        Map<String, Job> jobs = new HashMap<>(snapshot.jobs().size() * 4 / 3 + 1);
        for (Job j : snapshot.jobs()) {
            jobs.put(j.id(), j);
            if (j.state().isActive() && !liens.containsKey(j.id())) {
                JobCharge c = lien(j, now);
                liens.put(j.id(), c);
                lines.add(AmLines.reserveJob(c));
            }
        }
        for (JobCharge c : List.copyOf(liens.values())) {
            Job j = jobs.get(c.id());
            if (j != null && j.state().isActive()) {
                if (now - c.chargedTo() >= am.flushInterval()) {
                    lines.add(AmLines.withdrawJob(machine, c, now - c.chargedTo(), 1.0));
                    liens.put(c.id(), c.chargedTo(now));
                }
                continue;
            }
            if (charged(j, c, now)) {
                lines.add(AmLines.withdrawJob(machine, c, now - c.chargedTo(), 1.0));
            }
            lines.add(AmLines.remove(c.account(), c.id()));
            liens.remove(c.id());
        }
        Map<String, ReservationCharge> res = reservations(state.reservations(), snapshot, reservations, now, lines);
        return new Step(new AmState(liens, res, List.of()), lines);
    }

    /**
     * Whether an ended job is charged (CHARGEPOLICY): DEBITALL* always; DEBITSUCCESSFUL* when it
     * ran to its end ({@link io.jmaui.bridge.callout.JobEnd#completed}) or used its whole wallclock
     * limit (guide 6.4 note: such jobs count as successful). A job back in the queue (requeued, or
     * its start failed) is charged only under DEBITALL*.
     */
    private boolean charged(Job j, JobCharge c, long now) {
        if (am.chargePolicy().startsWith("DEBITALL")) {
            return true;
        }
        if (c.walltime() > 0 && now - c.start() >= c.walltime()) {
            return true;
        }
        return io.jmaui.bridge.callout.JobEnd.completed(j);
    }

    private JobCharge lien(Job j, long now) {
        String account = j.credentials().account() == null ? AmLines.NONE : j.credentials().account();
        if (am.appendMachineName()) {
            account = account + "@" + machine;
        }
        String user = j.credentials().user() == null ? AmLines.NONE : j.credentials().user();
        String nodeType = j.allocatedHosts().isEmpty() ? "DEFAULT"
                : cfg.node(j.allocatedHosts().get(0)).nodeType().orElse("DEFAULT");
        long start = j.startTime() > 0 ? Math.min(j.startTime(), now) : now;
        return new JobCharge(j.id(), account, user, Math.max(1, j.procs()), nodeType, j.credentials().qos(),
                j.walltime(), Math.max(1, new LinkedHashSet<>(j.allocatedHosts()).size()), start, start);
    }

    /** Idle cycles of the standing reservations with CHARGEACCOUNT, counted, flushed and ended. */
    private Map<String, ReservationCharge> reservations(Map<String, ReservationCharge> before, Snapshot snapshot,
                                                        List<Reservation> inForce, long now, List<String> lines) {
        Map<String, ReservationCharge> out = new TreeMap<>();
        Map<String, Node> nodes = new HashMap<>();
        snapshot.nodes().forEach(n -> nodes.put(n.name(), n));
        Map<String, Integer> busy = busyProcs(snapshot);
        for (Reservation r : inForce) {
            Optional<String> account = chargeAccount(r);
            if (account.isEmpty() || r.start() > now || r.end() <= now) {
                continue;
            }
            int procs = reservedProcs(r, nodes);
            int active = r.hosts().stream().mapToInt(h -> busy.getOrDefault(h, 0)).sum();
            ReservationCharge c = before.get(r.id());
            if (c == null) {
                c = new ReservationCharge(r.id(), account.get(), procs, r.hosts().size(), r.end(), 0, 0, now, now);
                lines.add(AmLines.reserveReservation(c, r.end() - now));
            } else {
                c = c.counted(now, active);
            }
            if (now - c.since() >= am.flushInterval()) {
                lines.add(AmLines.withdrawReservation(c));
                c = c.flushed(now);
            }
            out.put(r.id(), c);
        }
        for (ReservationCharge c : before.values()) {
            if (!out.containsKey(c.id())) {
                ReservationCharge last = c.counted(Math.min(now, c.end()), 0);
                lines.add(AmLines.withdrawReservation(last));
                lines.add(AmLines.remove(c.account(), c.id()));
            }
        }
        return out;
    }

    /** A standing reservation instance ({@code name.N}) whose SRCFG has CHARGEACCOUNT. */
    private Optional<String> chargeAccount(Reservation r) {
        if (r.type() != ReservationType.STANDING) {
            return Optional.empty();
        }
        int dot = r.id().lastIndexOf('.');
        String name = dot < 0 ? r.id() : r.id().substring(0, dot);
        for (StandingReservationConfig sr : cfg.standingReservations().values()) {
            if (sr.name().equals(name)) {
                return sr.chargeAccount();
            }
        }
        return Optional.empty();
    }

    private static int reservedProcs(Reservation r, Map<String, Node> nodes) {
        int all = r.hosts().stream().map(nodes::get).filter(java.util.Objects::nonNull)
                .mapToInt(n -> n.configured().procs()).sum();
        if (r.perTask().equals(Resources.ZERO) || r.taskCount() <= 0) {
            return all;
        }
        return Math.min(all, r.taskCount() * r.perTask().procs());
    }

    /** Processors held by active jobs on each host (one per task, as exec_host lists them). */
    private static Map<String, Integer> busyProcs(Snapshot snapshot) {
        Map<String, Integer> busy = new HashMap<>();
        for (Job j : snapshot.jobs()) {
            if (j.state().isActive()) {
                int perTask = Math.max(1, j.perTask().procs());
                j.allocatedHosts().forEach(h -> busy.merge(h, perTask, Integer::sum));
            }
        }
        return busy;
    }
}
