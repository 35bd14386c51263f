package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Maui's 44-field workload trace (guide 16.3), read as simulator input and written as the
 * simulator's {@code completed.trace}. Fields the simulation does not model are written as Maui
 * writes unknowns ({@code [NONE]}, {@code 0}, {@code >=}); the run time of an input job is its
 * completion time minus its start time, as the guide prescribes.
 */
public final class WorkloadTrace {

    static final int FIELDS = 44;

    private WorkloadTrace() {
    }

    /** One trace line for a simulated job; backfilled jobs carry the job flag {@code [BACKFILL]}. */
    public static String line(CompletedJob c) {
        TraceJob j = c.job();
        Resources t = j.perTask();
        String[] f = new String[FIELDS];
        f[0] = j.id();
        f[1] = Integer.toString(j.nodes());
        f[2] = Integer.toString(j.tasks());
        f[3] = orNone(j.user());
        f[4] = orNone(j.group());
        f[5] = Long.toString(j.walltime());
        f[6] = "Completed";
        f[7] = "[" + (j.jobClass() == null ? "DEFAULT" : j.jobClass()) + ":1]";
        f[8] = Long.toString(j.submitTime());
        f[9] = Long.toString(c.start());
        f[10] = Long.toString(c.start());
        f[11] = Long.toString(c.end());
        f[12] = "[NONE]";
        f[13] = "[NONE]";
        f[14] = "[NONE]";
        f[15] = ">=";
        f[16] = "0";
        f[17] = ">=";
        f[18] = "0";
        f[19] = brackets(j.features());
        f[20] = Long.toString(j.submitTime());
        f[21] = Integer.toString(c.hosts().size());
        f[22] = j.tasksPerNode() > 0 ? Integer.toString(j.tasksPerNode()) : "-1";
        f[23] = j.qos() == null ? "[NONE]" : j.qos() + ":" + j.qos();
        Set<String> flags = new TreeSet<>(j.flags());
        if (c.backfilled()) {
            flags.add("BACKFILL");
        }
        f[24] = brackets(flags);
        f[25] = orNone(j.account());
        f[26] = "[NONE]";
        f[27] = "[NONE]";
        f[28] = Integer.toString(c.bypassCount());
        f[29] = Long.toString((long) j.tasks() * t.procs() * (c.end() - c.start())) + ".00";
        f[30] = "[DEFAULT]";
        f[31] = Integer.toString(t.procs());
        f[32] = Long.toString(t.memMb());
        f[33] = Long.toString(t.diskMb());
        f[34] = Long.toString(t.swapMb());
        f[35] = "0";
        f[36] = "0";
        f[37] = c.hosts().isEmpty() ? "[NONE]" : String.join(":", new LinkedHashSet<>(c.hosts()));
        for (int i = 38; i < FIELDS; i++) {
            f[i] = "[NONE]";
        }
        f[39] = brackets(j.hosts());
        return String.join(" ", f);
    }

    /** Reads a Maui workload trace; lines with too few fields or bad numbers are reported and skipped. */
    public static Trace read(String source, String text) {
        List<TraceJob> jobs = new ArrayList<>();
        List<TraceProblem> problems = new ArrayList<>();
        int skipped = 0;
        for (TraceLines.Line line : TraceLines.read(source, text, FIELDS, FIELDS, problems)) {
            String[] f = line.fields();
            try {
                String state = f[6];
                long start = number(f, 10);
                long end = number(f, 11);
                long run = end - start;
                int tasks = (int) number(f, 2);
                if ("NotRun".equalsIgnoreCase(state) || run <= 0 || tasks <= 0) {
                    skipped++;
                    continue;
                }
                long walltime = number(f, 5);
                int procsPerTask = (int) Math.max(1, number(f, 31));
                Resources perTask = new Resources(procsPerTask, number(f, 32), number(f, 34), number(f, 33));
                long tpn = number(f, 22);
                jobs.add(new TraceJob(f[0], number(f, 8), Math.min(run, walltime), walltime, tasks, perTask,
                        (int) number(f, 1), tpn > 0 ? (int) tpn : 0, none(f[3]), none(f[4]), none(f[25]),
                        className(f[7]), qos(f[23]), ResourceTrace.bracketList(f[19]), hostMask(f[39]),
                        flags(f[24])));
            } catch (NumberFormatException e) {
                problems.add(new TraceProblem(source, line.number(), e.getMessage()));
            }
        }
        jobs.sort(Comparator.comparingLong(TraceJob::submitTime).thenComparingLong(TraceJob::number)
                .thenComparing(TraceJob::id));
        return new Trace(jobs, problems, skipped, 0, 0);
    }

    /** {@code [a][b]}, or {@code [NONE]} for nothing. */
    private static String brackets(Collection<String> items) {
        if (items.isEmpty()) {
            return "[NONE]";
        }
        StringBuilder b = new StringBuilder();
        items.forEach(i -> b.append('[').append(i).append(']'));
        return b.toString();
    }

    /** Field 40: {@code [node01][node02]} or {@code node01:node02}. */
    private static List<String> hostMask(String field) {
        return List.copyOf(ResourceTrace.bracketList(field.replace(':', ']')));
    }

    /** Field 25: {@code [HOSTLIST][DEDICATED]}; BACKFILL is what the scheduler did, not what the job asked. */
    private static Set<String> flags(String field) {
        Set<String> out = new TreeSet<>();
        for (String f : ResourceTrace.bracketList(field)) {
            String upper = f.toUpperCase(java.util.Locale.ROOT);
            if (!upper.equals("BACKFILL")) {
                out.add(upper);
            }
        }
        return out;
    }

    private static long number(String[] f, int index) {
        return TraceLines.number(f, index);
    }

    private static String orNone(String s) {
        return s == null ? "[NONE]" : s;
    }

    private static String none(String s) {
        return "[NONE]".equals(s) ? null : s;
    }

    /** {@code [batch:1]} names class {@code batch}; {@code [DEFAULT:1]} or {@code [NONE]} names none. */
    private static String className(String field) {
        String s = field.replace("[", "").replace("]", "");
        int colon = s.indexOf(':');
        s = colon >= 0 ? s.substring(0, colon) : s;
        return s.isEmpty() || "DEFAULT".equals(s) || "NONE".equals(s) ? null : s;
    }

    /** {@code requested[:delivered]}: the simulation replays the requested QOS. */
    private static String qos(String field) {
        if ("[NONE]".equals(field)) {
            return null;
        }
        int colon = field.indexOf(':');
        return colon >= 0 ? field.substring(0, colon) : field;
    }
}
