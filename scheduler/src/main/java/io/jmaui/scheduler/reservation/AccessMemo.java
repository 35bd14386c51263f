package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@link Reservations#access(MauiConfig, Job, Reservation)} for one iteration, evaluated once per
 * reservation and per job shape its ACL can tell apart. An ACL reads only the credentials it
 * lists (a {@code CLASSLIST} reads the class), the walltime when it has a TIMELIMIT, and every
 * credential when it has a JOBATTRLIST (job attributes are the FLAGS of all the job's
 * credentials); every reservation reads the reservation the job names, if any (ADVRES). So 100,000 idle jobs against a {@code CLASSLIST=interactive} reservation cost two
 * evaluations, not 100,000, each of which would merge the job's credential configs.
 *
 * <p>One per iteration and not thread-safe itself; the verdicts it finds are handed to the next
 * memo under the same config ({@link Carry}). Iterated only where any entry found gives the same
 * answer ({@link #alike}), so no hash order leaks.
 */
public final class AccessMemo {

    private final MauiConfig cfg;
    /** Sized for the few reservations of most sites: a memo is made at every event of a simulation. */
    private final Map<Reservation, Verdicts> byReservation = new IdentityHashMap<>(4);
    private final Carry carry;
    /** The verdicts the last memo under this config published, by reservation object; never modified. */
    private final Map<Reservation, Verdicts> inherited;

    private static final Derived<Carry> CARRY = Derived.of(c -> new Carry());

    public AccessMemo(MauiConfig cfg) {
        this.cfg = cfg;
        this.carry = cfg.derived(CARRY);
        this.inherited = carry.last;
    }

    /**
     * The verdicts of the last memo under one config, handed to the next: a reservation is
     * immutable, so one object's verdict on one job shape under one config is the same at every
     * iteration (a standing reservation is the same object while {@link StandingCarry} carries it).
     * Each reservation's verdicts are a concurrent map, shared by the memos that meet the object;
     * the map of reservations is replaced whole, with those of the memo that met a new one.
     */
    private static final class Carry {
        volatile Map<Reservation, Verdicts> last = Collections.unmodifiableMap(new IdentityHashMap<>());
    }

    /** The job's affinity for {@code r} when the reservation admits it, empty when it refuses. */
    public Optional<AclAffinity> access(Job job, Reservation r) {
        Verdicts v = byReservation.get(r);
        if (v == null) {
            v = inherited.get(r);
            boolean unknown = v == null;
            if (unknown) {
                v = alike(r);
            }
            byReservation.put(r, v);
            if (unknown) { // the next memo inherits the reservations this one met
                carry.last = Collections.unmodifiableMap(new IdentityHashMap<>(byReservation));
            }
        }
        Object key = v.keyOf(job);
        Optional<AclAffinity> known = v.verdicts.get(key);
        if (known == null) {
            known = Reservations.access(cfg, job, r);
            v.verdicts.put(key, known);
        }
        return known;
    }

    /**
     * The verdicts of an inherited reservation that gives every job the verdict r gives, or new
     * ones. A verdict reads of a reservation its id and type (the reservation a job names, ADVRES),
     * its flags (BYNAME) and its ACL ({@link ReservationAccess#evaluate} without a start), and a
     * standing reservation is built anew at its windows' ends with the same ones: on HPC2N under a
     * daily reservation 104 of a run's 106 new objects, whose verdicts, some 500, were each asked
     * afresh (building a refusal's strings and the job's attributes). Any one found serves, so the
     * order they are looked at in does not matter; verdicts past {@link #SHARED} shapes (a TIMELIMIT
     * ACL reads each walltime) are not handed on, so a daemon's map stays the size of a day's.
     */
    private Verdicts alike(Reservation r) {
        for (Verdicts o : inherited.values()) {
            if (o.verdicts.size() < SHARED && o.readsAlike(r)) {
                return o;
            }
        }
        return new Verdicts(r);
    }

    /** The key of every job's verdict under an ACL that reads nothing of a job that names no reservation. */
    private static final Object NOTHING = new Object();

    /** The most job shapes whose verdicts {@link #alike} hands to another reservation object. */
    private static final int SHARED = 4096;

    /** What one reservation's ACL reads of a job, and its verdicts so far. */
    private static final class Verdicts {
        /** The reservation they were first made for: what {@link #readsAlike} compares. */
        final Reservation of;
        final boolean user;
        final boolean group;
        final boolean account;
        final boolean jobClass;
        final boolean qos;
        final boolean walltime;
        /** The one credential the ACL reads, when it reads one and no walltime: {@link #keyOf}. */
        final CredentialKind only;
        /** Keyed by {@link #keyOf}: a {@link Shape}, a credential's value or {@link #NOTHING}, never equal to each other. */
        final Map<Object, Optional<AclAffinity>> verdicts = new ConcurrentHashMap<>();

        Verdicts(Reservation r) {
            of = r;
            boolean u = false, g = false, a = false, c = false, q = false, w = false;
            for (AclEntry e : r.acl()) {
                AclTarget t = e.target();
                boolean all = t == AclTarget.JOBATTR;
                u |= all || t == AclTarget.USER;
                g |= all || t == AclTarget.GROUP;
                a |= all || t == AclTarget.ACCOUNT;
                c |= all || t == AclTarget.CLASS;
                q |= all || t == AclTarget.QOS || t == AclTarget.DURATION; // QOS IGNSRMAXTIME lifts DURATION
                w |= t == AclTarget.DURATION;
            }
            user = u;
            group = g;
            account = a;
            jobClass = c;
            qos = q;
            walltime = w;
            int reads = (u ? 1 : 0) + (g ? 1 : 0) + (a ? 1 : 0) + (c ? 1 : 0) + (q ? 1 : 0);
            only = w || reads != 1 ? null : u ? CredentialKind.USER : g ? CredentialKind.GROUP
                    : a ? CredentialKind.ACCOUNT : c ? CredentialKind.CLASS : CredentialKind.QOS;
        }

        /** Whether r reads as {@link #of} in every verdict: the same id, type, flags and ACL. */
        boolean readsAlike(Reservation r) {
            return r.id().equals(of.id()) && r.type() == of.type() && r.flags().equals(of.flags())
                    && r.acl().equals(of.acl());
        }

        /**
         * The key of the job's verdict: for a job that names no reservation (ADVRES), under an ACL
         * that reads nothing of it, {@link #NOTHING}, and under one that reads a single credential
         * and no walltime, that credential's value itself; else its {@link Shape}. A shape is made,
         * hashed and compared per job per reservation at every event (HPC2N reslimits: a standing
         * reservation with a USERLIST, and a record per job of whom it reads only the user), a
         * string keeps its hash. Which of the three a job gets depends only on the job and this
         * ACL, so one verdict's key never stands for another's.
         */
        Object keyOf(Job job) {
            if (job.advres() == null) {
                if (!(user || group || account || jobClass || qos || walltime)) {
                    return NOTHING;
                }
                String value = only == null ? null : job.credentials().of(only);
                if (value != null) {
                    return value;
                }
            }
            return shapeOf(job);
        }

        Shape shapeOf(Job job) {
            Credentials c = job.credentials();
            return new Shape(user ? c.user() : null, group ? c.group() : null, account ? c.account() : null,
                    jobClass ? c.jobClass() : null, qos ? c.qos() : null, walltime ? job.walltime() : 0, job.advres());
        }
    }

    /**
     * The parts of a job one ACL reads, the others null (or 0), and the reservation the job names
     * (ADVRES). equals and hashCode are the record's own, written out, as {@code Credentials} does
     * (why there): every idle job looks up its shape for every reservation at every iteration, and
     * the generated equals was 3.6 % of the CPU samples of HPC2N reslimits (four job reservations
     * and a standing one).
     */
    record Shape(String user, String group, String account, String jobClass, String qos, long walltime,
                 String advres) {

        @Override
        public boolean equals(Object o) {
            return o instanceof Shape s && walltime == s.walltime && same(user, s.user) && same(group, s.group)
                    && same(account, s.account) && same(jobClass, s.jobClass) && same(qos, s.qos)
                    && same(advres, s.advres);
        }

        @Override
        public int hashCode() {
            int h = hash(user);
            h = 31 * h + hash(group);
            h = 31 * h + hash(account);
            h = 31 * h + hash(jobClass);
            h = 31 * h + hash(qos);
            h = 31 * h + Long.hashCode(walltime);
            return 31 * h + hash(advres);
        }

        private static boolean same(String a, String b) {
            return a == null ? b == null : a.equals(b);
        }

        private static int hash(String s) {
            return s == null ? 0 : s.hashCode();
        }
    }
}
