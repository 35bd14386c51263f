package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.ReservationRow;
import io.jmaui.bridge.view.ReservationsDiagView;
import io.jmaui.bridge.view.ShowresView;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Times;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** showres, showres -n and diagnose -r from the latest iteration's reservations. */
final class ReservationViews {

    private ReservationViews() {
    }

    /**
     * @param partition showres -p: only reservations in this partition (a reservation without one
     *                  is in every partition), null for all
     */
    static ShowresView showres(IterationReport r, boolean byNode, boolean relative, boolean verbose, String partition,
                               List<String> ids) {
        List<ReservationRow> rows = rows(r, ids);
        if (partition != null) {
            java.util.Set<String> in = new java.util.HashSet<>();
            for (Reservation x : r.result().reservations()) {
                if (x.partition() == null || x.partition().equals(partition) || x.partition().equals("ALL")) {
                    in.add(x.id());
                }
            }
            rows = rows.stream().filter(x -> in.contains(x.id())).toList();
        }
        return new ShowresView(r.now(), byNode, relative, verbose, rows);
    }

    static ReservationsDiagView diagnose(IterationReport r, List<String> ids) {
        return new ReservationsDiagView(r.now(), rows(r, ids));
    }

    /**
     * diagnose -s [SRID] (the guide's diagnose page): the instances of standing reservations, of
     * those named (the SRCFG name, or an instance id such as {@code fast.1}) when names are given.
     */
    static ReservationsDiagView diagnoseStanding(IterationReport r, List<String> names) {
        List<ReservationRow> out = new ArrayList<>();
        for (Reservation x : r.result().reservations()) {
            if (x.type() == io.jmaui.scheduler.model.ReservationType.STANDING && (names.isEmpty()
                    || names.contains(x.id()) || names.contains(instanceOf(x.id())))) {
                out.add(row(r, x));
            }
        }
        out.sort(Comparator.comparingLong(ReservationRow::start).thenComparing(ReservationRow::id));
        return new ReservationsDiagView(r.now(), out);
    }

    /** {@code fast.1} is an instance of SRCFG fast: the name before the last dot. */
    private static String instanceOf(String id) {
        int dot = id.lastIndexOf('.');
        return dot < 0 ? id : id.substring(0, dot);
    }

    private static List<ReservationRow> rows(IterationReport r, List<String> ids) {
        return r.result().reservations().stream()
                .filter(x -> ids.isEmpty() || ids.contains(x.id()))
                .sorted(Comparator.comparingLong(Reservation::start).thenComparing(Reservation::id))
                .map(x -> row(r, x)).toList();
    }

    static ReservationRow row(IterationReport r, Reservation x) {
        String type = switch (x.type()) {
            case JOB -> "Job";
            case ADMIN -> "User";
            case STANDING -> "Sys";
        };
        int procs;
        if (x.taskCount() > 0 && x.perTask() != null && x.perTask().procs() > 0) {
            procs = x.taskCount() * x.perTask().procs();
        } else {
            procs = r.snapshot().nodes().stream().filter(n -> x.hosts().contains(n.name()))
                    .mapToInt(n -> n.configured().procs()).sum();
        }
        String jobState = null;
        if (x.type() == io.jmaui.scheduler.model.ReservationType.JOB) {
            jobState = r.snapshot().jobs().stream().filter(j -> j.id().equals(x.id())).findFirst()
                    .map(Job::state).map(JobRows::stateName).orElse(null);
        }
        List<String> acl = x.acl().stream().map(ReservationViews::acl).toList();
        long end = x.end() == Times.INFINITY ? Long.MAX_VALUE / 2 : x.end();
        String state = jobState == null ? "-" : jobState.equals("Running") || jobState.equals("Starting") ? "R" : "I";
        return new ReservationRow(x.id(), type, state, x.start(), end,
                x.taskCount() > 0 ? x.taskCount() : x.hosts().size(), procs, x.hosts(), acl,
                x.flags().stream().sorted().toList(), x.owner(), jobState);
    }

    private static String acl(AclEntry e) {
        return (e.excluded() ? "!" : "") + e.target() + "==" + e.value() + (e.required() ? "*" : "");
    }

    /** The reservations that hold {@code node}. */
    static List<ReservationRow> onNode(IterationReport r, Node node) {
        return r.result().reservations().stream().filter(x -> x.hosts().contains(node.name()))
                .sorted(Comparator.comparingLong(Reservation::start).thenComparing(Reservation::id))
                .map(x -> row(r, x)).toList();
    }

    /**
     * showq -R RESID (the showq page: "only jobs which overlap the specified reservation"): the jobs
     * whose hosts and time meet those of the reservation (or of every instance of a standing
     * reservation named so): an active job from its start to its walltime's end, a job this
     * iteration starts from now, a job with a reservation of its own over that reservation.
     */
    static java.util.function.Predicate<Job> overlapping(IterationReport r, String id) {
        List<Reservation> named = r.result().reservations().stream()
                .filter(x -> x.type() != io.jmaui.scheduler.model.ReservationType.JOB && x.isNamed(id)).toList();
        if (named.isEmpty()) {
            throw new RefusedException("showq -R: cannot locate reservation '" + id + "'");
        }
        java.util.Map<String, Reservation> own = new java.util.HashMap<>();
        r.result().reservations().stream().filter(x -> x.type() == io.jmaui.scheduler.model.ReservationType.JOB)
                .forEach(x -> own.put(x.id(), x));
        java.util.Map<String, List<String>> starting = new java.util.HashMap<>();
        r.result().starts().forEach(s -> starting.put(s.jobId(), s.hosts()));
        return j -> {
            List<String> hosts;
            long from;
            long to;
            if (j.state().isActive() || starting.containsKey(j.id())) {
                hosts = j.state().isActive() ? j.allocatedHosts() : starting.get(j.id());
                from = j.state().isActive() && j.startTime() > 0 ? j.startTime() : r.now();
                to = j.walltime() > 0 ? Math.max(r.now(), from + j.walltime()) : Long.MAX_VALUE;
            } else if (own.containsKey(j.id())) {
                Reservation mine = own.get(j.id());
                hosts = mine.hosts();
                from = mine.start();
                to = mine.end();
            } else {
                return false;
            }
            return named.stream().anyMatch(x -> x.start() < to && from < x.end()
                    && hosts.stream().anyMatch(x.hosts()::contains));
        };
    }
}
