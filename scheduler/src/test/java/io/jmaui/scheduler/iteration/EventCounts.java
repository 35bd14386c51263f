package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.prediction.PredictionState;
import io.jmaui.scheduler.sim.SimulationScheduler;
import io.jmaui.scheduler.sim.SimulationStep;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The simulator's scheduler with a count of what each event is and what its iteration does, for
 * {@code bin/sim-bench --events}: whether jobs only arrived since the last iteration, only ended,
 * both or neither; whether the idle shortcut took the event (nothing fits in the free processors,
 * or the limits hold back every job that would), else whether the full iteration started none,
 * one or more jobs; the thread CPU of each kind; the queue's length and how many jobs the full
 * iterations ranked and found eligible; each stage's CPU ({@link StageTimes}'s names); and, for an
 * event where jobs only arrived, whether the jobs already queued kept their order, whether any of
 * them started, and whether the job reservations are those the last full iteration placed. Where
 * the time goes by kind of event is what an incremental iteration must be built for. It decides
 * what {@link io.jmaui.scheduler.sim.IterationScheduler} decides (the same calls, the digest shows
 * it), at the cost of a second prepared snapshot where the shortcut declines. Test code: it reads
 * a clock.
 */
public final class EventCounts implements SimulationScheduler {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final long NO_FREE_COUNT = Long.MIN_VALUE;

    private final MauiConfig cfg;
    private CarryOver carry = CarryOver.NONE;
    private PredictionState prediction = PredictionState.EMPTY;
    private Set<String> queuedBefore = new HashSet<>();
    private Set<String> runningBefore = new HashSet<>();
    /** The queued jobs the last full iteration left waiting, in its rank order; null before one. */
    private List<String> waitingOrder;
    /** The job reservations the last full iteration placed: job id to start, end and hosts. */
    private Map<String, String> reservedBefore = Map.of();
    private Map<String, String> timesBefore = Map.of();
    /** Per kind of event and path: how many, and their thread CPU in ns. */
    private final Map<String, long[]> kinds = new TreeMap<>();
    private final Map<String, Long> stages = StageTimes.table();
    private long events;
    private long queued;
    private long full;
    private long ranked;
    private long eligible;
    private long arrivalsOnlyFull;
    private long orderMoved;
    private long oldStarted;
    /** After arrivals only: full iterations that placed no job reservation, the same as the last, the same jobs elsewhere, other jobs. */
    private long reservedNone;
    private long reservedSame;
    private long reservedMoved;
    /** Of {@link #reservedMoved}: every reservation kept its start and end, only hosts changed. */
    private long reservedOtherHosts;
    private long reservedOthers;

    public EventCounts(MauiConfig cfg) {
        this.cfg = cfg;
    }

    @Override
    public SimulationStep iterate(Snapshot snapshot, long now) {
        return count(snapshot, now, NO_FREE_COUNT);
    }

    @Override
    public SimulationStep idle(Snapshot snapshot, long now) {
        return count(snapshot, now, IdleIteration.NOTHING_FREE);
    }

    @Override
    public SimulationStep iterate(Snapshot snapshot, long now, long freeProcs) {
        return count(snapshot, now, Math.max(0, freeProcs));
    }

