package io.jmaui.it.bench;

import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.it.emulator.ManualClock;
import java.util.Random;

/**
 * A large cluster on the emulated pbs_server, for {@link ScaleBench}: {@code nodes} nodes of 16
 * procs with a few properties, filled by {@code running} running jobs (most whole-node, some two-node,
 * some half-node, leaving a few nodes free) and topped up with idle and held jobs to {@code jobs} in
 * all: 250 users in 25 groups, 10 accounts, four queues, sizes from one proc to eight nodes,
 * walltimes from ten minutes to two days, queued over the last week, each with a comment an
 * earlier scheduler wrote. Deterministic for a given seed.
 */
final class ScaleCluster {

    static final long NOW = 1_800_000_000L;
    private static final int PPN = 16;
    private static final String[] WALLTIMES = {"00:10:00", "00:30:00", "01:00:00", "04:00:00", "12:00:00",
        "24:00:00", "48:00:00"};

    /** Idle jobs' requests, and how many in a hundred ask for each. */
    private static final String[] SHAPES = {"1:ppn=1", "1:ppn=4", "1:ppn=8", "1:ppn=16", "2:ppn=16", "4:ppn=16",
        "procs=32", "1:ppn=8:bigmem", "8:ppn=16:ib"};
    private static final int[] SHAPE_PERCENT = {25, 20, 15, 15, 10, 5, 5, 3, 2};

    private ScaleCluster() {
    }

    static EmulatedPbsServer build(ManualClock clock, int nodes, int jobs, int running, long seed) {
        Random random = new Random(seed);
        EmulatedPbsServer server = new EmulatedPbsServer("pbs01", clock)
                .queue("batch", 0).queue("long", 0).queue("express", 100).queue("debug", 1000);
        for (int i = 1; i <= nodes; i++) {
            server.node(nodeName(i), PPN, properties(i));
        }
        int next = startRunning(server, clock, random, nodes, Math.min(running, jobs));
        for (int i = next; i < jobs; i++) {
            clock.set(NOW - random.nextInt(7 * 86_400));
            String id = server.submit(idle(random, i));
            server.alter(id, "comment", "jmaui: waiting: priority (queued for a while)");
        }
        clock.set(NOW);
        return server;
    }

    static String nodeName(int i) {
        return String.format("n%05d", i);
    }

    private static String[] properties(int i) {
        if (i % 100 == 0) {
            return new String[] {"ib", "gpu"};
        }
        if (i % 4 == 0) {
            return new String[] {"ib", "bigmem"};
        }
        return i % 10 < 8 ? new String[] {"ib"} : new String[0];
    }

    /**
     * Fills the nodes in order: per 10 jobs, 7 whole-node, 1 two-node and 2 half-node (sharing a
     * node), so 10,000 jobs hold 9,995 of 10,000 nodes. Returns how many jobs were started.
     */
    private static int startRunning(EmulatedPbsServer server, ManualClock clock, Random random, int nodes, int running) {
        int node = 1;
        int started = 0;
        String halfTaken = null;
        for (int i = 0; i < running && node <= nodes; i++) {
            int kind = i % 10;
            String spec;
            String destination;
            if (kind < 7 || (kind == 7 && node + 1 > nodes)) {
                spec = "1:ppn=16";
                destination = nodeName(node++) + ":ppn=16";
            } else if (kind == 7) {
                spec = "2:ppn=16";
                destination = nodeName(node) + ":ppn=16+" + nodeName(node + 1) + ":ppn=16";
                node += 2;
            } else {
                spec = "1:ppn=8";
                if (halfTaken == null) {
                    halfTaken = nodeName(node++);
                    destination = halfTaken + ":ppn=8";
                } else {
                    destination = halfTaken + ":ppn=8";
                    halfTaken = null;
                }
            }
            long startedAt = NOW - random.nextInt(20 * 3600);
            clock.set(startedAt - 600 - random.nextInt(86_400));
            String id = server.submit(submission(random)
                    .nodes(spec).walltime(random.nextBoolean() ? 86_400 : 172_800).runtime(30L * 86_400));
            clock.set(startedAt);
            server.run(id, destination);
            server.alter(id, "comment", "jmaui: started on " + destination);
            started++;
        }
        return started;
    }

    private static JobSubmission idle(Random random, int i) {
        JobSubmission s = submission(random).runtime(30L * 86_400);
        int shape = random.nextInt(100);
        for (int k = 0; k < SHAPES.length; k++) {
            shape -= SHAPE_PERCENT[k];
            if (shape < 0) {
                if (SHAPES[k].startsWith("procs=")) {
                    s.procs(Integer.parseInt(SHAPES[k].substring("procs=".length())));
                } else {
                    s.nodes(SHAPES[k]);
                }
                break;
            }
        }
        s.resource("walltime", WALLTIMES[random.nextInt(WALLTIMES.length)]);
        if (random.nextInt(5) == 0) {
            s.resource("mem", (1 + random.nextInt(8)) * 4 + "gb");
        }
        if (random.nextInt(33) == 0) {
            s.held();
        }
        return s.name("job" + i);
    }

    /** A job of one of 250 users (user {@code u} in group {@code u % 25}), in one of the four queues. */
    private static JobSubmission submission(Random random) {
        int user = random.nextInt(250);
        int q = random.nextInt(100);
        String queue = q < 70 ? "batch" : q < 85 ? "long" : q < 95 ? "express" : "debug";
        return JobSubmission.of(String.format("u%03d", user)).group(String.format("g%02d", user % 25))
                .account("acct" + random.nextInt(10)).queue(queue);
    }
}
