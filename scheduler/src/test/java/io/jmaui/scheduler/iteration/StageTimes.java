package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Snapshot;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link Iteration#run} step by step, with the thread CPU time of each named stage (and of the
 * setup before them and the result after), so a bench can say where an iteration's time goes.
 * Test code: the scheduler itself reads no clock.
 */
public final class StageTimes {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private StageTimes() {
    }

    /** The stage names in order, as {@link #run} keys them. */
    public static List<String> names() {
        List<String> names = new ArrayList<>(List.of("Setup"));
        for (Stage s : Iteration.STAGES) {
            names.add(s.getClass().getSimpleName());
        }
        names.add("Result");
        return names;
    }

    /** One full iteration as {@link Iteration#run} (SRCFG times in UTC); adds each stage's CPU ns to {@code ns}. */
    public static IterationResult run(MauiConfig cfg, Snapshot raw, long now, CarryOver carry, Map<String, Long> ns) {
        IterationState st = stages(cfg, new Prepared(cfg, raw), now, carry, Policies.standard(cfg, ZoneOffset.UTC),
                Detail.FULL, ns);
        long t = THREADS.getCurrentThreadCpuTime();
        IterationResult r = Iteration.result(st);
        lap(ns, "Result", t);
        return r;
    }

    /**
     * {@link Iteration#start} and every stage on {@code in}, each one's CPU ns added to {@code ns}
     * ("Setup" for the start); the state the stages leave.
     */
    static IterationState stages(MauiConfig cfg, Prepared in, long now, CarryOver carry, Policies policies,
                                 Detail detail, Map<String, Long> ns) {
        long t = THREADS.getCurrentThreadCpuTime();
        IterationState st = Iteration.start(cfg, in, now, carry, policies, detail);
        t = lap(ns, "Setup", t);
        for (Stage stage : Iteration.STAGES) {
            stage.apply(st);
            t = lap(ns, stage.getClass().getSimpleName(), t);
        }
        return st;
    }

    /** An empty per-stage table in stage order. */
    public static Map<String, Long> table() {
        Map<String, Long> ns = new LinkedHashMap<>();
        names().forEach(n -> ns.put(n, 0L));
        return ns;
    }

    private static long lap(Map<String, Long> ns, String name, long since) {
        long t = THREADS.getCurrentThreadCpuTime();
        ns.merge(name, t - since, Long::sum);
        return t;
    }
}
