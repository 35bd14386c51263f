package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The plain fairshare accrual ({@link Fairshare}): every window the interval charged rebuilt from
 * its usage in hash maps, twins merged, windows past FSDEPTH dropped. What {@link Fairshare#accrue}
 * does where the windows are not as an accrual leaves them (an FS file's, several intervals at once),
 * and what its shortcuts are tested against, to the bit.
 */
final class PlainAccrual {

    private static final CredentialKind[] KINDS = CredentialKind.values();

    private PlainAccrual() {
    }

    /** The plain accrual: each charged window rebuilt, twins merged, windows past FSDEPTH dropped, newest first. */
    static List<FairshareWindow> rebuilt(FsSettings s, List<FairshareWindow> windows, List<Job> activeJobs,
                                         Resources capacity, long from, long to, long current, long oldestKept) {
        Set<Long> charged = new HashSet<>();
        for (long t = Math.max(from, oldestKept); t < to; ) {
            long start = s.windowStart(t);
            charged.add(start);
            t = Math.min(to, start + s.interval());
        }
        charged.add(current);
        // a window no job is charged to is kept as it is (as rebuilding it would give it again);
        // those charged, and any two of one start, are rebuilt from their usage
        TreeMap<Long, Accumulator> byStart = new TreeMap<>();
        TreeMap<Long, FairshareWindow> kept = new TreeMap<>();
        for (FairshareWindow w : windows) {
            Accumulator a = byStart.get(w.start());
            if (a == null && !charged.contains(w.start())) {
                FairshareWindow twin = kept.putIfAbsent(w.start(), w);
                if (twin == null) {
                    continue;
                }
                kept.remove(w.start());
                a = new Accumulator(w.start());
                byStart.put(w.start(), a);
                a.add(twin);
            } else if (a == null) {
                a = new Accumulator(w.start());
                byStart.put(w.start(), a);
            }
            a.add(w);
        }
        double[] rates = new double[activeJobs.size()];
        for (int j = 0; j < rates.length; j++) {
            rates[j] = Fairshare.rate(s.metric(), activeJobs.get(j), capacity);
        }
        for (long t = Math.max(from, oldestKept); t < to; ) {
            long start = s.windowStart(t);
            long end = Math.min(to, start + s.interval());
            Accumulator window = byStart.computeIfAbsent(start, Accumulator::new);
            for (int j = 0; j < rates.length; j++) {
                charge(window, activeJobs.get(j), rates[j], t, end);
            }
            t = end;
        }
        byStart.computeIfAbsent(current, Accumulator::new);
        for (Accumulator a : byStart.values()) {
            if (Math.floorDiv(current - a.start, s.interval()) < s.depth()) {
                kept.put(a.start, a.toWindow());
            }
        }
        List<FairshareWindow> out = new ArrayList<>();
        for (FairshareWindow w : kept.descendingMap().values()) {
            if (Math.floorDiv(current - w.start(), s.interval()) < s.depth()) {
                out.add(w);
            }
        }
        return FixedList.copyOf(out);
    }

    private static void charge(Accumulator window, Job job, double rate, long from, long to) {
        double used = Fairshare.used(job, rate, from, to);
        if (used <= 0) {
            return;
        }
        for (CredentialKind kind : KINDS) {
            String name = job.credentials().of(kind);
            if (name != null) {
                window.usage.computeIfAbsent(kind, k -> new HashMap<>()).merge(name, used, Double::sum);
            }
        }
        window.total += used;
    }

    /** One window being built up; hash maps here, sorted when it becomes a {@link FairshareWindow}. */
    private static final class Accumulator {
        final long start;
        final Map<CredentialKind, Map<String, Double>> usage = new EnumMap<>(CredentialKind.class);
        double total;

        Accumulator(long start) {
            this.start = start;
        }

        void add(FairshareWindow w) {
            w.usage().forEach((kind, byName) -> byName.forEach((name, u) ->
                    usage.computeIfAbsent(kind, k -> new HashMap<>()).merge(name, u, Double::sum)));
            total += w.total();
        }

        FairshareWindow toWindow() {
            return new FairshareWindow(start, usage, total);
        }
    }
}
