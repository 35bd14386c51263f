package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.qos.QosFlags;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Snapshot;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The engine's entry points to this package, shaped like its reservation seam: the admin and
 * standing reservations in force for one iteration, and one job's access to one of them.
 */
public final class Reservations {

    /** The kinds, read once: values() is a new array per call (a native clone in C1 code), asked per job and event. */
    private static final CredentialKind[] KINDS = CredentialKind.values();

    private Reservations() {
    }

    /**
     * Admin reservations of the snapshot that have not ended (floating ones as
     * {@link ReservationRequest#asReservation()} reads them), then the standing reservations of
     * maui.cfg ({@link StandingReservations#instances}), UTC wall clock.
     */
    public static List<Reservation> inForce(MauiConfig cfg, Snapshot s, long now) {
        return inForce(cfg, s, now, ZoneOffset.UTC);
    }

    /** {@link #inForce(MauiConfig, Snapshot, long)} with standing reservation times read in {@code zone}. */
    public static List<Reservation> inForce(MauiConfig cfg, Snapshot s, long now, ZoneId zone) {
        return requests(cfg, s, now, zone).stream().map(q -> Requests.forPlacer(q, s.nodes())).toList();
    }

    /**
     * {@link #inForce(MauiConfig, Snapshot, long, ZoneId)}, where the snapshot has no admin
     * reservation, as the last call under the same {@code cfg} and {@code zone} built it while the
     * nodes and the windows it read are the same ({@link StandingCarry}, checked at each call): the
     * engine's call at every iteration.
     */
    public static List<Reservation> inForceCarried(MauiConfig cfg, Snapshot s, long now, ZoneId zone) {
        for (Reservation r : s.reservations()) {
            if (r.type() == ReservationType.ADMIN) {
                return inForce(cfg, s, now, zone);
            }
        }
        return StandingCarry.of(cfg).inForce(s.nodes(), now, zone);
    }

    /**
     * The placement requests behind {@link #inForce}: admin then standing, floating DEDICATED ones
     * kept off the hosts that other node-locked reservations hold at the same time.
     */
    public static List<ReservationRequest> requests(MauiConfig cfg, Snapshot s, long now, ZoneId zone) {
        List<ReservationRequest> out = new ArrayList<>();
        for (Reservation r : AdminReservations.expire(s.reservations(), now)) {
            if (r.type() == ReservationType.ADMIN) {
                out.add(AdminReservations.request(r, s.nodes()));
            }
        }
        out.addAll(StandingReservations.requests(StandingConfigs.specs(cfg), s.nodes(), now, zone));
        return Requests.dedicated(out);
    }

    private static final Derived<UnsureSpecs> UNSURE = Derived.of(UnsureSpecs::of);

