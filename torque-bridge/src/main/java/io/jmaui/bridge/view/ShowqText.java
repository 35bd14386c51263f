package io.jmaui.bridge.view;

import java.io.PrintWriter;
import java.util.List;

/**
 * Prints showq in Maui's layout: ACTIVE JOBS, IDLE JOBS, BLOCKED JOBS, then the totals line. On a
 * cluster with GPUs a GPUS column follows PROC and the active section counts GPUs as it counts
 * processors; without any, the layout is Maui's own.
 */
public final class ShowqText {

    private ShowqText() {
    }

    public static void print(ShowqView v, TextFormat f, PrintWriter out) {
        boolean all = v.sections().size() > 1 && !v.extended();
        if (v.sections().contains("ACTIVE")) {
            active(v, f, out);
        }
        if (v.sections().contains("ELIGIBLE")) {
            eligible(v, f, out);
        }
        if (v.sections().contains("BLOCKED")) {
            blocked(v, f, out);
        }
        if (v.sections().contains("COMPLETED")) {
            completed(v, f, out);
        }
        if (all) {
            out.printf("Total Jobs: %d   Active Jobs: %d   Idle Jobs: %d   Blocked Jobs: %d%n",
                    v.active().size() + v.eligible().size() + v.blocked().size(), v.active().size(),
                    v.eligible().size(), v.blocked().size());
        }
    }

    private static void active(ShowqView v, TextFormat f, PrintWriter out) {
        out.println("ACTIVE JOBS--------------------");
        if (v.extended()) {
            out.printf("%-18s %1s %-9s %-10s %-9s %5s %11s %20s%s%n%n", "JOBNAME", "S", "USERNAME", "GROUP", "CLASS",
                    sizeHeader(v), "REMAINING", "STARTTIME", head(v, false));
            for (JobRow j : v.active()) {
                out.printf("%-18s %1s %-9s %-10s %-9s %5d %11s %20s%s%n", id(v, j), j.state().substring(0, 1), j.user(),
                        TextFormat.dash(j.group()), TextFormat.dash(j.jobClass()), size(v, j),
                        TextFormat.duration(j.remaining()), f.date(j.startTime()), tail(v, j, f, false));
            }
        } else {
            out.printf("%-18s %8s %10s %5s%s %11s %20s%s%n%n", "JOBNAME", "USERNAME", "STATE", sizeHeader(v),
                    gpuHead(v), "REMAINING", "STARTTIME", head(v, false));
            for (JobRow j : v.active()) {
                out.printf("%-18s %8s %10s %5d%s %11s %20s%s%n", id(v, j), j.user(), j.state(), size(v, j), gpus(v, j),
                        TextFormat.duration(j.remaining()), f.date(j.startTime()), tail(v, j, f, false));
            }
        }
        out.println();
        String jobs = String.format("%6d Active Job%s   ", v.active().size(), v.active().size() == 1 ? " " : "s");
        String procs = String.format("%5d of %5d Processors Active (%s%%)%n", v.procsActive(), v.procsTotal(),
                TextFormat.percent(v.procsActive(), v.procsTotal()));
        String nodes = String.format("%5d of %5d Nodes Active      (%s%%)%n", v.nodesActive(), v.nodesTotal(),
                TextFormat.percent(v.nodesActive(), v.nodesTotal()));
        out.print(jobs + (v.nodeCentric() ? nodes : procs));
        out.printf("%21s%s%n", "", (v.nodeCentric() ? procs : nodes).stripTrailing());
        if (v.gpusTotal() > 0) {
            out.printf("%21s%5d of %5d GPUs Active       (%s%%)%n", "", v.gpusActive(), v.gpusTotal(),
                    TextFormat.percent(v.gpusActive(), v.gpusTotal()));
        }
        out.println();
    }