    private SimulationStep count(Snapshot raw, long now, long free) {
        long t0 = THREADS.getCurrentThreadCpuTime();
        Snapshot s = raw.withPrediction(prediction);
        events++;
        Set<String> waiting = new HashSet<>();
        Set<String> running = new HashSet<>();
        for (Job j : s.jobs()) {
            (j.state().isActive() ? running : waiting).add(j.id());
        }
        queued += waiting.size();
        boolean arrived = !queuedBefore.containsAll(waiting);
        boolean ended = !running.containsAll(runningBefore);
        String kind = arrived && ended ? "both" : arrived ? "arrivals" : ended ? "completions" : "neither";
        Policies policies = Policies.standard(cfg, ZoneOffset.UTC);
        Optional<IterationResult> shortcut = free == NO_FREE_COUNT ? Optional.empty()
                : IdleIteration.run(cfg, s, now, carry, policies, free);
        IterationResult r;
        String path;
        if (shortcut.isPresent()) {
            r = shortcut.get();
            path = free == IdleIteration.NOTHING_FREE ? "idle: nothing fits" : "idle: limits";
        } else {
            IterationState st = stages(s, now, policies);
            r = Iteration.result(st);
            full++;
            ranked += st.ranked.size();
            eligible += st.eligible.size();
            int starts = st.started.size();
            path = "full: " + (starts == 0 ? "starts none" : starts == 1 ? "starts one" : "starts more");
            if (kind.equals("arrivals")) {
                arrivalsOnlyFull++;
                orderMoved += moved(st) ? 1 : 0;
                oldStarted += st.started.stream().anyMatch(queuedBefore::contains) ? 1 : 0;
            }
            Map<String, String> reserved = new HashMap<>();
            Map<String, String> times = new HashMap<>();
            st.jobReservations.forEach((id, res) -> {
                reserved.put(id, res.start() + " " + res.end() + " " + res.hosts());
                times.put(id, res.start() + " " + res.end());
            });
            if (kind.equals("arrivals")) {
                if (reserved.isEmpty() && reservedBefore.isEmpty()) {
                    reservedNone++;
                } else if (reserved.equals(reservedBefore)) {
                    reservedSame++;
                } else if (reserved.keySet().equals(reservedBefore.keySet())) {
                    reservedMoved++;
                    reservedOtherHosts += times.equals(timesBefore) ? 1 : 0;
                } else {
                    reservedOthers++;
                }
            }
            reservedBefore = reserved;
            timesBefore = times;
            waitingOrder = new ArrayList<>();
            for (Job j : st.ranked) {
                if (!st.started.contains(j.id())) {
                    waitingOrder.add(j.id());
                }
            }
        }
        carry = r.carryOver();
        prediction = r.prediction();
        List<StartJob> starts = new ArrayList<>();
        Map<String, Long> planned = new HashMap<>();
        for (Decision d : r.decisions()) {
            if (d instanceof StartJob start) {
                starts.add(start);
                waiting.remove(start.jobId());
                running.add(start.jobId());
                Long p = r.plannedRunTimes().get(start.jobId());
                if (p != null) {
                    planned.put(start.jobId(), p);
                }
            }
        }
        queuedBefore = waiting;
        runningBefore = running;
        long[] k = kinds.computeIfAbsent(kind + ", " + path, x -> new long[2]);
        k[0]++;
        k[1] += THREADS.getCurrentThreadCpuTime() - t0;
        return new SimulationStep(starts, r.fairshareWindows(), r.bypassCounts(), planned);
    }

    /** {@link Iteration#decide}'s stages one by one, each stage's CPU added to {@link #stages}. */
    private IterationState stages(Snapshot s, long now, Policies policies) {
        return StageTimes.stages(cfg, new Prepared(cfg, s), now, carry, policies, Detail.DECISIONS, stages);
    }

    /** Whether the jobs the last full iteration left waiting are ranked in another order now. */
    private boolean moved(IterationState st) {
        if (waitingOrder == null) {
            return false;
        }
        Set<String> still = new HashSet<>();
        List<String> now = new ArrayList<>();
        Set<String> before = new HashSet<>(waitingOrder);
        for (Job j : st.ranked) {
            if (before.contains(j.id())) {
                now.add(j.id());
                still.add(j.id());
            }
        }
        List<String> then = waitingOrder.stream().filter(still::contains).toList();
        return !now.equals(then);
    }

    /** The counts as a table. */
    public void print(PrintStream out) {
        long cpu = kinds.values().stream().mapToLong(v -> v[1]).sum();
        out.printf("  events %d, mean queue %.1f; full iterations %d, mean ranked %.1f, mean eligible %.1f%n", events,
                queued / (double) Math.max(1, events), full, ranked / (double) Math.max(1, full),
                eligible / (double) Math.max(1, full));
        out.printf("  %-42s %7s %9s %6s %8s%n", "event, path", "events", "cpu_ms", "cpu_%", "us/event");
        kinds.forEach((k, v) -> out.printf("  %-42s %7d %9.0f %6.1f %8.1f%n", k, v[0], v[1] / 1e6,
                100.0 * v[1] / Math.max(1, cpu), v[1] / 1e3 / v[0]));
        out.printf("  full iterations after arrivals only: %d; old jobs ranked in another order: %d; an old job started: %d%n",
                arrivalsOnlyFull, orderMoved, oldStarted);
        out.printf("  their job reservations against the last full iteration's: none %d, the same %d, the same jobs moved %d"
                + " (%d on other hosts at the same times), other jobs %d%n", reservedNone, reservedSame, reservedMoved,
                reservedOtherHosts, reservedOthers);
        StringBuilder b = new StringBuilder("  stage cpu_ms:");
        stages.forEach((k, v) -> b.append(' ').append(k).append('=').append(Math.round(v / 1e6)));
        out.println(b);
    }

    /** For a caller outside the package: the kinds and their counts, CPU left out (tests). */
    public Map<String, Long> counts() {
        Map<String, Long> out = new LinkedHashMap<>();
        kinds.forEach((k, v) -> out.put(k, v[0]));
        return out;
    }
}
