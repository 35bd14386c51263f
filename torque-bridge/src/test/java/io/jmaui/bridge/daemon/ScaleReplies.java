package io.jmaui.bridge.daemon;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * StatusQue, StatusNode and StatusJob replies of a large TORQUE 6 cluster, shaped like
 * integration-tests' ScaleCluster and the emulator's status views: {@code nodes} nodes of 16 procs
 * with a few properties and the MOM's status line; about one job in ten running (most whole-node,
 * some two-node, some half-node) with {@code exec_host} alternating between the TORQUE 4 form
 * ({@code n1/0+n1/1+...}) and the TORQUE 6 form ({@code n1/0-15}); the rest idle or held, in four
 * execution queues and (one in two hundred) a routing queue; 250 users in 25 groups, 10
 * accounts, requests from one proc to eight nodes, some with {@code mem}, some with a
 * {@code depend}, each with a comment. Only the attributes {@link ClusterPoll#JOB_ATTRIBUTES}
 * asks for. Deterministic for a given seed.
 */
final class ScaleReplies {

    static final long NOW = 1_800_000_000L;
    static final String SERVER = "pbs01";
    private static final int PPN = 16;
    private static final String[] QUEUES = {"batch", "long", "express", "debug"};
    private static final String[] WALLTIMES = {"00:10:00", "00:30:00", "01:00:00", "04:00:00", "12:00:00",
        "24:00:00", "48:00:00"};
    private static final String[] SHAPES = {"1:ppn=1", "1:ppn=4", "1:ppn=8", "1:ppn=16", "2:ppn=16", "4:ppn=16",
        "procs=32", "1:ppn=8:bigmem", "8:ppn=16:ib"};
    private static final int[] SHAPE_PERCENT = {25, 20, 15, 15, 10, 5, 5, 3, 2};

    final List<StatusObject> queues = new ArrayList<>();
    final List<StatusObject> nodes = new ArrayList<>();
    final List<StatusObject> jobs = new ArrayList<>();

    private ScaleReplies() {
    }

    static ScaleReplies build(int nodeCount, int jobCount, long seed) {
        ScaleReplies r = new ScaleReplies();
        Random random = new Random(seed);
        r.queues();
        String[] nodeJobs = new String[nodeCount + 1];
        int[] used = new int[nodeCount + 1];
        int next = r.running(random, nodeCount, jobCount / 10, nodeJobs, used);
        for (int i = next; i < jobCount; i++) {
            r.jobs.add(r.idle(random, i));
        }
        for (int n = 1; n <= nodeCount; n++) {
            r.nodes.add(node(n, nodeJobs[n], used[n]));
        }
        return r;
    }

    ClusterPoll.Replies replies() {
        return new ClusterPoll.Replies(queues, nodes, jobs);
    }

    /** The same replies as the daemon's client has them: encoded and decoded again by the codec. */
    ScaleReplies decoded() {
        ScaleReplies r = new ScaleReplies();
        r.queues.addAll(roundTrip(queues));
        r.nodes.addAll(roundTrip(nodes));
        r.jobs.addAll(roundTrip(jobs));
        return r;
    }

    private static List<StatusObject> roundTrip(List<StatusObject> objects) {
        byte[] bytes = io.jmaui.pbs.codec.Codecs.encodeReplies(List.of(io.jmaui.pbs.message.BatchReply.status(objects)));
        io.jmaui.pbs.message.BatchReply reply = io.jmaui.pbs.codec.Codecs.decodeReplies(bytes).get(0);
        return ((io.jmaui.pbs.message.StatusReply) reply.body()).objects();
    }

    static String nodeName(int i) {
        return String.format("n%05d", i);
    }

    private static String id(int i) {
        return (1000 + i) + "." + SERVER;
    }

    private void queues() {
        long[] priority = {0, 0, 100, 1000};
        for (int q = 0; q < QUEUES.length; q++) {
            List<Attribute> a = new ArrayList<>();
            a.add(Attribute.of("queue_type", "Execution"));
            if (priority[q] != 0) {
                a.add(Attribute.of("Priority", Long.toString(priority[q])));
            }
            a.add(Attribute.of("total_jobs", "25000"));
            a.add(Attribute.of("state_count", "Transit:0 Queued:22000 Held:700 Waiting:0 Running:2500 Exiting:0 "
                    + "Complete:0 "));
            a.add(Attribute.of("resources_max", "walltime", q == 1 ? "168:00:00" : "48:00:00"));
            a.add(Attribute.of("resources_default", "walltime", "01:00:00"));
            a.add(Attribute.of("enabled", "True"));
            a.add(Attribute.of("started", "True"));
            queues.add(new StatusObject(ObjectType.QUEUE, QUEUES[q], a));
        }
        queues.add(new StatusObject(ObjectType.QUEUE, "submit", List.of(Attribute.of("queue_type", "Route"),
                Attribute.of("route_destinations", "batch,long"), Attribute.of("enabled", "True"),
                Attribute.of("started", "True"))));
    }

    /**
     * Running jobs filling the nodes in order: per 10 jobs, 7 whole-node, 1 two-node and 2
     * half-node (sharing a node). Records each node's {@code jobs} text and used slots; returns
     * how many ran.
     */
    private int running(Random random, int nodeCount, int count, String[] nodeJobs, int[] used) {
        int node = 1;
        int started = 0;
        int halfTaken = 0;
        for (int i = 0; i < count && node <= nodeCount; i++) {
            String id = id(i);
            int kind = i % 10;
            String spec;
            List<int[]> placement = new ArrayList<>();
            if (kind < 7 || (kind == 7 && node + 1 > nodeCount)) {
                spec = "1:ppn=16";
                placement.add(new int[] {node++, 0, PPN});
            } else if (kind == 7) {
                spec = "2:ppn=16";
                placement.add(new int[] {node++, 0, PPN});
                placement.add(new int[] {node++, 0, PPN});
            } else if (halfTaken == 0) {
                spec = "1:ppn=8";
                halfTaken = node++;
                placement.add(new int[] {halfTaken, 0, PPN / 2});
            } else {
                spec = "1:ppn=8";
                placement.add(new int[] {halfTaken, PPN / 2, PPN / 2});
                halfTaken = 0;
            }
            StringBuilder exec = new StringBuilder();
            for (int[] p : placement) {
                String ranges = p[1] + "-" + (p[1] + p[2] - 1);
                nodeJobs[p[0]] = (nodeJobs[p[0]] == null ? "" : nodeJobs[p[0]] + ",") + ranges + "/" + id;
                used[p[0]] += p[2];
                if (i % 2 == 0) {
                    exec.append(exec.isEmpty() ? "" : "+").append(nodeName(p[0])).append('/').append(ranges);
                } else {
                    for (int s = p[1]; s < p[1] + p[2]; s++) {
                        exec.append(exec.isEmpty() ? "" : "+").append(nodeName(p[0])).append('/').append(s);
                    }
                }
            }
            long startedAt = NOW - random.nextInt(20 * 3600);
            long queued = startedAt - 600 - random.nextInt(86_400);
            List<Attribute> a = common(random, id, "R", "n", queued, exec.toString());
            resources(a, spec, random.nextBoolean() ? "24:00:00" : "48:00:00", null);
            a.add(Attribute.of("start_time", Long.toString(startedAt)));
            a.add(Attribute.of("comment", "jmaui: started on " + nodeName(placement.get(0)[0]) + ":ppn=" + PPN));
            jobs.add(new StatusObject(ObjectType.JOB, id, a));
            started++;
        }
        return started;
    }

    private StatusObject idle(Random random, int i) {
        String id = id(i);
        boolean held = random.nextInt(33) == 0;
        List<Attribute> a = common(random, id, held ? "H" : "Q", held ? "u" : "n",
                NOW - random.nextInt(7 * 86_400), null);
        int shape = random.nextInt(100);
        String spec = SHAPES[0];
        for (int k = 0; k < SHAPES.length; k++) {
            shape -= SHAPE_PERCENT[k];
            if (shape < 0) {
                spec = SHAPES[k];
                break;
            }
        }
        String mem = random.nextInt(5) == 0 ? (1 + random.nextInt(8)) * 4 + "gb" : null;
        resources(a, spec, WALLTIMES[random.nextInt(WALLTIMES.length)], mem);
        if (random.nextInt(50) == 0) {
            a.add(Attribute.of("depend", "afterok:" + id(random.nextInt(i)) + "@" + SERVER));
        }
        a.add(Attribute.of("comment", "jmaui: waiting: priority (queued for a while)"));
        return new StatusObject(ObjectType.JOB, id, a);
    }

    /** The attributes every job has, in the order pbs_server sends them. */
    private List<Attribute> common(Random random, String id, String state, String holds, long queued, String exec) {
        int user = random.nextInt(250);
        int q = random.nextInt(200);
        String queue = q == 0 ? "submit" : q < 140 ? "batch" : q < 170 ? "long" : q < 190 ? "express" : "debug";
        String userName = String.format("u%03d", user);
        List<Attribute> a = new ArrayList<>();
        a.add(Attribute.of("Job_Owner", userName + "@login1"));
        a.add(Attribute.of("job_state", state));
        a.add(Attribute.of("queue", queue));
        a.add(Attribute.of("ctime", Long.toString(queued)));
        if (exec != null) {
            a.add(Attribute.of("exec_host", exec));
        }
        a.add(Attribute.of("Hold_Types", holds));
        a.add(Attribute.of("qtime", Long.toString(queued)));
        a.add(Attribute.of("euser", userName));
        a.add(Attribute.of("egroup", String.format("g%02d", user % 25)));
        a.add(Attribute.of("Account_Name", "acct" + random.nextInt(10)));
        a.add(Attribute.of("queue_type", q == 0 ? "R" : "E"));
        return a;
    }

    private static void resources(List<Attribute> a, String spec, String walltime, String mem) {
        if (spec.startsWith("procs=")) {
            a.add(Attribute.of("Resource_List", "procs", spec.substring("procs=".length())));
            a.add(Attribute.of("Resource_List", "nodect", "1"));
        } else {
            a.add(Attribute.of("Resource_List", "nodes", spec));
            a.add(Attribute.of("Resource_List", "neednodes", spec));
            a.add(Attribute.of("Resource_List", "nodect", spec.substring(0, spec.indexOf(':'))));
        }
        a.add(Attribute.of("Resource_List", "walltime", walltime));
        if (mem != null) {
            a.add(Attribute.of("Resource_List", "mem", mem));
        }
    }

    /** As the emulator shows a node: full nodes job-exclusive, a few offline or down. */
    private static StatusObject node(int n, String jobs, int used) {
        String name = nodeName(n);
        List<Attribute> a = new ArrayList<>();
        String state = n % 997 == 0 ? "down" : n % 499 == 0 ? "offline" : used == PPN ? "job-exclusive" : "free";
        a.add(Attribute.of("state", state));
        a.add(Attribute.of("power_state", "Running"));
        a.add(Attribute.of("np", Integer.toString(PPN)));
        String props = n % 100 == 0 ? "ib,gpu" : n % 4 == 0 ? "ib,bigmem" : n % 10 < 8 ? "ib" : "";
        if (!props.isEmpty()) {
            a.add(Attribute.of("properties", props));
        }
        a.add(Attribute.of("ntype", "cluster"));
        if (jobs != null) {
            a.add(Attribute.of("jobs", jobs));
        }
        if (!state.equals("down")) {
            a.add(Attribute.of("status", "opsys=linux,uname=Linux " + name + " 5.14.0 #1 SMP x86_64,nsessions=" + used
                    + ",nusers=" + Math.min(used, 2) + ",totmem=134217728kb,availmem=" + (134217728 - used * 4_000_000L)
                    + "kb,physmem=67108864kb,ncpus=" + PPN + ",loadave=" + used + ".00,gres=,state=free,jobs="
                    + (jobs == null ? "" : jobs.replaceAll("[0-9-]+/", "").replace(',', ' ')) + ",rectime=" + NOW));
        }
        a.add(Attribute.of("mom_service_port", "15002"));
        a.add(Attribute.of("mom_manager_port", "15003"));
        return new StatusObject(ObjectType.NODE, name, a);
    }
}
