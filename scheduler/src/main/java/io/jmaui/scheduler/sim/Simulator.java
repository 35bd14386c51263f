package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.config.SimJobSubmissionPolicy;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Replays a trace through a scheduler at simulated time, the way an event-driven pbs_server
 * drives one: at every second in which a job is submitted or ends, it first applies all of that
 * second's ends and submissions, then runs one iteration and starts what it decides. A started
 * job ends after its trace run time. Nothing here reads a clock; the same inputs give the same
 * result.
 *
 * <p>The simulator also guards the scheduler: a start of a job that is not idle, with the wrong
 * number of tasks, or beyond a node's free resources is a scheduler bug and fails the run with
 * the time, job and host.
 */
public final class Simulator {

    private final List<Node> nodes;
    private final SimulationScheduler scheduler;
    private final SimulationSettings settings;
    private final SimulationListener listener;

    public Simulator(List<Node> nodes, SimulationScheduler scheduler) {
        this(nodes, scheduler, SimulationSettings.TRACE, SimulationListener.NONE);
    }

    /** A simulator that replays traces as {@code settings} say and tells {@code listener} how it goes. */
    public Simulator(List<Node> nodes, SimulationScheduler scheduler, SimulationSettings settings,
                     SimulationListener listener) {
        this.nodes = List.copyOf(nodes);
        this.scheduler = scheduler;
        this.settings = settings;
        this.listener = listener;
    }

    /** {@code count} idle nodes {@code node001 ...} with {@code procsPerNode} processors each. */
    public static List<Node> uniformNodes(int count, int procsPerNode) {
        List<Node> result = new ArrayList<>(count);
        int width = Math.max(3, Integer.toString(count).length());
        for (int i = 1; i <= count; i++) {
            // padded by hand: String.format parses its pattern at every call (the bench makes the nodes in each timed run)
            String digits = Integer.toString(i);
            result.add(Node.idle("node" + "0".repeat(width - digits.length()) + digits, procsPerNode));
        }
        return result;
    }

    public SimulationResult run(Trace trace) {
        return new Run(trace).execute();
    }

    private final class Run {
        private final Arrivals arrivals;
        private final int total;
        private final SimulatedQueue queued = new SimulatedQueue(scheduler.readsBypassCounts());
        private final RunningJobs running = new RunningJobs();
        private final PriorityQueue<Running> ends = new PriorityQueue<>(
                (a, b) -> a.end != b.end ? Long.compare(a.end, b.end) : a.job.id().compareTo(b.job.id()));
        /** Seconds at which a running job may break a limit on its run time: an iteration runs then (guide 10.4). */
        private final java.util.TreeSet<Long> enforcementChecks = new java.util.TreeSet<>();
        private final SimulatedCluster cluster = new SimulatedCluster(nodes);
        private final List<CompletedJob> completed = new ArrayList<>();
        private List<FairshareWindow> fairshare = FixedList.of(); // the class every step's windows have
        private int iterations;
        private final List<QueueSample> samples = new ArrayList<>();
        private long busyProcs;
        private boolean exited;
        /** The last iteration preempted or stopped a job: its preemptor or the next job may start now. */
        private boolean vacated;

        private final List<TraceJob> unrunnable = new ArrayList<>();

        Run(Trace input) {
            Trace trace = settings.adjustments().apply(input);
            long machineProcs = nodes.stream().mapToLong(n -> n.configured().procs()).sum();
            List<TraceJob> fit = new ArrayList<>(trace.jobs().size());
            for (TraceJob j : trace.jobs()) {
                // A job wider than the whole machine can never start; set it aside rather than let
                // it hold a reservation that never comes.
                (j.tasks() * (long) j.perTask().procs() > machineProcs ? unrunnable : fit).add(j);
            }
            total = fit.size();
            arrivals = new Arrivals(fit, settings.submission(),
                    settings.submission() == SimJobSubmissionPolicy.NORMAL ? settings.initialQueueDepth()
                            : Math.max(1, settings.initialQueueDepth()));
        }

        SimulationResult execute() {
            while (turn()) {
                // the loop's body is a method of its own: this loop, entered once per run, stays in the
                // interpreter (no on-stack replacement: README, Choices: maui-simulate's JVM), and its
                // half-dozen interpreted calls per event were 1-1.5 % of a run, in every run
            }
            List<TraceJob> never = new ArrayList<>(unrunnable);
            never.addAll(queued.jobs());
            return new SimulationResult(completed, never, iterations, samples, running.size(), exited);
        }

