package io.jmaui.bridge.daemon;

import io.jmaui.bridge.torque.JobMapper;
import io.jmaui.bridge.torque.MappingProblems;
import io.jmaui.bridge.torque.NodeMapper;
import io.jmaui.bridge.torque.PbsObject;
import io.jmaui.bridge.torque.RmExtension;
import io.jmaui.bridge.torque.QueueMapper;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/**
 * Pulls queues, nodes and jobs from pbs_server (StatusQue, StatusNode, StatusJob; the client sends
 * them one at a time on its one connection) and maps them into the model.
 *
 * <p>At 100,000 jobs the decoded StatusJob reply is the largest thing the daemon holds, so the
 * poll is built to keep it small and short-lived: StatusJob asks only for the attributes the
 * mapping reads ({@link #JOB_ATTRIBUTES}); the reply is mapped on the scheduling thread, not on
 * the client's event loop, and each status object is let go as soon as it is mapped; values many
 * jobs share and keep (queue, user, group, account, qos, comment) are kept once.
 */
final class ClusterPoll {

    /** The job attributes asked for: what the mapping reads, and the comment. */
    static final List<String> JOB_ATTRIBUTES = Stream.concat(JobMapper.ATTRIBUTES.stream(), Stream.of("comment"))
            .toList();
    private static final List<String> WITHOUT_EXTENSION = JOB_ATTRIBUTES.stream()
            .filter(a -> !a.equals(RmExtension.ATTRIBUTE)).toList();

    /**
     * Values that repeat across jobs and that the mapped jobs keep (credentials, comment), kept as
     * one String each per poll. Values only parsed (state, node spec, walltime) go with their
     * status object, so sharing them would cost a lookup per job and save nothing.
     */
    private static final Set<String> SHARED_VALUES = Set.of("queue", "euser", "egroup", "Account_Name",
            "Resource_List.qos", "x", "comment");

    private ClusterPoll() {
    }

    /**
     * The three status replies, handed over once: {@link #map} takes the lists out, so that the
     * decoded objects can be collected while the rest are mapped.
     */
    static final class Replies {
        private List<StatusObject> queues;
        private List<StatusObject> nodes;
        private List<StatusObject> jobs;

        Replies(List<StatusObject> queues, List<StatusObject> nodes, List<StatusObject> jobs) {
            this.queues = queues;
            this.nodes = nodes;
            this.jobs = jobs;
        }
    }

    static CompletableFuture<Replies> fetch(PbsClient client) {
        return client.statQueues().thenCompose(queues -> client.statNodes().thenCompose(
                nodes -> statJobs(client).thenApply(jobs -> new Replies(queues, nodes, jobs))));
    }

    /**
     * StatusJob filtered to {@link #JOB_ATTRIBUTES}. A server built without the {@code x} job
     * attribute refuses a filter naming it (PBSE_NOATTR, every name is looked up in its attribute
     * table); then the jobs are asked for again without it, and {@code x} comes among the
     * unknown attributes ({@code _other_}).
     */
    private static CompletableFuture<List<StatusObject>> statJobs(PbsClient client) {
        return client.statJobs("", JOB_ATTRIBUTES).exceptionallyCompose(e -> {
            Throwable cause = e instanceof java.util.concurrent.CompletionException ? e.getCause() : e;
            if (cause instanceof PbsServerException p && p.code() == PbsError.NOATTR.code()) {
                return client.statJobs("", WITHOUT_EXTENSION);
            }
            return CompletableFuture.failedFuture(cause);
        });
    }

    static PolledCluster map(Replies replies) {
        ArrayList<StatusObject> queues = new ArrayList<>(replies.queues);
        ArrayList<StatusObject> nodes = new ArrayList<>(replies.nodes);
        ArrayList<StatusObject> jobs = new ArrayList<>(replies.jobs);
        replies.queues = null;
        replies.nodes = null;
        replies.jobs = null;
        Map<String, String> shared = new HashMap<>();
        MappingProblems problems = new MappingProblems();
        List<JobClass> classes = new ArrayList<>();
        Set<String> routing = new TreeSet<>();
        for (int i = 0; i < queues.size(); i++) {
            JobClass c = QueueMapper.map(object(queues.set(i, null), shared), problems);
            classes.add(c);
            if (!c.execution()) {
                routing.add(c.name());
            }
        }
        List<Node> nodeList = new ArrayList<>(nodes.size());
        Set<String> hostNames = new HashSet<>(capacity(nodes.size()));
        for (int i = 0; i < nodes.size(); i++) {
            Node node = NodeMapper.map(object(nodes.set(i, null), shared), problems);
            nodeList.add(node);
            hostNames.add(node.name());
        }
        JobMapper jobMapper = new JobMapper(hostNames);
        List<Job> jobList = new ArrayList<>(jobs.size());
        Map<String, String> comments = new HashMap<>(capacity(jobs.size()));
        for (int i = 0; i < jobs.size(); i++) {
            PbsObject o = object(jobs.set(i, null), shared);
            if (routing.contains(o.getOr("queue", ""))) {
                continue;
            }
            jobMapper.map(o, problems).ifPresent(job -> {
                jobList.add(job);
                o.get("comment").ifPresent(c -> comments.put(job.id(), c));
            });
        }
        return new PolledCluster(jobList, nodeList, classes, comments, problems.list());
    }

    /**
     * A status object's attributes keyed by wire name, or {@code name.resource} for resources;
     * values of {@link #SHARED_VALUES} taken from {@code shared}.
     */
    private static PbsObject object(StatusObject o, Map<String, String> shared) {
        List<Attribute> list = o.attributes();
        Map<String, String> attrs = new HashMap<>(capacity(list.size()));
        for (Attribute a : list) {
            String key = a.fullName();
            String value = a.value();
            if (SHARED_VALUES.contains(key)) {
                value = shared.computeIfAbsent(value, v -> v);
            }
            attrs.put(key, value);
        }
        return new PbsObject(o.name(), attrs);
    }

    /** A HashMap capacity that holds {@code n} entries without resizing (Java 19's HashMap.newHashMap). */
    private static int capacity(int n) {
        return (int) Math.ceil(n / 0.75);
    }
}
