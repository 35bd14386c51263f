package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.LimitValue;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

/**
 * One job against every active or idle limit (guide 6.2.1, 6.2.2): the job may start (or join
 * the eligible list) only if, for each of its credentials and the system, and for each limit
 * kind, {@code usage + request <= limit}. Maui's precedence per credential and kind is
 * QOS override ({@code QOSCFG[hiprio] OMAXNODE=64}) first, then the credential's own limit, then
 * its kind's DEFAULT: an override replaces the limit of that kind for every credential of the
 * job (user, group, account, QOS, class), whether or not the credential had one. SYSTEMCFG limits
 * and multi-dimensional limits are not overridden.
 *
 * <p>QOS exemptions ({@code QFLAGS=IGNJOBPERUSER}, IGNSYSTEM, IGNALL: {@link QosExemptions}) lift
 * the limits they name before any comparison.
 *
 * <p>Credentials are visited in the order user, group, account, QOS, class, then the system, and
 * kinds in the order JOB, PROC, PS, PE, WC, NODE, MEM; the first violation is reported.
 *
 * <p>A node limit compares the hosts the credential's active jobs hold together plus those of the
 * job's hosts it does not hold yet ({@link Demand#nodesBeyond}), so each credential is charged
 * only the nodes the job would add to its own.
 */
final class LimitCheck {

    private static final CredentialKind[] KINDS = CredentialKind.values();
    private static final LimitKind[] LIMIT_KINDS = LimitKind.values();

    /** The refusal of a check asked not to explain itself: never shown, only told from null. */
    static final LimitReason UNEXPLAINED = new LimitReason(LimitKind.JOB, false, LimitPass.HARD, null, null, null,
            null, null, 0, 0, 0);

    private LimitCheck() {
    }

    /**
     * The first limit {@code d} would exceed on top of {@code usage}, or null.
     *
     * @param ids the job's credentials and their numbers, looked up as the check reaches them
     */
    static LimitReason first(LimitBook book, CredentialIds ids, Demand d, boolean idle, LimitPass pass,
                             UsageTable usage) {
        return first(book, ids, d, idle, pass, usage, true);
    }

    /**
     * As {@link #first(LimitBook, CredentialIds, Demand, boolean, LimitPass, UsageTable)}; without
     * {@code explain} a refusal is {@link #UNEXPLAINED} rather than a reason with its numbers, for
     * a caller that asks only whether the job passes (no object per refused job per event).
     */
    static LimitReason first(LimitBook book, CredentialIds ids, Demand d, boolean idle, LimitPass pass,
                             UsageTable usage, boolean explain) {
        Credentials c = ids.credentials();
        int qosId = ids.id(CredentialKind.QOS);
        String qos = c.qos();
        CredentialLimits qosLimits = qosId < 0 ? CredentialLimits.NONE : book.of(CredentialKind.QOS, qosId);
        QosExemptions ex = qosId < 0 ? QosExemptions.NONE : book.exemptions(qosId);
        boolean exempt = ex.any();
        boolean overrides = qosLimits.hasOverrides();
        long[] overrideLimits = qosLimits.overrides(idle, pass);
        for (CredentialKind k : KINDS) {
            if (!overrides && !book.limits(k)) {
                continue; // no entry of the kind sets a limit: its NONE would be skipped below, unlooked-up
            }
            int id = ids.id(k);
            if (id < 0) {
                continue;
            }
            CredentialLimits cl = book.of(k, id);
            if (cl.isEmpty() && !overrides) {
                continue;
            }
            long[] used = usage.plain(k, id);
            HostTally held = usage.plainHosts(k, id);
            long[] limits = cl.limits(idle, pass);
            if (overrides) {
                for (int i = 0; i < Demand.KINDS; i++) {
                    if (exempt && ex.ignores(k, idle, i)) {
                        continue;
                    }
                    long ov = overrideLimits[i];
                    long limit = ov != CredentialLimits.NO_OVERRIDE ? ov : limits[i];
                    if (exceeds(limit, used, held, d, i, usage)) {
                        return !explain ? UNEXPLAINED : reason(i, idle, pass, k, c.of(k), null, null,
                                ov != CredentialLimits.NO_OVERRIDE ? qos : null, used, held, d, limit, usage);
                    }
                }
            } else {
                for (int i : cl.binding(idle, pass)) {
                    if (exceeds(limits[i], used, held, d, i, usage) && !(exempt && ex.ignores(k, idle, i))) {
                        return !explain ? UNEXPLAINED
                                : reason(i, idle, pass, k, c.of(k), null, null, null, used, held, d, limits[i], usage);
                    }
                }
            }
            LimitReason r = scoped(cl, k, id, ids, d, idle, pass, usage, ex, explain);
            if (r != null) {
                return r;
            }
        }
        CredentialLimits sys = book.system();
        if (!sys.isEmpty()) {
            long[] used = usage.system();
            HostTally held = usage.systemHosts();
            long[] limits = sys.limits(idle, pass);
            for (int i : sys.binding(idle, pass)) {
                if (exceeds(limits[i], used, held, d, i, usage) && !(exempt && ex.ignores(null, idle, i))) {
                    return !explain ? UNEXPLAINED
                            : reason(i, idle, pass, null, null, null, null, null, used, held, d, limits[i], usage);
                }
            }
            return scoped(sys, null, 0, ids, d, idle, pass, usage, ex, explain);
        }
        return null;
    }

