package io.jmaui.bridge.allocation;

import java.util.Locale;

/**
 * Maui's FILE allocation manager records (MAM.c, FILE type), one line each: the verb padded to 15
 * characters, then {@code KEY=VALUE} fields. A job charge is RESOURCE x DURATION x PROCCRATE
 * processor-seconds; a reservation charge's DURATION and PROCCRATE are chosen so that the product
 * is its idle processor-seconds, as Maui computes them.
 */
final class AmLines {

    static final String START = "AMSTART";
    static final String END = "BANKEND";
    /** Maui's word for a missing credential. */
    static final String NONE = "[NONE]";

    private AmLines() {
    }

    /** The lien placed when a job starts: its whole wallclock limit on its processors. */
    static String reserveJob(JobCharge c) {
        return String.format(Locale.ROOT, "%-15s TYPE=job ACCOUNT=%s SUBACCOUNT=%s RESOURCE=%d RESOURCETYPE=%s "
                        + "DURATION=%d %sREQUESTID=%s NODES=%d", "RESERVE", c.account(), c.user(), c.procs(),
                c.nodeType(), c.walltime(), qos(c.qos()), c.id(), c.nodes());
    }

    /** A charge for {@code duration} seconds of the job's processors at {@code rate} (1.0: dedicated wallclock). */
    static String withdrawJob(String machine, JobCharge c, long duration, double rate) {
        return String.format(Locale.ROOT, "%-15s TYPE=job MACHINE=%s ACCOUNT=%s SUBACCOUNT=%s RESOURCE=%d "
                        + "PROCCRATE=%.2f RESOURCETYPE=%s DURATION=%d %sREQUESTID=%s NODES=%d", "WITHDRAWAL", machine,
                c.account(), c.user(), c.procs(), rate, c.nodeType(), Math.max(1, duration), qos(c.qos()), c.id(),
                c.nodes());
    }

    /** Releases what is left of a lien. */
    static String remove(String account, String requestId) {
        return String.format(Locale.ROOT, "%-15s ACCOUNT=%s REQUESTID=%s", "REMOVE", account, requestId);
    }

    /** The lien of a chargeable reservation instance when it is first seen: its processors to its end. */
    static String reserveReservation(ReservationCharge r, long duration) {
        return String.format(Locale.ROOT, "%-15s TYPE=res ACCOUNT=%s SUBACCOUNT=%s RESOURCE=%d RESOURCETYPE=%s "
                        + "DURATION=%d QOS=DEFAULT REQUESTID=%s NODES=%d", "RESERVE", r.account(), NONE, r.procs(),
                "DEFAULT", Math.max(1, duration), r.id(), r.nodes());
    }

    /**
     * The idle cycles of a reservation since its last charge: DURATION is the period's
     * processor-seconds over its processors, PROCCRATE the idle share (Maui's WCTime and PCRate).
     */
    static String withdrawReservation(ReservationCharge r) {
        double total = r.activeSecs() + r.idleSecs();
        long wc = Math.max(1, Math.round(total / Math.max(1, r.procs())));
        double rate = total > 0 ? Math.min(1.0, r.idleSecs() / total) : 0.0;
        return String.format(Locale.ROOT, "%-15s TYPE=res MACHINE=DEFAULT ACCOUNT=%s SUBACCOUNT=%s RESOURCE=%d "
                        + "RESOURCETYPE=%s PROCCRATE=%.2f DURATION=%d QOS=DEFAULT REQUESTID=%s NODES=%d", "WITHDRAWAL",
                r.account(), NONE, r.procs(), "DEFAULT", rate, wc, r.id(), r.nodes());
    }

    private static String qos(String qos) {
        return qos == null || qos.isEmpty() || qos.equals("DEFAULT") ? "" : "QOS=" + qos + " ";
    }
}
