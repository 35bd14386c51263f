package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the Standard Workload Format of the Parallel Workloads Archive (version 2.2): one job per
 * line, 18 whitespace-separated integer fields, {@code -1} for unknown, {@code ;} header lines.
 *
 * <p>A job needs field 8 (requested procs), or field 5 (allocated procs) when 8 is -1, one-proc
 * tasks, for field 4 (run time) seconds, submitted at field 2. Its wallclock limit is field 9
 * (requested time), or the run time when that is -1; the run time is capped by the limit, as a
 * resource manager would kill the job there. Jobs with run time or procs not above zero never ran,
 * and a job without a submit time (-1, unknown) has no place in the trace's time: both are counted
 * as skipped, not replayed (one submitted at -1 would run before the trace begins). Requested memory (field 10) is not modelled: the simulated nodes
 * have processors only, so an SWF replay is a pure processor schedule.
 */
public final class SwfTraceReader {

    private static final int FIELDS = 18;

    private SwfTraceReader() {
    }

    public static Trace read(String source, String text) {
        List<TraceJob> jobs = new ArrayList<>();
        List<TraceProblem> problems = new ArrayList<>();
        Map<Long, String> queues = new HashMap<>();
        Map<String, String> names = new HashMap<>();
        int skipped = 0;
        int headerNodes = 0;
        int headerProcs = 0;
        List<Object[]> pending = new ArrayList<>();
        int[] bounds = new int[2 * FIELDS];
        int lineNo = 0;
        for (int at = 0; at <= text.length(); ) {
            // line by line and field by field by hand: a cold run (bin/maui-simulate) reads the trace
            // in the interpreter, where a regular expression per line and a double per field took
            // 85-115 ms CPU of HPC2N's 3,171 lines and 200-290 ms of NASA's 18,239 (now 60-100 and 100-130)
            int nl = text.indexOf('\n', at);
            int end = nl < 0 ? text.length() : nl;
            String line = text.substring(at, end).strip();
            at = end + 1;
            lineNo++;
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith(";")) {
                String header = line.substring(1).strip();
                headerNodes = headerInt(header, "MaxNodes:", headerNodes);
                headerProcs = headerInt(header, "MaxProcs:", headerProcs);
                readQueue(header, queues);
                continue;
            }
            bounds = fields(line, bounds);
            int count = bounds[bounds.length - 1];
            if (count < FIELDS) {
                problems.add(new TraceProblem(source, lineNo, "expected " + FIELDS + " fields, got " + count));
                continue;
            }
            long[] v = new long[FIELDS];
            String bad = null;
            for (int k = 0; k < FIELDS && bad == null; k++) {
                try {
                    v[k] = number(line, bounds[2 * k], bounds[2 * k + 1]);
                } catch (NumberFormatException e) {
                    bad = "field " + (k + 1) + " (" + FIELD_NAMES[k] + "): \"" + line.substring(bounds[2 * k], bounds[2 * k + 1])
                            + "\" is not a number";
                }
            }
            if (bad != null) {
                problems.add(new TraceProblem(source, lineNo, bad));
                continue;
            }
            pending.add(new Object[] {v, lineNo});
        }
        for (Object[] p : pending) {
            long[] v = (long[]) p[0];
            long procs = v[7] > 0 ? v[7] : v[4];
            long runTime = v[3];
            if (runTime <= 0 || procs <= 0 || v[1] < 0) {
                skipped++;
                continue;
            }
            long walltime = v[8] > 0 ? v[8] : runTime;
            String jobClass = v[14] >= 0 ? queues.getOrDefault(v[14], "q" + v[14]) : null;
            // one String per user and group, as the daemon's snapshots share them: the iteration's
            // per-credential lookups then read one object per name instead of one per job
            jobs.add(new TraceJob(Long.toString(v[0]), v[1], Math.min(runTime, walltime), walltime, (int) procs,
                    Resources.procs(1), 0, 0, names.computeIfAbsent("u" + v[11], n -> n),
                    names.computeIfAbsent("g" + v[12], n -> n), null, jobClass, null));
        }
        jobs.sort(Comparator.comparingLong(TraceJob::submitTime).thenComparingLong(TraceJob::number)
                .thenComparing(TraceJob::id));
        return new Trace(jobs, problems, skipped, headerNodes, headerProcs);
    }

    /**
     * The fields of a stripped line, split at runs of what {@code \\s} matches (space, tab, line
     * feed, vertical tab, form feed, carriage return): the start and end of field k at 2k and
     * 2k + 1, the count in the last slot; {@code into} is returned, or a larger copy.
     */
    static int[] fields(String line, int[] into) {
        int[] b = into;
        int count = 0;
        int i = 0;
        int n = line.length();
        while (i < n) {
            int start = i;
            while (i < n && !separator(line.charAt(i))) {
                i++;
            }
            if (2 * count + 2 >= b.length) {
                b = Arrays.copyOf(b, 2 * b.length);
            }
            b[2 * count] = start;
            b[2 * count + 1] = i;
            count++;
            while (i < n && separator(line.charAt(i))) {
                i++;
            }
        }
        b[b.length - 1] = count;
        return b;
    }

    private static boolean separator(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /**
     * Field {@code line[from, to)} as {@code Math.round(Double.parseDouble(field))}: a plain integer
     * of up to 15 digits (every double holds it exactly) is read digit by digit, anything else by
     * Double.parseDouble, whose NumberFormatException says the field is not a number.
     */
    static long number(String line, int from, int to) {
        int i = from;
        boolean negative = line.charAt(i) == '-';
        if (negative || line.charAt(i) == '+') {
            i++;
        }
        if (to - i > 0 && to - i <= 15) {
            long v = 0;
            while (i < to && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
                v = v * 10 + (line.charAt(i) - '0');
                i++;
            }
            if (i == to) {
                return negative ? -v : v;
            }
        }
        return Math.round(Double.parseDouble(line.substring(from, to)));
    }

    private static final String[] FIELD_NAMES = {
        "job number", "submit time", "wait time", "run time", "allocated procs", "average CPU time", "used memory",
        "requested procs", "requested time", "requested memory", "status", "user id", "group id", "executable",
        "queue", "partition", "preceding job", "think time"};

    private static int headerInt(String header, String key, int current) {
        if (!header.startsWith(key)) {
            return current;
        }
        try {
            return Integer.parseInt(header.substring(key.length()).strip().split("\\s+")[0]);
        } catch (NumberFormatException e) {
            return current;
        }
    }

    /** {@code Queue: 1 batch} or Maui's own {@code Queue: 1 [fque:1]}, which names class {@code fque}. */
    private static void readQueue(String header, Map<Long, String> queues) {
        if (!header.startsWith("Queue:")) {
            return;
        }
        String[] t = header.substring("Queue:".length()).strip().split("\\s+");
        if (t.length < 2) {
            return;
        }
        try {
            String name = t[1];
            if (name.startsWith("[") && name.endsWith("]")) {
                name = name.substring(1, name.length() - 1);
                int colon = name.indexOf(':');
                name = colon >= 0 ? name.substring(0, colon) : name;
            }
            if (!name.isEmpty()) {
                queues.put(Long.parseLong(t[0]), name);
            }
        } catch (NumberFormatException e) {
            // a queue header without a number names nothing we can match to field 15
        }
    }
}
