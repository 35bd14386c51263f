package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;

/**
 * What a checkpoint must be to be believed: a version this jmaui reads, times and counts that
 * are not negative, usage that is a finite number, reservations that end after they start. A
 * checkpoint that parses but fails here is treated as unreadable (the previous copy is tried,
 * else the daemon refuses to start): acting on it would schedule against state nobody set.
 */
final class CheckpointCheck {

    private CheckpointCheck() {
    }

    /** Everything wrong with {@code s}, each naming the field; empty when it makes sense. */
    static List<String> problems(SchedulerState s) {
        List<String> p = new ArrayList<>();
        if (s.version() > SchedulerState.CURRENT_VERSION) {
            p.add("version " + s.version() + " was written by a newer jmaui (this one reads up to "
                    + SchedulerState.CURRENT_VERSION + ")");
        } else if (s.version() < 1) {
            p.add("version " + s.version() + " is not a checkpoint version");
        }
        notNegative(p, "lastAccrual", s.lastAccrual());
        for (int i = 0; i < s.fairshareWindows().size(); i++) {
            window(p, "fairshareWindows[" + i + "]", s.fairshareWindows().get(i));
        }
        for (int i = 0; i < s.adminReservations().size(); i++) {
            reservation(p, "adminReservations[" + i + "]", s.adminReservations().get(i));
        }
        s.bypassCounts().forEach((job, n) -> notNegative(p, "bypassCounts[" + job + "]", n));
        s.deferrals().forEach((job, d) -> {
            String at = "deferrals[" + job + "]";
            notNegative(p, at + ".failedStarts", d.failedStarts());
            notNegative(p, at + ".deferrals", d.deferrals());
            notNegative(p, at + ".deferredUntil", d.deferredUntil());
        });
        s.pendingStarts().forEach((job, start) -> {
            String at = "pendingStarts[" + job + "]";
            if (!job.equals(start.jobId())) {
                p.add(at + ": holds the start of job " + start.jobId());
            }
            if (start.hosts().isEmpty()) {
                p.add(at + ".hosts: empty (a start always has hosts)");
            }
            notNegative(p, at + ".sentAt", start.sentAt());
        });
        s.nodeDownSince().forEach((node, t) -> notNegative(p, "nodeDownSince[" + node + "]", t));
        s.preemptions().pending().forEach((job, pre) -> {
            String at = "preemptions.pending[" + job + "]";
            if (!job.equals(pre.jobId())) {
                p.add(at + ": holds the preemption of job " + pre.jobId());
            }
            if (pre.mode() == null || pre.preemptorId() == null) {
                p.add(at + ": has no mode or no preemptor");
            }
            notNegative(p, at + ".sentAt", pre.sentAt());
        });
        s.preemptions().history().forEach((job, h) -> notNegative(p, "preemptions.history[" + job + "].count", h.count()));
        s.statistics().actions().forEach((a, n) -> notNegative(p, "statistics.actions[" + a + "]", n));
        Statistics st = s.statistics();
        notNegative(p, "statistics.iterations", st.iterations());
        notNegative(p, "statistics.jobsStarted", st.jobsStarted());
        notNegative(p, "statistics.jobsCompleted", st.jobsCompleted());
        usage(p, "statistics.procSecondsDelivered", st.procSecondsDelivered());
        return p;
    }

    private static void window(List<String> p, String at, FairshareWindow w) {
        notNegative(p, at + ".start", w.start());
        usage(p, at + ".total", w.total());
        w.usage().forEach((kind, byName) -> byName.forEach((name, v) -> usage(p, at + ".usage." + kind + "["
                + name + "]", v)));
    }

    private static void reservation(List<String> p, String at, Reservation r) {
        at = at + " " + r.id();
        if (r.end() < r.start()) {
            p.add(at + ": ends (" + r.end() + ") before it starts (" + r.start() + ")");
        }
        notNegative(p, at + ".taskCount", r.taskCount());
        Resources t = r.perTask();
        if (t.procs() < 0 || t.memMb() < 0 || t.swapMb() < 0 || t.diskMb() < 0 || t.gpus() < 0) {
            p.add(at + ".perTask: a negative amount (" + t + ")");
        }
    }

    private static void notNegative(List<String> p, String at, long v) {
        if (v < 0) {
            p.add(at + ": " + v + " is negative");
        }
    }

    private static void usage(List<String> p, String at, double v) {
        if (!Double.isFinite(v) || v < 0) {
            p.add(at + ": " + v + " is not a finite non-negative number");
        }
    }

    /** What a state holds, for the message that says what starting without it would lose. */
    static String contents(SchedulerState s) {
        List<String> parts = new ArrayList<>();
        count(parts, s.adminReservations().size(), "admin reservation");
        count(parts, s.deferrals().size(), "deferred or held job");
        count(parts, s.systemPriorities().size(), "setspri priority", "setspri priorities");
        count(parts, s.pendingStarts().size(), "start in flight", "starts in flight");
        count(parts, s.fairshareWindows().size(), "fairshare window");
        count(parts, s.bypassCounts().size(), "bypass count");
        count(parts, s.nodeDownSince().size(), "node down-since time");
        return parts.isEmpty() ? "nothing" : String.join(", ", parts);
    }

    private static void count(List<String> parts, int n, String one) {
        count(parts, n, one, one + "s");
    }

    private static void count(List<String> parts, int n, String one, String many) {
        if (n > 0) {
            parts.add(n + " " + (n == 1 ? one : many));
        }
    }
}
