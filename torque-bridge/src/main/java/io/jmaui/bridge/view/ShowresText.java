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
        out.printf("%nReservationID       Type S       Start         End    Duration    N/P    StartTime%n%n");
        for (ReservationRow r : v.reservations()) {
            out.printf("%-20s%4s %1s %11s %11s %11s%5d/%-5d%s%n", r.id(), r.type(), r.state(),
                    TextFormat.duration(r.start() - v.now()), TextFormat.duration(r.end() - v.now()),
                    TextFormat.duration(r.end() - r.start()), new java.util.TreeSet<>(r.hosts()).size(), r.procs(),
                    f.date(r.start()));
        }
        out.printf("%n%d reservation%s located%n", v.reservations().size(), v.reservations().size() == 1 ? "" : "s");
    }

    private static void byNode(ShowresView v, TextFormat f, PrintWriter out) {
        out.printf("reservations on %s%n%n", f.date(v.now()));
        out.printf("%-20s %-6s %-20s %-9s %11s %11s  %-20s%n%n", "NodeName", "Type", "ReservationID", "JobState",
                "Start", "Duration", "StartTime");
        int lines = 0;
        java.util.SortedMap<String, java.util.List<ReservationRow>> byHost = new java.util.TreeMap<>();
        for (ReservationRow r : v.reservations()) {
            for (String h : new java.util.TreeSet<>(r.hosts())) {
                byHost.computeIfAbsent(h, k -> new java.util.ArrayList<>()).add(r);
            }
        }
        for (var e : byHost.entrySet()) {
            for (ReservationRow r : e.getValue()) {
                out.printf("%-20s %-6s %-20s %-9s %11s %11s  %-20s%n", e.getKey(), r.type(), r.id(),
                        TextFormat.dash(r.jobState()), TextFormat.duration(r.start() - v.now()),
                        TextFormat.duration(r.end() - r.start()), f.date(r.start()));
                lines++;
            }
        }
        out.printf("%n%d node reservation%s located%n", lines, lines == 1 ? "" : "s");
    }
}
