package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;

/**
 * One finished iteration, for whoever watches the daemon (the demo's showq view, the commands,
 * the metrics), with the statistics after it, how long each stage took and how many jobs it
 * deferred after a failed start.
 *
 * @param stateWarning why the daemon's state is not being saved (and no job started), or null
 * @param preemptions  the journal after the iteration: preemptions and limit actions in flight, each
 *                     job's history of them, the RESOURCELIMITPOLICY violations being timed (checkjob)
 * @param stopped      finished jobs pbs_server still lists that the scheduler preempted or stopped for a
 *                     limit (a job cancelled by JOBMAXOVERRUN): checkjob still finds them
 */
public record IterationReport(long number, long now, Snapshot snapshot, IterationResult result, List<String> started,
                              long wallMillis, io.jmaui.bridge.state.Statistics statistics, String stateWarning,
                              Stages stages, int deferred, io.jmaui.bridge.state.PreemptionBook preemptions,
                              List<io.jmaui.scheduler.model.Job> stopped) {

    public IterationReport {
        started = List.copyOf(started);
        preemptions = preemptions == null ? io.jmaui.bridge.state.PreemptionBook.EMPTY : preemptions;
        stopped = stopped == null ? List.of() : List.copyOf(stopped);
    }

    /**
     * The named stages of an iteration, in order: the three status requests (waiting for
     * pbs_server's replies and receiving them), decoding the replies (on the client's I/O thread,
     * as the bytes arrive), mapping them into the model, the start ledger and the snapshot laid
     * over the poll, the policy core, RunJob for each start (and the other decisions), the qstat
     * comments (until pbs_server has taken the last one), and the bookkeeping after (statistics,
     * checkpoint).
     */
    public enum Stage { REQUEST, DECODE, MAP, LEDGER, CORE, RUNJOB, COMMENTS, BOOKKEEPING }

    /** Wall-clock and loop-thread CPU time of one stage; CPU -1 where unknown (decoding runs on another thread). */
    public record Timing(long wallNanos, long cpuNanos) {

        Timing plus(Timing o) {
            return new Timing(wallNanos + o.wallNanos, cpuNanos < 0 || o.cpuNanos < 0 ? -1 : cpuNanos + o.cpuNanos);
        }

        public long wallMillis() {
            return wallNanos / 1_000_000;
        }
    }

    /** How long each stage took; a stage that did not run is absent. */
    public record Stages(java.util.Map<Stage, Timing> times) {

        public Stages {
            times = java.util.Collections.unmodifiableMap(new java.util.EnumMap<>(times.isEmpty()
                    ? new java.util.EnumMap<Stage, Timing>(Stage.class) : times));
        }

        public Timing of(Stage s) {
            return times.getOrDefault(s, new Timing(0, 0));
        }

        private long millis(Stage... stages) {
            long n = 0;
            for (Stage s : stages) {
                n += of(s).wallNanos();
            }
            return n / 1_000_000;
        }

        /** The status requests with their decoding. */
        public long pollMillis() {
            return millis(Stage.REQUEST, Stage.DECODE);
        }

        public long mapMillis() {
            return millis(Stage.MAP);
        }

        public long coreMillis() {
            return millis(Stage.CORE);
        }

        /** Carrying the decisions to pbs_server: RunJob and the comments. */
        public long executeMillis() {
            return millis(Stage.RUNJOB, Stage.COMMENTS);
        }
    }
}