    private static void eligible(ShowqView v, TextFormat f, PrintWriter out) {
        out.println("IDLE JOBS----------------------");
        if (v.extended()) {
            out.printf("%-18s %9s %-9s %-10s %-9s %5s %11s %20s%s%n%n", "JOBNAME", "PRIORITY", "USERNAME", "GROUP",
                    "CLASS", sizeHeader(v), "WCLIMIT", "SYSTEMQUEUETIME", head(v, true));
            for (JobRow j : v.eligible()) {
                out.printf("%-18s %9d %-9s %-10s %-9s %5d %11s %20s%s%n", id(v, j), j.priority(), j.user(),
                        TextFormat.dash(j.group()), TextFormat.dash(j.jobClass()), size(v, j),
                        TextFormat.duration(j.wallLimit()), f.date(j.queueTime()), tail(v, j, f, true));
            }
        } else {
            queued(v, v.eligible(), f, out);
        }
        out.println();
        out.printf("%d Idle Job%s%n%n", v.eligible().size(), v.eligible().size() == 1 ? "" : "s");
    }

    private static void blocked(ShowqView v, TextFormat f, PrintWriter out) {
        out.println("BLOCKED JOBS----------------");
        queued(v, v.blocked(), f, out);
        if (v.extended()) {
            out.println();
            for (JobRow j : v.blocked()) {
                out.printf("%-18s %s%n", j.id(), TextFormat.dash(j.reason()));
            }
        }
        out.println();
    }

    private static void queued(ShowqView v, List<JobRow> rows, TextFormat f, PrintWriter out) {
        out.printf("%-18s %8s %10s %5s%s %11s %20s%s%n%n", "JOBNAME", "USERNAME", "STATE", sizeHeader(v), gpuHead(v),
                "WCLIMIT", "QUEUETIME", head(v, false));
        for (JobRow j : rows) {
            out.printf("%-18s %8s %10s %5d%s %11s %20s%s%n", id(v, j), j.user(), j.state(), size(v, j), gpus(v, j),
                    TextFormat.duration(j.wallLimit()), f.date(j.queueTime()), tail(v, j, f, false));
        }
    }

    /** showq -v: the local id (pbs_server's number, before the server name); else the job id. */
    private static String id(ShowqView v, JobRow j) {
        int dot = j.id().indexOf('.');
        return v.verbose() == null || dot <= 0 ? j.id() : j.id().substring(0, dot);
    }

    /** showq -v's extra columns' heads: PARTITION and FULLJOBID, and RSVSTART for eligible jobs (-i). */
    private static String head(ShowqView v, boolean reservations) {
        return v.verbose() == null ? "" : String.format("  %-10s %-24s%s", "PARTITION", "FULLJOBID",
                reservations ? "  RSVSTART" : "");
    }

    private static String tail(ShowqView v, JobRow j, TextFormat f, boolean reservations) {
        if (v.verbose() == null) {
            return "";
        }
        Long rsv = v.verbose().reservations().get(j.id());
        return String.format("  %-10s %-24s%s", v.verbose().partitions().getOrDefault(j.id(), "ALL"), j.id(),
                reservations ? "  " + (rsv == null ? "-" : f.date(rsv)) : "");
    }

    /** The GPUS column's head, only on a cluster with GPUs. */
    private static String gpuHead(ShowqView v) {
        return v.gpusTotal() > 0 ? "  GPUS" : "";
    }

    private static String gpus(ShowqView v, JobRow j) {
        return v.gpusTotal() > 0 ? String.format(" %5d", j.gpus()) : "";
    }

    private static void completed(ShowqView v, TextFormat f, PrintWriter out) {
        out.println("COMPLETED JOBS-----------------");
        out.printf("%-18s %8s %10s %5s %11s %20s%n%n", "JOBNAME", "USERNAME", "STATE", sizeHeader(v), "WALLTIME",
                "COMPLETIONTIME");
        for (JobRow j : v.completed()) {
            out.printf("%-18s %8s %10s %5d %11s %20s%n", j.id(), j.user(), j.state(), size(v, j),
                    TextFormat.duration(j.completionTime() - j.startTime()), f.date(j.completionTime()));
        }
        out.println();
        out.printf("%d Completed Job%s%n%n", v.completed().size(), v.completed().size() == 1 ? "" : "s");
    }

    /** The job size column's header: PROC, or NODE under DISPLAYFLAGS NODECENTRIC. */
    private static String sizeHeader(ShowqView v) {
        return v.nodeCentric() ? "NODE" : "PROC";
    }

    /** A job's size: its procs, or under NODECENTRIC its nodes (distinct hosts when placed, else asked). */
    private static int size(ShowqView v, JobRow j) {
        return v.nodeCentric() ? j.nodes() : j.procs();
    }
}
