package io.jmaui.scheduler.sim;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;

/**
 * A fingerprint of a simulated schedule: every completed job's start, end, hosts (one per task, in
 * the scheduler's order), whether backfill started it and its bypass count, plus the jobs never
 * started, in job-number order, hashed with SHA-256. Two runs with equal digests started every job
 * at the same second on the same hosts.
 */
public final class ScheduleDigest {

    private ScheduleDigest() {
    }

    /** The schedule as text, one line per job (what the digest hashes; handy to diff when digests differ). */
    public static List<String> lines(SimulationResult r) {
        List<CompletedJob> done = new ArrayList<>(r.completed());
        done.sort(Comparator.comparingLong((CompletedJob c) -> c.job().number()).thenComparing(c -> c.job().id()));
        List<String> out = new ArrayList<>(done.size() + r.neverStarted().size());
        for (CompletedJob c : done) {
            out.add(c.job().id() + " " + c.start() + " " + c.end() + " " + String.join(",", c.hosts())
                    + (c.backfilled() ? " bf" : "") + " bypass=" + c.bypassCount());
        }
        for (TraceJob j : r.neverStarted()) {
            out.add(j.id() + " never");
        }
        return out;
    }

    /** The first 16 hex digits of the SHA-256 of {@link #lines}. */
    public static String of(SimulationResult r) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String line : lines(r)) {
                sha.update(line.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) '\n');
            }
            return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