    /**
     * {@link #first} for every job with the credentials of {@code ids}, against {@code usage} while
     * it is not charged, with its lookups (each credential's number, limits, usage row) done once:
     * a queue of one user's jobs asked at every event repeated them per job. Null where the check
     * is more than a walk of plain limits in {@link #first}'s order: a QOS with overrides or
     * exemptions, a multi-dimensional rule, or a node limit on a credential whose hosts are kept.
     */
    static Plan plan(LimitBook book, CredentialIds ids, boolean idle, LimitPass pass, UsageTable usage) {
        int qosId = ids.id(CredentialKind.QOS);
        CredentialLimits qosLimits = qosId < 0 ? CredentialLimits.NONE : book.of(CredentialKind.QOS, qosId);
        if (qosLimits.hasOverrides() || qosId >= 0 && book.exemptions(qosId).any()) {
            return null;
        }
        Plan p = new Plan(ids.credentials(), idle, pass);
        for (CredentialKind k : KINDS) {
            if (!book.limits(k)) {
                continue;
            }
            int id = ids.id(k);
            if (id < 0) {
                continue;
            }
            CredentialLimits cl = book.of(k, id);
            if (cl.isEmpty()) {
                continue;
            }
            if (cl.scoped(idle).length > 0 || !p.add(k, cl, usage.plain(k, id), usage.plainHosts(k, id))) {
                return null;
            }
        }
        CredentialLimits sys = book.system();
        if (!sys.isEmpty() && (sys.scoped(idle).length > 0 || !p.add(null, sys, usage.system(), usage.systemHosts()))) {
            return null;
        }
        p.bound();
        return p;
    }

    /** The plain limits {@link #first} compares for one credentials object, in its order ({@link #plan}). */
    static final class Plan {
        private final Credentials credentials;
        private final boolean idle;
        private final LimitPass pass;
        /** Per comparison: the credential kind (null: the system), the limit kind's ordinal, the limit, the usage row. */
        private CredentialKind[] owners = new CredentialKind[4];
        private int[] kinds = new int[4];
        private long[] limits = new long[4];
        private long[][] used = new long[4][];
        private int size;
        /**
         * The last reason given, for comparison {@link #lastCheck} and a request of {@link #lastRequested}:
         * the next job refused there for as much gets the same object (one user's queue at its job
         * limit: every job, every event), as {@link #reason} reads nothing else the plan does not fix.
         */
        private LimitReason last;
        private int lastCheck = -1;
        private long lastRequested;
        /** Some comparison refuses the least an idle job counts (one job, nothing else): it refuses every job. */
        private boolean refusesAll;
        /** The fewest processors a comparison on processors leaves (none: {@code Long.MAX_VALUE}). */
        private long procRoom = Long.MAX_VALUE;
        /** Every comparison is of a job count (MAXJOB alone): one that every idle job counts the same, 1. */
        private boolean jobsOnly = true;

        private Plan(Credentials credentials, boolean idle, LimitPass pass) {
            this.credentials = credentials;
            this.idle = idle;
            this.pass = pass;
        }

        /** Adds the binding limits of {@code cl}; false where one is a node limit over kept hosts. */
        private boolean add(CredentialKind owner, CredentialLimits cl, long[] row, HostTally held) {
            long[] l = cl.limits(idle, pass);
            for (int i : cl.binding(idle, pass)) {
                if (i == Demand.NODE && held != null) {
                    return false;
                }
                if (size == kinds.length) {
                    owners = java.util.Arrays.copyOf(owners, size * 2);
                    kinds = java.util.Arrays.copyOf(kinds, size * 2);
                    limits = java.util.Arrays.copyOf(limits, size * 2);
                    used = java.util.Arrays.copyOf(used, size * 2);
                }
                owners[size] = owner;
                jobsOnly &= i == LimitKind.JOB.ordinal();
                kinds[size] = i;
                limits[size] = l[i];
                used[size] = row;
                size++;
            }
            return true;
        }

