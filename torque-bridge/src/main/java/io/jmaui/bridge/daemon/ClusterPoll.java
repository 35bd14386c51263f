package io.jmaui.bridge.daemon;

import io.jmaui.bridge.torque.JobMapper;
import io.jmaui.bridge.torque.MappingProblems;
import io.jmaui.bridge.torque.NodeMapper;
import io.jmaui.bridge.torque.PbsObject;
import io.jmaui.bridge.torque.QueueMapper;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;

/**
 * Pulls queues, nodes and jobs from pbs_server (StatusQue, StatusNode, StatusJob; the client sends
 * them one at a time on its one connection) and maps them into the model.
 */
final class ClusterPoll {

    private ClusterPoll() {
    }

    static CompletableFuture<PolledCluster> poll(PbsClient client) {
        return client.statQueues().thenCompose(queues -> client.statNodes().thenCompose(
                nodes -> client.statJobs().thenApply(jobs -> map(queues, nodes, jobs))));
    }

    static PolledCluster map(List<StatusObject> queues, List<StatusObject> nodes, List<StatusObject> jobs) {
        MappingProblems problems = new MappingProblems();
        List<JobClass> classes = new ArrayList<>();
        Set<String> routing = new TreeSet<>();
        for (StatusObject q : queues) {
            JobClass c = QueueMapper.map(object(q), problems);
            classes.add(c);
            if (!c.execution()) {
                routing.add(c.name());
            }
        }
        List<Node> nodeList = new ArrayList<>();
        Set<String> hostNames = new TreeSet<>();
        for (StatusObject n : nodes) {
            Node node = NodeMapper.map(object(n), problems);
            nodeList.add(node);
            hostNames.add(node.name());
        }
        List<Job> jobList = new ArrayList<>();
        Map<String, String> comments = new HashMap<>();
        for (StatusObject j : jobs) {
            PbsObject o = object(j);
            if (routing.contains(o.getOr("queue", ""))) {
                continue;
            }
            JobMapper.map(o, hostNames, problems).ifPresent(job -> {
                jobList.add(job);
                o.get("comment").ifPresent(c -> comments.put(job.id(), c));
            });
        }
        return new PolledCluster(jobList, nodeList, classes, comments, problems.list());
    }

    /** A status object's attributes keyed by wire name, or {@code name.resource} for resources. */
    static PbsObject object(StatusObject o) {
        Map<String, String> attrs = new LinkedHashMap<>();
        for (Attribute a : o.attributes()) {
            attrs.put(a.fullName(), a.value());
        }
        return new PbsObject(o.name(), attrs);
    }
}
