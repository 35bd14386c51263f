package io.jmaui.bridge.view;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Prints showstats: the system summary, or one line per credential with -u/-g/-a; on a cluster with
 * GPUs a line of GPUs active, and a GPUs column per credential, as showq counts them.
 */
public final class ShowstatsText {

    private ShowstatsText() {
    }

    public static void print(ShowstatsView v, TextFormat f, PrintWriter out) {
        if (v.kind() != null) {
            String kind = v.kind().toLowerCase(Locale.ROOT);
            out.printf("statistics for %s%n%n", kind.equals("qos") ? "QOS" : kind.equals("class") ? "classes" : kind + "s");
            boolean gpus = v.gpusTotal() > 0;
            out.printf("%-16s %6s %6s %8s %8s%s%n", "Name", "Active", "Idle", "Procs", "Proc%", gpus ? "     GPUs" : "");
            for (ShowstatsView.Row r : v.rows()) {
                out.printf(Locale.ROOT, "%-16s %6d %6d %8d %8.2f%s%n", r.name(), r.activeJobs(), r.idleJobs(),
                        r.procsActive(), r.procPercent(), gpus ? String.format(" %8d", r.gpusActive()) : "");
            }
            return;
        }
        out.printf("Maui running for %s   stats initialized on %s%n%n",
                TextFormat.duration(v.now() - v.runningSince()), f.date(v.runningSince()));
        out.printf("Iterations:                     %d   (last %d ms)%n", v.iterations(), v.lastIterationMillis());
        int queued = v.idleJobs() + v.blockedJobs();
        out.printf("Eligible/Idle Jobs:             %d/%d   (%s%%)%n", v.idleJobs(), queued,
                TextFormat.percent(v.idleJobs(), queued));
        out.printf("Active Jobs:                    %d%n", v.activeJobs());
        out.printf("Jobs Started (since start):     %d%n", v.jobsStartedSinceStart());
        long preempted = count(v, "preempted");
        out.printf("Jobs Preempted (since start):   %d%s%n", preempted, breakdown(v, "preempted", "resumed"));
        long enforced = count(v, "enforced");
        if (enforced > 0) {
            out.printf("Jobs Stopped by Limits:         %d%s%n", enforced, breakdown(v, "enforced"));
        }
        out.printf(Locale.ROOT, "Avg/Max QTime (Hours):          %.2f/%.2f%n%n", v.avgQueueTime() / 3600.0,
                v.maxQueueTime() / 3600.0);
        out.printf("Current Active/Total Procs:     %d/%d   (%s%%)%n", v.procsActive(), v.procsTotal(),
                TextFormat.percent(v.procsActive(), v.procsTotal()));
        out.printf("Current Active/Total Nodes:     %d/%d   (%s%%)%n", v.nodesActive(), v.nodesTotal(),
                TextFormat.percent(v.nodesActive(), v.nodesTotal()));
        if (v.gpusTotal() > 0) {
            out.printf("Current Active/Total GPUs:      %d/%d   (%s%%)%n", v.gpusActive(), v.gpusTotal(),
                    TextFormat.percent(v.gpusActive(), v.gpusTotal()));
        }
    }

    /** Scheduler actions on running jobs whose key starts with {@code prefix} (guide 8.4: preempted, enforced). */
    private static long count(ShowstatsView v, String prefix) {
        return v.actions().entrySet().stream().filter(e -> e.getKey().startsWith(prefix))
                .mapToLong(java.util.Map.Entry::getValue).sum();
    }

    /** "   (preempted REQUEUE 2, resumed 1)": those actions by kind, "" when none. */
    private static String breakdown(ShowstatsView v, String... prefixes) {
        String parts = v.actions().entrySet().stream()
                .filter(e -> java.util.Arrays.stream(prefixes).anyMatch(e.getKey()::startsWith))
                .map(e -> e.getKey() + " " + e.getValue()).collect(java.util.stream.Collectors.joining(", "));
        return parts.isEmpty() ? "" : "   (" + parts + ")";
    }
}