        /** The time of the last event; {@code Long.MIN_VALUE} before the first. */
        private long now = Long.MIN_VALUE;
        /** The next event is at {@link #now} again. */
        private boolean again;

        /** Runs the next event; false when the run is over (nothing left, or the exit iteration reached). */
        private boolean turn() {
            long next = again ? now : nextEventTime();
            if (next == Long.MAX_VALUE) {
                if (settings.autoShutdown() || settings.exitIteration() <= 0 || now == Long.MIN_VALUE) {
                    return false;
                }
                next = now + settings.pollInterval();
            }
            now = next;
            boolean started = event(now);
            if (settings.exitIteration() > 0 && iterations >= settings.exitIteration()) {
                exited = true;
                return false;
            }
            // CONSTANT*DEPTH: the starts left the queue short, refill it and schedule again now;
            // jobs preempted or stopped by a limit have left their nodes: schedule again now, as
            // the daemon polls again once pbs_server has carried the requests out
            again = !arrivals.exhausted() && arrivals.nextTime() == Long.MAX_VALUE && started || vacated;
            return true;
        }

        /**
         * The event at {@code now}: the jobs ending then leave, the arrivals are queued, and the
         * scheduler iterates; whether it started a job.
         */
        private boolean event(long now) {
            // by hand, not a head set's view cleared: two objects and an iterator at every event, mostly for none
            while (!enforcementChecks.isEmpty() && enforcementChecks.first() <= now) {
                enforcementChecks.pollFirst();
            }
            while (!ends.isEmpty() && ends.peek().end == now) {
                finish(ends.poll());
            }
            for (TraceJob j : arrivals.take(now, queued.size(), idleProcSeconds())) {
                enqueue(j);
            }
            int startedBefore = running.size() + completed.size();
            iterate(now);
            return running.size() + completed.size() > startedBefore;
        }

        private double idleProcSeconds() {
            if (settings.submission() != SimJobSubmissionPolicy.CONSTANTPSDEPTH) {
                return 0;
            }
            return queued.procSeconds();
        }

        private long nextEventTime() {
            long t = arrivals.nextTime();
            if (!ends.isEmpty()) {
                t = Math.min(t, ends.peek().end);
            }
            if (!enforcementChecks.isEmpty()) {
                t = Math.min(t, enforcementChecks.first());
            }
            return t;
        }

        private void iterate(long now) {
            iterations++;
            vacated = false;
            Snapshot seen = snapshot(iterations == settings.stopIteration());
            // an iteration in which no queued job fits in the free processors starts nothing: the
            // scheduler may take its shortcut (the stop iteration's snapshot is seen in full); where
            // some job fits, its limits may still hold back every one that does
            boolean nothingFits = queued.nothingFits(cluster.freeProcs());
            SimulationStep step = iterations == settings.stopIteration() ? scheduler.iterate(seen, now)
                    : nothingFits ? scheduler.idle(seen, now) : scheduler.iterate(seen, now, cluster.freeProcs());
            fairshare = step.fairshareWindows();
            queued.bypassCounts(step.bypassCounts());
            // by index: an iterator per list per event, mostly over none
            List<Enforce> enforcements = step.enforcements();
            for (int i = 0; i < enforcements.size(); i++) {
                enforce(enforcements.get(i), now);
            }
            List<Preempt> preempts = step.preempts();
            for (int i = 0; i < preempts.size(); i++) {
                Preempt p = preempts.get(i);
                vacate(p.jobId(), p.mode(), now, "preempted");
            }
            vacated = !enforcements.isEmpty() || !preempts.isEmpty();
            List<StartJob> starts = step.starts();
            for (int i = 0; i < starts.size(); i++) {
                StartJob start = starts.get(i);
                begin(start, now, step.predicted().getOrDefault(start.jobId(), 0L));
            }
            samples.add(new QueueSample(now, busyProcs, queued.size(), queued.idleProcs()));
            listener.iterated(iterations, now, completed.size(), total);
            if (iterations == settings.stopIteration()) {
                listener.stopped(iterations, now, seen);
            }
        }

        private void enqueue(TraceJob j) {
            queued.add(j);
        }

