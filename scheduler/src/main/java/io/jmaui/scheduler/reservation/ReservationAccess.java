package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reservation ACLs (guide 7.1.5, "Access Control List", example 3 "Reservation Stacking",
 * example 4 "Multiple ACL Types", 7.1.5.2.4 "Affinity").
 *
 * <p>One reservation admits a job when, in this order:
 * <ol>
 *   <li>the job names no other reservation ({@code qsub -W x=ADVRES:<RESID>}: "only resources in
 *       the specified reservation may be utilized", so every other one refuses it, as Maui's
 *       MResCheckJAccess does); a BYNAME reservation admits only jobs that name it;</li>
 *   <li>it has an ACL at all (an empty ACL is a SYSTEM reservation that blocks every job): naming a
 *       reservation never bypasses its ACL (guide 7.1.5 BYNAME: "meet reservation ACL's <i>and</i>
 *       explicitly request" it);</li>
 *   <li>the job matches no NOT entry ({@code ACCOUNTLIST=!projectX}): a NOT match excludes the job
 *       "even if it meets other ACL requirements";</li>
 *   <li>for every access list that has required entries ({@code TIMELIMIT=1:00:00*}), the job
 *       matches one of them;</li>
 *   <li>if there are non-required entries, the job satisfies at least one access list with them (OR
 *       within the reservation): it matches one of the list's positive entries, or the list has a NOT
 *       entry and the job matched none (a NOT list "is satisfied by any object not explicitly
 *       listed").</li>
 * </ol>
 * Across reservations stacked on the same resources access is the AND: every one must admit the job
 * ({@link #evaluateAll}).
 *
 * <p>Matching: a credential entry matches the job's credential of that kind by name ({@code ALL}
 * matches any); JOBATTR matches one of the job's attributes (e.g. PREEMPTEE); DURATION
 * (TIMELIMIT) matches when the job's walltime is at most the limit, or, given a proposed start, when
 * the job's overlap with the reservation is at most the limit (the guide's "maximum allowed overlap";
 * Maui 3.2 compares the walltime). A job without a walltime never matches DURATION; a job whose
 * QOS has IGNSRMAXTIME always does.
 *
 * <p>Affinity is per entry ({@code QOSLIST=high,low,special-}): the first matching positive
 * non-required entry in ACL order gives it; a job admitted only through required entries or a NOT
 * list has the default, positive affinity.
 */
public final class ReservationAccess {

    private static final long NO_START = Long.MIN_VALUE;
    /** A job attribute its QOS grants (guide 7.3): "ignore standing reservation MAXTIME constraints". */
    private static final String IGNSRMAXTIME = "IGNSRMAXTIME";

    private ReservationAccess() {
    }

    /** The reservation's verdict on the job; TIMELIMIT compares the job's walltime, the job has no attributes. */
    public static AclVerdict evaluate(Job job, Reservation r) {
        return evaluate(job, Set.of(), r, NO_START);
    }

    /** The verdict with the job's attributes (JOBATTRLIST, e.g. PREEMPTEE); TIMELIMIT compares the walltime. */
    public static AclVerdict evaluate(Job job, Set<String> jobAttributes, Reservation r) {
        return evaluate(job, jobAttributes, r, NO_START);
    }

    /**
     * The verdict for the job started at {@code start} (epoch seconds): TIMELIMIT then bounds the
     * overlap of {@code [start, start + walltime)} with the reservation; {@code jobAttributes} are
     * matched by JOBATTRLIST (e.g. {@code PREEMPTEE} for a job whose QOS makes it preemptible).
     */
    public static AclVerdict evaluate(Job job, Set<String> jobAttributes, Reservation r, long start) {
        String id = r.id();
        String asked = job.advres();
        boolean named = asked != null && !asked.isEmpty();
        if (named && !r.isNamed(asked)) {
            return AclVerdict.refuse(new ReservationRefusal(id, r.type(), RefusalCause.NOT_ASKED, null, asked, List.of()));
        }
        if (r.flags().contains("BYNAME") && !named) {
            return AclVerdict.refuse(new ReservationRefusal(id, r.type(), RefusalCause.BYNAME, null, null, List.of()));
        }
        if (r.acl().isEmpty()) {
            return AclVerdict.refuse(new ReservationRefusal(id, r.type(), RefusalCause.SYSTEM, null, null, List.of()));
        }
        List<AclEntry> acl = r.acl();
        long duration = duration(job, r, start);
        for (AclEntry e : acl) {
            if (e.excluded() && matches(e, job, jobAttributes, duration)) {
                return AclVerdict.refuse(refusal(r, RefusalCause.EXCLUDED, e.target(), job, jobAttributes, duration,
                        List.of(e.value())));
            }
        }
        for (int i = 0; i < acl.size(); i++) {
            AclEntry e = acl.get(i);
            if (isRequired(e) && firstRequiredOf(acl, e.target()) == i && !requiredListMet(acl, e.target(), job,
                    jobAttributes, duration)) {
                return AclVerdict.refuse(refusal(r, RefusalCause.REQUIRED, e.target(), job, jobAttributes, duration,
                        requiredValues(acl, e.target())));
            }
        }
        AclAffinity affinity = null;
        boolean nonRequiredNeeded = false;
        boolean satisfied = false;
        for (AclEntry e : acl) {
            if (isRequired(e)) {
                continue;
            }
            nonRequiredNeeded = true;
            if (e.excluded()) {
                satisfied = true; // a NOT list the job passed (exclusions were checked above)
            } else if (matches(e, job, jobAttributes, duration)) {
                satisfied = true;
                if (affinity == null) {
                    affinity = e.affinity();
                }
            }
        }
        if (nonRequiredNeeded && !satisfied) {
            return AclVerdict.refuse(new ReservationRefusal(id, r.type(), RefusalCause.NO_MATCH, null,
                    jobValues(r.acl(), job, jobAttributes, duration), describe(r.acl())));
        }
        return AclVerdict.allow(affinity == null ? AclAffinity.POSITIVE : affinity);
    }

    /** AND across stacked reservations: true when every one admits the job (true for none). */
    public static boolean allowedOnAll(Job job, List<Reservation> stacked) {
        return evaluateAll(job, Set.of(), stacked, NO_START).allowed();
    }

    /** {@link #evaluateAll(Job, Set, List, long)} without attributes, TIMELIMIT on the walltime. */
    public static AclVerdict evaluateAll(Job job, List<Reservation> stacked) {
        return evaluateAll(job, Set.of(), stacked, NO_START);
    }

    /**
     * The combined verdict of the reservations stacked on one node during the job's window: refused
     * by the first (in list order) that refuses; otherwise NEGATIVE if any gives negative affinity,
     * else POSITIVE if any gives positive, else NEUTRAL ({@link AclVerdict#UNRESERVED} for none).
     */
    public static AclVerdict evaluateAll(Job job, Set<String> jobAttributes, List<Reservation> stacked, long start) {
        boolean positive = false;
        boolean negative = false;
        for (Reservation r : stacked) {
            AclVerdict v = evaluate(job, jobAttributes, r, start);
            if (!v.allowed()) {
                return v;
            }
            positive |= v.affinity() == AclAffinity.POSITIVE;
            negative |= v.affinity() == AclAffinity.NEGATIVE;
        }
        if (negative) {
            return AclVerdict.allow(AclAffinity.NEGATIVE);
        }
        return positive ? AclVerdict.allow(AclAffinity.POSITIVE) : AclVerdict.UNRESERVED;
    }

    /**
     * The reservations placed on {@code host} whose active time overlaps {@code [from, to)}, in
     * list order: the stack a job on that host in that window must pass.
     */
    public static List<Reservation> stackedOn(List<Reservation> reservations, String host, long from, long to) {
        List<Reservation> out = new ArrayList<>();
        for (Reservation r : reservations) {
            if (r.start() < to && from < r.end() && r.hosts().contains(host)) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * True when the job carries the reservation's OWNER credential ({@code OWNER=ACCOUNT:jupiter},
     * guide 7.1.5.2.5). Ownership alone grants no access; it matters for OWNERPREEMPT and accounting.
     */
    public static boolean isOwner(Job job, Reservation r) {
        if (r.owner() == null) {
            return false;
        }
        int colon = r.owner().indexOf(':');
        if (colon < 0) {
            return false;
        }
        String kind = r.owner().substring(0, colon).toUpperCase(Locale.ROOT);
        String name = r.owner().substring(colon + 1);
        for (CredentialKind k : CredentialKind.values()) {
            if (k.name().equals(kind) || k == CredentialKind.ACCOUNT && kind.equals("ACCT")) {
                return name.equals(job.credentials().of(k));
            }
        }
        return false;
    }

    private static boolean matches(AclEntry e, Job job, Set<String> attributes, long duration) {
        return switch (e.target()) {
            case USER -> credential(e, job.credentials().user());
            case GROUP -> credential(e, job.credentials().group());
            case ACCOUNT -> credential(e, job.credentials().account());
            case CLASS -> credential(e, job.credentials().jobClass());
            case QOS -> credential(e, job.credentials().qos());
            case JOBATTR -> attributes.stream().anyMatch(a -> a.equalsIgnoreCase(e.value()));
            case DURATION -> attributes.contains(IGNSRMAXTIME) || duration >= 0 && duration <= limit(e.value());
        };
    }

    /** A job credential of {@link Credentials#ANY} (showbf's question for every name) passes every entry. */
    private static boolean credential(AclEntry e, String jobValue) {
        if (jobValue == null) {
            return false;
        }
        if (Credentials.isAny(jobValue)) {
            return !e.excluded();
        }
        String aclValue = e.value();
        return aclValue.equals(jobValue) || aclValue.equals("ALL") || aclValue.equals("[ALL]");
    }

    /** DURATION entry value: seconds, or INFINITY; an unreadable one never matches. */
    private static long limit(String value) {
        if (value.equalsIgnoreCase("INFINITY")) {
            return Times.INFINITY;
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The job's value for DURATION: walltime, or its overlap with the reservation from {@code start}; -1 if none. */
    private static long duration(Job job, Reservation r, long start) {
        if (job.walltime() <= 0) {
            return -1;
        }
        if (start == NO_START) {
            return job.walltime();
        }
        long end = Times.plus(start, job.walltime());
        return Math.max(0, Math.min(end, r.end()) - Math.max(start, r.start()));
    }

    private static boolean isRequired(AclEntry e) {
        return e.required() && !e.excluded();
    }

    /** Index of the first required entry of {@code target}: each required list is checked once. */
    private static int firstRequiredOf(List<AclEntry> acl, AclTarget target) {
        for (int i = 0; i < acl.size(); i++) {
            if (isRequired(acl.get(i)) && acl.get(i).target() == target) {
                return i;
            }
        }
        return -1;
    }

    /** A required list is met when the job matches one of its required entries. */
    private static boolean requiredListMet(List<AclEntry> acl, AclTarget target, Job job, Set<String> attributes,
                                           long duration) {
        for (AclEntry e : acl) {
            if (isRequired(e) && e.target() == target && matches(e, job, attributes, duration)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> requiredValues(List<AclEntry> acl, AclTarget target) {
        return acl.stream().filter(e -> isRequired(e) && e.target() == target).map(AclEntry::value).toList();
    }

    private static ReservationRefusal refusal(Reservation r, RefusalCause cause, AclTarget target, Job job,
                                              Set<String> attributes, long duration, List<String> aclValues) {
        return new ReservationRefusal(r.id(), r.type(), cause, target, jobValue(target, job, attributes, duration),
                aclValues);
    }

    /** The job's value for each list the ACL has, {@code TARGET=value} in ACL order ({@code NONE} when it has none). */
    private static String jobValues(List<AclEntry> acl, Job job, Set<String> attributes, long duration) {
        Set<AclTarget> seen = new java.util.LinkedHashSet<>();
        acl.forEach(e -> seen.add(e.target()));
        List<String> out = new ArrayList<>();
        for (AclTarget t : seen) {
            String v = jobValue(t, job, attributes, duration);
            out.add(t + "=" + (v == null ? "NONE" : v));
        }
        return String.join(",", out);
    }

    private static String jobValue(AclTarget target, Job job, Set<String> attributes, long duration) {
        return switch (target) {
            case USER -> job.credentials().user();
            case GROUP -> job.credentials().group();
            case ACCOUNT -> job.credentials().account();
            case CLASS -> job.credentials().jobClass();
            case QOS -> job.credentials().qos();
            case JOBATTR -> attributes.isEmpty() ? null : String.join(",", new TreeSet<>(attributes));
            case DURATION -> duration < 0 ? null : Long.toString(duration);
        };
    }

    /** {@code TARGET=value} for each entry, with its markers, for NO_MATCH refusals. */
    private static List<String> describe(List<AclEntry> acl) {
        List<String> out = new ArrayList<>();
        for (AclEntry e : acl) {
            String affinity = switch (e.affinity()) {
                case POSITIVE -> "";
                case NEGATIVE -> "-";
                case NEUTRAL -> "=";
            };
            out.add(e.target() + "=" + (e.excluded() ? "!" : "") + e.value() + affinity + (e.required() ? "*" : ""));
        }
        return out;
    }
}