    /**
     * True when every admin and standing reservation in force at {@code now} ({@link #inForce}) is
     * locked on whole listed hosts: hosts given and no task count, so it is placed the same way at
     * every iteration. An SRCFG block without TASKCOUNT that reserves whole nodes (or nothing) is
     * known to be so without resolving its host list or its windows: the simulator asks at events
     * where nothing can start.
     */
    public static boolean lockedOnWholeHosts(MauiConfig cfg, Snapshot s, long now, ZoneId zone) {
        List<StandingSpec> unsure = cfg.derived(UNSURE).specs();
        List<ReservationRequest> out = new ArrayList<>();
        for (Reservation r : s.reservations()) { // as AdminReservations.expire leaves them, without a list of them
            if (r.type() == ReservationType.ADMIN && AdminReservations.inForce(r, now)) {
                out.add(AdminReservations.request(r, s.nodes()));
            }
        }
        if (out.isEmpty() && unsure.isEmpty()) { // nothing to place: the simulator's events under a plain SRCFG
            return true;
        }
        out.addAll(StandingReservations.requests(unsure, s.nodes(), now, zone));
        for (ReservationRequest q : Requests.dedicated(out)) {
            Reservation r = Requests.forPlacer(q, s.nodes());
            if (r.hosts().isEmpty() || r.taskCount() > 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The SRCFG blocks {@link #lockedOnWholeHosts} must resolve to answer (a TASKCOUNT, or a HOSTLIST
     * of partial nodes), read once per config ({@link MauiConfig#derived}): the simulator asks at
     * every event where nothing can start.
     */
    private record UnsureSpecs(List<StandingSpec> specs) {
        static UnsureSpecs of(MauiConfig cfg) {
            List<StandingSpec> unsure = new ArrayList<>();
            for (StandingSpec spec : StandingConfigs.specs(cfg)) {
                if (spec.taskCount() > 0 || !spec.hostList().isEmpty() && !Requests.wholeNode(spec.perTask())) {
                    unsure.add(spec);
                }
            }
            return new UnsureSpecs(List.copyOf(unsure));
        }
    }

    /**
     * The hosts, one per task, that reservation {@code r} held when the last iteration placed it
     * ({@code previous}, from its carry-over) and may still use: placed first, so a floating
     * reservation keeps its nodes rather than moving to whichever frees up first (guide 7.1.3).
     */
    public static List<String> held(Reservation r, List<Reservation> previous) {
        return StandingReservations.held(r, previous);
    }

    /** The job's affinity for {@code r} when the reservation admits it, empty when it refuses (no job attributes). */
    public static Optional<AclAffinity> access(Job job, Reservation r) {
        AclVerdict v = ReservationAccess.evaluate(job, r);
        return v.allowed() ? Optional.of(v.affinity()) : Optional.empty();
    }

    /**
     * {@link #access(Job, Reservation)} with the job's attributes from maui.cfg
     * ({@link #jobAttributes}), so that {@code JOBATTRLIST=PREEMPTEE} admits preemptible jobs.
     */
    public static Optional<AclAffinity> access(MauiConfig cfg, Job job, Reservation r) {
        AclVerdict v = ReservationAccess.evaluate(job, jobAttributes(cfg, job), r);
        return v.allowed() ? Optional.of(v.affinity()) : Optional.empty();
    }

    /**
     * The job attributes JOBATTRLIST matches: the FLAGS of the job's credentials
     * ({@code QOSCFG[x] FLAGS=PREEMPTEE}, also USERCFG, GROUPCFG, ACCOUNTCFG, CLASSCFG), upper case;
     * IGNSRMAXTIME when the QOS grants it, IGNALL included.
     */
    public static Set<String> jobAttributes(MauiConfig cfg, Job job) {
        Set<String> out = new TreeSet<>();
        for (CredentialKind k : KINDS) {
            String name = job.credentials().of(k);
            if (name != null) {
                for (String f : cfg.credential(k, name).flags()) { // a loop: a lambda capturing out is a method handle call in C1 code
                    out.add(f.toUpperCase(Locale.ROOT));
                }
            }
        }
        String qos = job.credentials().qos();
        if (qos != null && QosFlags.of(cfg.credential(CredentialKind.QOS, qos)).has(QosFlag.IGNSRMAXTIME)) {
            out.add(QosFlag.IGNSRMAXTIME.name()); // also when IGNALL grants it
        }
        return out;
    }

    /**
     * Why reserved resources were closed to a job: the first of {@code placed} (in order) that covers
     * one of {@code hosts} during {@code [from, to)} and refuses the job. For the engine's reason when
     * a job does not fit but would without the reservations that refuse it.
     */
    public static Optional<ReservationRefusal> refusal(Job job, List<Reservation> placed, List<String> hosts,
                                                       long from, long to) {
        return refusal(job, Set.of(), placed, hosts, from, to);
    }

    /** {@link #refusal(Job, List, List, long, long)} with the job's attributes from maui.cfg ({@link #jobAttributes}). */
    public static Optional<ReservationRefusal> refusal(MauiConfig cfg, Job job, List<Reservation> placed,
                                                       List<String> hosts, long from, long to) {
        return refusal(job, jobAttributes(cfg, job), placed, hosts, from, to);
    }

    private static Optional<ReservationRefusal> refusal(Job job, Set<String> attributes, List<Reservation> placed,
                                                        List<String> hosts, long from, long to) {
        Set<String> wanted = Set.copyOf(hosts);
        for (Reservation r : placed) {
            if (r.start() < to && from < r.end() && r.hosts().stream().anyMatch(wanted::contains)) {
                Optional<ReservationRefusal> why = ReservationAccess.evaluate(job, attributes, r).reason();
                if (why.isPresent()) {
                    return why;
                }
            }
        }
        return Optional.empty();
    }
}
