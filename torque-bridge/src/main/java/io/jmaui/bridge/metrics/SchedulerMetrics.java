package io.jmaui.bridge.metrics;

import io.jmaui.bridge.command.wire.ExitCode;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * jmaui's metrics, each named {@code jmaui_...}. Queue and node gauges are replaced whole after
 * every iteration, so a class or state that empties disappears instead of keeping its last value.
 * Preemptions are the iteration's decisions whose kind starts with {@code Preempt}, so a
 * preemption stage that adds such decisions is counted without touching this class.
 */
public final class SchedulerMetrics {

    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final Histogram stageSeconds = Histogram.builder().name("jmaui_iteration_stage_seconds")
            .help("time an iteration spent in each stage: poll (status requests), map, core (policies), execute "
                    + "(RunJob, comments), total")
            .labelNames("stage").classicOnly()
            .classicUpperBounds(0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60).register(registry);
    private final Counter iterations = Counter.builder().name("jmaui_iterations")
            .help("scheduling iterations completed").register(registry);
    private final Gauge jobs = Gauge.builder().name("jmaui_jobs")
            .help("jobs by Maui state and class (queue) at the last iteration").labelNames("state", "class")
            .register(registry);
    private final Gauge waiting = Gauge.builder().name("jmaui_jobs_waiting")
            .help("idle jobs not started at the last iteration, by the policy that holds them").labelNames("reason")
            .register(registry);
    private final Gauge nodes = Gauge.builder().name("jmaui_nodes").help("nodes by state at the last iteration")
            .labelNames("state").register(registry);
    private final Counter starts = Counter.builder().name("jmaui_job_starts")
            .help("jobs pbs_server accepted a RunJob for").register(registry);
    private final Counter deferrals = Counter.builder().name("jmaui_job_deferrals")
            .help("jobs deferred after failed starts (DEFERSTARTCOUNT, DEFERTIME)").register(registry);
    private final Counter preemptions = Counter.builder().name("jmaui_preemptions")
            .help("jobs preempted (requeued, suspended or checkpointed) for higher-priority work").register(registry);
    private final Counter decisions = Counter.builder().name("jmaui_decisions")
            .help("decisions of the policy core by kind").labelNames("kind").register(registry);
    private final Counter commands = Counter.builder().name("jmaui_commands")
            .help("Maui commands answered, by command and outcome (ok, refused, usage, unreachable, internal)")
            .labelNames("command", "outcome").register(registry);

    public PrometheusRegistry registry() {
        return registry;
    }

    /** One finished iteration (a loop watcher). */
    public void record(IterationReport r) {
        iterations.inc();
        var s = r.stages();
        stageSeconds.labelValues("poll").observe(s.pollMillis() / 1000.0);
        stageSeconds.labelValues("map").observe(s.mapMillis() / 1000.0);
        stageSeconds.labelValues("core").observe(s.coreMillis() / 1000.0);
        stageSeconds.labelValues("execute").observe(s.executeMillis() / 1000.0);
        stageSeconds.labelValues("total").observe(r.wallMillis() / 1000.0);
        starts.inc(r.started().size());
        deferrals.inc(r.deferred());
        for (Decision d : r.result().decisions()) {
            String kind = d.getClass().getSimpleName();
            decisions.labelValues(kind).inc();
            if (kind.startsWith("Preempt")) {
                preemptions.inc();
            }
        }
        Map<String, Integer> byStateClass = new TreeMap<>();
        for (Job j : r.snapshot().jobs()) {
            String cls = j.credentials().jobClass() == null ? "" : j.credentials().jobClass();
            String state = r.started().contains(j.id()) ? "starting" : j.state().name().toLowerCase(Locale.ROOT);
            byStateClass.merge(state + "\u0000" + cls, 1, Integer::sum);
        }
        jobs.clear();
        byStateClass.forEach((k, n) -> {
            String[] sc = k.split("\u0000", 2);
            jobs.labelValues(sc[0], sc[1]).set(n);
        });
        Map<String, Integer> byReason = new TreeMap<>();
        r.result().reasons().values().forEach(reason -> byReason.merge(reason.policy(), 1, Integer::sum));
        waiting.clear();
        byReason.forEach((reason, n) -> waiting.labelValues(reason).set(n));
        Map<String, Integer> byNodeState = new TreeMap<>();
        for (Node n : r.snapshot().nodes()) {
            byNodeState.merge(n.state().name().toLowerCase(Locale.ROOT), 1, Integer::sum);
        }
        nodes.clear();
        byNodeState.forEach((state, n) -> nodes.labelValues(state).set(n));
    }

    /** One answered command (a command-service observer). */
    public void command(String name, int status) {
        commands.labelValues(name, ExitCode.fromCode(status).name().toLowerCase(Locale.ROOT)).inc();
    }
}
