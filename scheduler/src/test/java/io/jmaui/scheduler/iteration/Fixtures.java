package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** Test shorthands: times as literals, jobs and nodes with valid defaults. */
public final class Fixtures {

    public static final long HOUR = 3600;
    public static final long MINUTE = 60;

    private Fixtures() {
    }

    /** Epoch seconds of an ISO local date-time taken as UTC, e.g. {@code at("2024-01-01T10:00")}. */
    public static long at(String isoLocal) {
        return LocalDateTime.parse(isoLocal).toEpochSecond(ZoneOffset.UTC);
    }

    public static Job.Builder job(String id) {
        return Job.builder(id).user("alice").group("staff");
    }

    /** {@code count} idle nodes {@code prefix}1.. with {@code procs} procs each. */
    public static List<Node> nodes(String prefix, int count, int procs) {
        List<Node> out = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            out.add(Node.idle(prefix + i, procs));
        }
        return out;
    }

    /** maui.cfg lines {@code base} followed by {@code more}. */
    public static String[] with(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    /** The distinct hosts job {@code job} starts on in {@code r}; fails when it does not start. */
    public static Set<String> hosts(IterationResult r, String job) {
        return new TreeSet<>(r.start(job).orElseThrow().hosts());
    }
}
