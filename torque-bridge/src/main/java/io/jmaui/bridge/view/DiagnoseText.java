package io.jmaui.bridge.view;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.stream.Collectors;

/** Prints the diagnose modes (-p, -f, -j, -r, -u/-g/-a/-c/-q). */
public final class DiagnoseText {

    private DiagnoseText() {
    }

    /**
     * diagnose -p as the guide lays it out: per job its priority ({@code *} when set with
     * setspri) and, per factor, its percentage of the job's priority with the weighted
     * contribution in brackets; then the average percentage per factor.
     */
    public static void print(PriorityDiagView v, TextFormat f, PrintWriter out) {
        out.printf("diagnosing job priority information (partition: ALL)%n%n");
        StringBuilder head = new StringBuilder(String.format("%-18s %10s", "Job", "PRIORITY*"));
        v.factors().forEach(k -> head.append(String.format(" %17s", k + "(Value)")));
        out.println(head);
        out.println();
        double[] sums = new double[v.factors().size()];
        for (PriorityDiagView.Row r : v.jobs()) {
            double base = r.components().values().stream().mapToDouble(Math::abs).sum();
            StringBuilder line = new StringBuilder(String.format("%-18s %9d%s", r.id(), r.priority(),
                    r.systemPriority() ? "*" : " "));
            for (int i = 0; i < v.factors().size(); i++) {
                Double c = r.components().get(v.factors().get(i));
                double pct = c == null || base == 0 ? 0 : 100.0 * Math.abs(c) / base;
                sums[i] += pct;
                line.append(c == null ? String.format(" %17s", "-")
                        : String.format(Locale.ROOT, " %6.2f(%9.1f)", pct, c));
            }
            out.println(line);
        }
        StringBuilder totals = new StringBuilder(String.format("%n%-18s %10s", "Totals", "100.00"));
        for (double sum : sums) {
            totals.append(String.format(Locale.ROOT, " %6.2f%11s", v.jobs().isEmpty() ? 0 : sum / v.jobs().size(), ""));
        }
        out.println(totals.toString().stripTrailing());
        out.printf("%n* indicates system prio set on job%n%n%d idle job%s%n", v.jobs().size(),
                v.jobs().size() == 1 ? "" : "s");
    }

    public static void print(FairshareDiagView v, TextFormat f, PrintWriter out) {
        out.printf(Locale.ROOT, "FairShare Information%n%nDepth: %d intervals   Interval Length: %s   Decay Rate: %.2f%n%n",
                v.depth(), TextFormat.duration(v.interval()), v.decay());
        out.printf("FS Policy: %s%nSystem FS Settings:  Target Usage: 0.00%n%n", v.policy());
        StringBuilder head = new StringBuilder(String.format("%-16s %8s %9s", "FSInterval", "%", "Target"));
        v.windows().forEach(w -> head.append(String.format(" %7d", w.index())));
        out.println(head);
        StringBuilder weights = new StringBuilder(String.format("%-16s %8s %9s", "FSWeight", "-------", "-------"));
        v.windows().forEach(w -> weights.append(String.format(Locale.ROOT, " %7.4f", w.weight())));
        out.println(weights);
        StringBuilder totals = new StringBuilder(String.format("%-16s %8s %9s", "TotalUsage", "100.00", "-------"));
        v.windows().forEach(w -> totals.append(String.format(Locale.ROOT, " %7.1f", w.total())));
        out.println(totals);
        String kind = "";
        for (FairshareDiagView.Row r : v.rows()) {
            if (!r.kind().equals(kind)) {
                kind = r.kind();
                out.printf("%n%s%n-------------%n", kind);
            }
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-16s %8s %9s",
                    r.name() + (r.offTarget() ? "*" : ""),
                    r.usagePercent() == null ? "-----" : String.format(Locale.ROOT, "%.2f", r.usagePercent()),
                    r.target() == null ? "-----" : r.target()));
            r.windowPercents().forEach(p -> line.append(p == null ? String.format(" %7s", "-----")
                    : String.format(Locale.ROOT, " %7.2f", p)));
            out.println(line);
        }
    }

    public static void print(JobsDiagView v, TextFormat f, PrintWriter out) {
        out.printf("%-18s %-9s %-9s %-9s %-9s %5s %11s  %s%n", "Name", "State", "User", "Group", "Class", "Procs",
                "WCLimit", "Reason");
        out.printf("%-18s %-9s %-9s %-9s %-9s %5s %11s  %s%n", "----", "-----", "----", "-----", "-----", "-----",
                "-------", "------");
        for (JobRow j : v.jobs()) {
            out.printf("%-18s %-9s %-9s %-9s %-9s %5d %11s  %s%n", j.id(), j.state(), j.user(),
                    TextFormat.dash(j.group()), TextFormat.dash(j.jobClass()), j.procs(),
                    TextFormat.duration(j.wallLimit()), TextFormat.dash(j.reason()));
        }
        out.printf("%n%d job%s%n", v.jobs().size(), v.jobs().size() == 1 ? "" : "s");
    }

    public static void print(ReservationsDiagView v, TextFormat f, PrintWriter out) {
        out.printf("Diagnosing Reservations%n%n");
        for (ReservationRow r : v.reservations()) {
            out.printf("RsvID: %s  Type: %s  State: %s%n", r.id(), r.type(), r.state());
            out.printf("    StartTime: %s (%s)  EndTime: %s (%s)  Duration: %s%n", f.date(r.start()),
                    TextFormat.duration(r.start() - v.now()), f.date(r.end()), TextFormat.duration(r.end() - v.now()),
                    TextFormat.duration(r.end() - r.start()));
            out.printf("    Tasks: %d  Procs: %d  Hosts: %s%n", r.tasks(), r.procs(),
                    r.hosts().isEmpty() ? "---" : String.join(",", new java.util.TreeSet<>(r.hosts())));
            out.printf("    ACL: %s  Flags: %s  Owner: %s%n", r.acl().isEmpty() ? "---" : String.join(" ", r.acl()),
                    r.flags().isEmpty() ? "---" : String.join(",", r.flags()), TextFormat.dash(r.owner()));
        }
        out.printf("%n%d reservation%s%n", v.reservations().size(), v.reservations().size() == 1 ? "" : "s");
    }

    public static void print(CredentialsDiagView v, TextFormat f, PrintWriter out) {
        String title = v.kind().charAt(0) + v.kind().substring(1).toLowerCase(Locale.ROOT);
        out.printf("Diagnosing %s Credentials%n%n", title);
        out.printf("%-16s %6s %6s %8s %8s  %s%n", "Name", "Active", "Idle", "ProcsAct", "NodesAct", "Settings");
        out.printf("%-16s %6s %6s %8s %8s  %s%n", "----", "------", "----", "--------", "--------", "--------");
        for (CredentialsDiagView.Row r : v.rows()) {
            String settings = r.settings().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(" "));
            out.printf("%-16s %6d %6d %8d %8d  %s%n", r.name(), r.activeJobs(), r.idleJobs(), r.procsActive(),
                    r.nodesActive(), settings.isEmpty() ? "---" : settings);
            if (v.kind().equals("QOS")) {
                out.printf("  Flags: %s  Members: %s%n", r.flags().isEmpty() ? "---" : String.join(",", r.flags()),
                        r.members().isEmpty() ? "---" : String.join(" ", r.members()));
            }
        }
    }
}
