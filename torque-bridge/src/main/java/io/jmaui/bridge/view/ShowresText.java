package io.jmaui.bridge.view;

import java.io.PrintWriter;

/** Prints showres and showres -n in Maui's layouts. */
public final class ShowresText {

    private ShowresText() {
    }

    public static void print(ShowresView v, TextFormat f, PrintWriter out) {
        if (v.byNode()) {
            byNode(v, f, out);
            return;
        }
        if (v.relative()) {
            out.printf("%nReservationID       Type S      Start -->      End  (Duration)    N/P%n%n");
        } else {
            out.printf("%nReservationID       Type S       Start         End    Duration    N/P    StartTime%n%n");
        }
        for (ReservationRow r : v.reservations()) {
            int nodes = new java.util.TreeSet<>(r.hosts()).size();
            if (v.relative()) {
                out.printf("%-20s%4s %1s %s%5d/%-5d%n", r.id(), r.type(), r.state(), relative(v, r), nodes, r.procs());
            } else {
                out.printf("%-20s%4s %1s %11s %11s %11s%5d/%-5d%s%n", r.id(), r.type(), r.state(),
                        TextFormat.duration(r.start() - v.now()), TextFormat.duration(r.end() - v.now()),
                        TextFormat.duration(r.end() - r.start()), nodes, r.procs(), startDate(v, f, r));
            }
        }
        out.printf("%n%d reservation%s located%n", v.reservations().size(), v.reservations().size() == 1 ? "" : "s");
    }

    private static void byNode(ShowresView v, TextFormat f, PrintWriter out) {
        out.printf("reservations on %s%n%n", f.date(v.now()));
        if (v.relative()) {
            out.printf("%-20s %-6s %-20s %-9s %s%n%n", "NodeName", "Type", "ReservationID", "JobState",
                    "   Start -->      End  (Duration)");
        } else {
            out.printf("%-20s %-6s %-20s %-9s %11s %11s  %-20s%n%n", "NodeName", "Type", "ReservationID", "JobState",
                    "Start", "Duration", "StartTime");
        }
        int lines = 0;
        java.util.SortedMap<String, java.util.List<ReservationRow>> byHost = new java.util.TreeMap<>();
        for (ReservationRow r : v.reservations()) {
            for (String h : new java.util.TreeSet<>(r.hosts())) {
                byHost.computeIfAbsent(h, k -> new java.util.ArrayList<>()).add(r);
            }
        }
        for (var e : byHost.entrySet()) {
            for (ReservationRow r : e.getValue()) {
                if (v.relative()) {
                    out.printf("%-20s %-6s %-20s %-9s %s%n", e.getKey(), r.type(), r.id(), TextFormat.dash(r.jobState()),
                            relative(v, r));
                } else {
                    out.printf("%-20s %-6s %-20s %-9s %11s %11s  %-20s%n", e.getKey(), r.type(), r.id(),
                            TextFormat.dash(r.jobState()), TextFormat.duration(r.start() - v.now()),
                            TextFormat.duration(r.end() - r.start()), startDate(v, f, r));
                }
                lines++;
            }
        }
        out.printf("%n%d node reservation%s located%n", lines, lines == 1 ? "" : "s");
    }

    private static String startDate(ShowresView v, TextFormat f, ReservationRow r) {
        return v.verbose() ? f.longDate(r.start()) : f.date(r.start());
    }

    /**
     * Maui's relative mode: seconds from now to the start and to the end, and the duration, e.g.
     * {@code -300 -->     3300  (    3600)}; a reservation lasting beyond 99 days is INFINITE.
     */
    private static String relative(ShowresView v, ReservationRow r) {
        long duration = r.end() - r.start();
        if (duration > 99L * 86400) {
            return String.format(java.util.Locale.ROOT, "%8d --> %8s  (%8s)", r.start() - v.now(), "INFINITE", "INFINITE");
        }
        return String.format(java.util.Locale.ROOT, "%8d --> %8d  (%8d)", r.start() - v.now(), r.end() - v.now(), duration);
    }
}
