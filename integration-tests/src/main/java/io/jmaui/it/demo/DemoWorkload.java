package io.jmaui.it.demo;

import io.jmaui.it.emulator.EmuClock;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.scheduler.sim.TraceJob;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * Submits the demo's trace at its offsets, round after round: when every job of a round has
 * completed, the same workload arrives again, so there is always something to look at.
 */
final class DemoWorkload {

    private final EmulatedPbsServer server;
    private final List<TraceJob> jobs;
    private final EmuClock clock;
    private final PrintWriter out;

    DemoWorkload(EmulatedPbsServer server, List<TraceJob> jobs, EmuClock clock, PrintWriter out) {
        this.server = server;
        this.jobs = jobs;
        this.clock = clock;
        this.out = out;
    }

    /** Plays rounds until {@code once} and the first round is done, or {@code maxSeconds} (0: never) pass. */
    void play(boolean once, int maxSeconds) throws InterruptedException {
        long deadline = maxSeconds > 0 ? System.nanoTime() + maxSeconds * 1_000_000_000L : Long.MAX_VALUE;
        for (int round = 1; System.nanoTime() < deadline; round++) {
            long start = clock.now();
            if (!round(start, deadline)) {
                out.printf("%njmaui demo: stopped after %d s%n", maxSeconds);
                return;
            }
            out.printf("%njmaui demo: round %d: all %d jobs completed in %d emulated seconds; no job started twice: %s%n",
                    round, jobs.size(), clock.now() - start,
                    server.startLog().size() == new HashSet<>(server.startLog()).size());
            if (once) {
                return;
            }
            out.printf("jmaui demo: the same workload arrives again; Ctrl-C stops the demo%n");
        }
    }

    /** One pass over the trace; false when the deadline came first. */
    private boolean round(long start, long deadline) throws InterruptedException {
        int next = 0;
        List<String> ids = new ArrayList<>();
        while (System.nanoTime() < deadline) {
            long t = clock.now() - start;
            while (next < jobs.size() && jobs.get(next).submitTime() <= t) {
                TraceJob j = jobs.get(next++);
                JobSubmission s = JobSubmission.of(j.user()).group(j.group())
                        .queue(j.jobClass() == null ? "batch" : j.jobClass())
                        .procs(j.tasks()).walltime(j.walltime()).runtime(j.runTime());
                if (j.qos() != null) {
                    s.extension("QOS:" + j.qos()); // the trace's QOS, asked for as qsub -W x=QOS:name does
                }
                ids.add(server.submit(s));
            }
            if (next == jobs.size() && ids.stream().allMatch(this::finished)) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** Completed, or already gone from the server after keep_completed. */
    private boolean finished(String id) {
        String state = server.job(id).get("job_state");
        return state == null || "C".equals(state);
    }
}
