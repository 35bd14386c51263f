package io.jmaui.bridge.reason;

import io.jmaui.scheduler.iteration.ReservationWait;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.reservation.ReservationRefusal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The sentence for a reservation that refuses a job (guide 7.1.5): which reservation, of what
 * kind, and why, with what its ACL lists and what the job has, e.g. {@code standing reservation
 * fast.0 does not admit the job: its ACL lists class express; the job has class batch}.
 */
final class ReservationText {

    private ReservationText() {
    }

    static String sentence(ReservationRefusal r) {
        String why = switch (r.cause()) {
            case SYSTEM -> "it is a system reservation (no ACL): it admits no job";
            case BYNAME -> "it admits only jobs that ask for it by name (qsub -W x=ADVRES:" + r.reservationId() + ")";
            case NOT_ASKED -> "the job asks to run only in reservation " + r.jobValue() + " (ADVRES)";
            case EXCLUDED -> "its ACL excludes " + target(r);
            case REQUIRED -> "its ACL requires " + (r.target() == null ? "" : word(r.target().name()) + " ")
                    + String.join(",", r.aclValues()) + (r.jobValue() == null ? "" : " (job: " + r.jobValue() + ")");
            case NO_MATCH -> "its ACL lists " + entries(r.aclValues()) + "; the job has "
                    + (r.jobValue() == null ? "none of them" : entries(List.of(r.jobValue().split(","))));
        };
        return kind(r.type()) + r.reservationId() + " does not admit the job: " + why;
    }

    /** A job that may run only in a reservation waits for it, e.g. {@code runs only in reservation john.1 (ADVRES): no reservation john.1 is in force}. */
    static String sentence(ReservationWait w) {
        String which = w.reservation().isEmpty() ? "a reservation it may use" : "reservation " + w.reservation();
        String head = "runs only in " + which + " (" + w.source() + "): ";
        return head + switch (w.status()) {
            case MISSING -> w.reservation().isEmpty() ? "no reservation is in force"
                    : "no reservation " + w.reservation() + " is in force";
            case NONE_ADMITS -> "none in force admits the job";
            case FULL -> "needs " + w.procs() + " procs there, not free now";
            case TOO_SMALL -> "can never run there: needs " + w.procs() + " procs, its hosts have " + w.hostProcs();
        };
    }

    private static String kind(ReservationType t) {
        return switch (t) {
            case STANDING -> "standing reservation ";
            case JOB -> "job reservation ";
            case ADMIN -> "reservation ";
        };
    }

    /** {@code CLASS=express}, {@code USER=!bob-} to {@code class express}, {@code user not bob}. */
    private static String entries(List<String> raw) {
        List<String> out = new ArrayList<>();
        for (String e : raw) {
            int eq = e.indexOf('=');
            String target = eq < 0 ? "" : word(e.substring(0, eq)) + " ";
            String value = e.substring(eq + 1);
            while (!value.isEmpty() && "-=*".indexOf(value.charAt(value.length() - 1)) >= 0) {
                value = value.substring(0, value.length() - 1);
            }
            out.add(target + (value.startsWith("!") ? "not " + value.substring(1) : value));
        }
        return String.join(", ", out);
    }

    private static String word(String target) {
        return target.equals("DURATION") ? "timelimit" : target.toLowerCase(Locale.ROOT);
    }

    private static String target(ReservationRefusal r) {
        return r.target() == null ? "the job" : word(r.target().name()) + " "
                + (r.jobValue() == null ? "(none)" : r.jobValue());
    }
}