        /**
         * A job stopped for breaking a limit (guides 10.4, 11.7), as the daemon has pbs_server do it:
         * cancelled, it ends now; requeued, suspended or checkpointed, it is carried out as a
         * preemption is.
         */
        private void enforce(Enforce e, long now) {
            if (e.action() != PreemptMode.CANCEL) {
                vacate(e.jobId(), e.action(), now, "stopped by " + e.policy());
                return;
            }
            completed.add(leave(e.jobId(), now, "cancelled by " + e.policy()).completed(now));
        }

        /**
         * A preempted job leaves its nodes at once and is queued again: requeued, it runs its whole
         * run time again; checkpointed or suspended it goes on from where it stopped (the simulator
         * keeps no suspended state, so a suspension is carried out as a checkpoint).
         */
        private void vacate(String jobId, PreemptMode mode, long now, String what) {
            Running r = leave(jobId, now, what);
            TraceJob j = r.job;
            long left = mode == PreemptMode.REQUEUE ? j.runTime() : Math.max(1, r.end - now);
            enqueue(new TraceJob(j.id(), j.submitTime(), left, j.walltime(), j.tasks(), j.perTask(), j.nodes(),
                    j.tasksPerNode(), j.user(), j.group(), j.account(), j.jobClass(), j.qos(), j.features(), j.hosts(),
                    j.flags()));
        }

        /** Takes running job {@code jobId} off its nodes now; a scheduler that stops a job not running fails the run. */
        private Running leave(String jobId, long now, String what) {
            Running r = running.byId(jobId);
            if (r == null) {
                throw new IllegalStateException("t=" + now + ": scheduler " + what + " job " + jobId + ", which is not running");
            }
            running.remove(r);
            ends.remove(r);
            busyProcs -= r.job.procs();
            cluster.release(r.job.id(), r.job.perTask(), r.slots);
            return r;
        }

        private void begin(StartJob start, long now, long predicted) {
            Queued q = queued.take(start.jobId());
            if (q == null) {
                throw new IllegalStateException("t=" + now + ": scheduler started job " + start.jobId()
                        + (running.byId(start.jobId()) != null ? ", which is already running" : ", which is not queued"));
            }
            TraceJob job = q.job;
            if (start.hosts().size() != job.tasks()) {
                throw new IllegalStateException("t=" + now + ": job " + job.id() + " needs " + job.tasks()
                        + " tasks, scheduler gave " + start.hosts().size() + " hosts");
            }
            int[] slots = cluster.hold(job.id(), job.perTask(), start.hosts(), now);
            busyProcs += job.procs();
            long begins = now + settings.runJobDelay(job.id());
            int bypassCount = q.bypass; // as bypassCount(id) gives it from now on
            Job.Builder view = Queued.builder(job, q.credentials, bypassCount) // the shared object
                    .running(begins, start.hosts());
            if (start.preemptible()) {
                view.preemption(io.jmaui.scheduler.model.Preemption.BACKFILL); // BACKFILLPOLICY PREEMPT
            }
            Running r = new Running(job, begins, begins + job.runTime(), start.hosts(), slots, start.backfill(), bypassCount,
                    predicted, view.build());
            running.add(r);
            ends.add(r);
            if (job.walltime() > 0 && job.runTime() > job.walltime()) { // only a job that outruns its limit can break one
                for (long t : scheduler.enforcementChecks(r.view)) {
                    if (t < r.end) { // a job that ends by then is gone before that second's iteration
                        enforcementChecks.add(t);
                    }
                }
            }
        }

        private void finish(Running r) {
            running.remove(r);
            busyProcs -= r.job.procs();
            cluster.release(r.job.id(), r.job.perTask(), r.slots);
            completed.add(r.completed(r.end));
        }

        /**
         * What the scheduler sees now: the running jobs in start order, then the queued ones in
         * submission order; {@code shown} for the snapshot the listener is shown, with every
         * queued job's bypass count as it is now.
         */
        private Snapshot snapshot(boolean shown) {
            Object[] jobs = new Object[running.size() + queued.size()];
            int k = running.views(jobs);
            queued.views(jobs, k, shown);
            // running views are RUNNING, queued ones IDLE, and a trace job asks no QUEUEJOB:FALSE
            return new Snapshot(Snapshot.activeFirst(jobs, k), cluster.views(), List.of(), List.of(), fairshare);
        }
    }
}