        /**
         * Sets {@link #refusesAll} and {@link #procRoom} from the usage planned on. {@link #exceeds}
         * grows with the amount asked, and an idle job asks one job and at least nothing of every
         * other kind; so where one job is too many (or the usage is already past a limit) every job
         * is refused, and where a job asks more processors than some processor limit leaves it is.
         */
        private void bound() {
            for (int c = 0; c < size; c++) {
                long limit = limits[c];
                if (limit == CredentialLimits.NO_LIMIT) {
                    continue;
                }
                int i = kinds[c];
                long u = used[c][i];
                if (u > limit || i == LimitKind.JOB.ordinal() && limit - u < 1) {
                    refusesAll = true;
                } else if (i == LimitKind.PROC.ordinal()) {
                    procRoom = Math.min(procRoom, limit - u);
                }
            }
        }

        /**
         * True when {@link #first} refuses, whatever else it asks, an idle job that asks {@code procs}
         * processors ({@link JobSizing#procs}) and one job; false says nothing. No demand need be made
         * for it: where one user's queue waits at its job or processor limit, most of it.
         */
        boolean refuses(long procs) {
            return refusesAll || procs > procRoom;
        }

        /**
         * Whether every comparison is of a job count: {@link #first} then gives every idle job the
         * answer it gives {@link Limits#ONE_JOB}, whatever the job's size (which need not be worked out).
         */
        boolean jobsOnly() {
            return jobsOnly;
        }

        /** {@link #first} of {@code d} for a job with this plan's credentials, against the usage planned on. */
        LimitReason first(Demand d, UsageTable usage, boolean explain) {
            for (int c = 0; c < size; c++) {
                int i = kinds[c];
                if (exceeds(limits[c], used[c], null, d, i, usage)) {
                    if (!explain) {
                        return UNEXPLAINED;
                    }
                    if (c != lastCheck || d.get(i) != lastRequested) {
                        CredentialKind k = owners[c];
                        last = reason(i, idle, pass, k, k == null ? null : credentials.of(k), null, null, null, used[c],
                                null, d, limits[c], usage);
                        lastCheck = c;
                        lastRequested = d.get(i);
                    }
                    return last;
                }
            }
            return null;
        }
    }

    private static LimitReason scoped(CredentialLimits cl, CredentialKind owner, int ownerId, CredentialIds ids,
                                      Demand d, boolean idle, LimitPass pass, UsageTable usage, QosExemptions ex,
                                      boolean explain) {
        for (CredentialLimits.ScopedRule rule : cl.scoped(idle)) {
            int scopeId = ids.id(rule.scope());
            if (scopeId < 0 || ex.ignoresScoped(rule.scope(), idle, rule.kind().ordinal())) {
                continue;
            }
            LimitValue v = rule.valueFor(scopeId);
            if (v == null) {
                continue;
            }
            long limit = pass.of(v);
            int i = rule.kind().ordinal();
            long[] used = usage.scoped(owner, ownerId, rule.scope(), scopeId);
            HostTally held = i == Demand.NODE ? usage.scopedHosts(owner, ownerId, rule.scope(), scopeId) : null;
            if (exceeds(limit, used, held, d, i, usage)) {
                if (!explain) {
                    return UNEXPLAINED;
                }
                String ownerName = owner == null ? null : ids.credentials().of(owner);
                String scopeName = ids.credentials().of(rule.scope());
                return reason(i, idle, pass, owner, ownerName, rule.scope(), scopeName, null, used, held, d, limit, usage);
            }
        }
        return null;
    }

    /**
     * Whether {@code used + d > limit} for the kind with ordinal {@code i}; {@code NO_LIMIT} never
     * is. For nodes with a tally, the usage summed job by job is an upper bound: only when it does
     * not fit are the hosts the credential holds together counted, and the job's hosts beyond them.
     */
    private static boolean exceeds(long limit, long[] used, HostTally held, Demand d, int i, UsageTable usage) {
        if (limit == CredentialLimits.NO_LIMIT) {
            return false;
        }
        long u = used[i];
        if (u <= limit && d.get(i) <= limit - u) {
            return false;
        }
        if (i != Demand.NODE || held == null) {
            return true;
        }
        long exact = held.nodes();
        return exact > limit || d.nodesBeyond(held.held(), usage.hostIndex()) > limit - exact;
    }

    private static LimitReason reason(int i, boolean idle, LimitPass pass, CredentialKind owner, String ownerName,
                                      CredentialKind scope, String scopeName, String overrideQos, long[] used,
                                      HostTally held, Demand d, long limit, UsageTable usage) {
        long u = used[i];
        long requested = d.get(i);
        if (i == Demand.NODE && held != null) {
            u = held.nodes();
            requested = d.nodesBeyond(held.held(), usage.hostIndex());
        }
        return new LimitReason(LIMIT_KINDS[i], idle, pass, owner, ownerName, scope, scopeName, overrideQos, u,
                requested, limit);
    }
}
