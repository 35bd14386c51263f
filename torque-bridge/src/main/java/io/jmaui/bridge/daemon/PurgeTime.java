package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PURGETIME (appendix F): "the amount of time Maui will keep a job or node record for an object no
 * longer reported by the resource manager", for a pbs_server that drops a node or job from a reply
 * now and then. A node missing from a poll is kept as last seen, and a job that held nodes is kept
 * running on them, until PURGETIME has passed since it was last reported; so a dropped running job
 * does not free its nodes for another. A waiting job that is not listed cannot be started and is not
 * kept. 0 (the default) keeps nothing. Loop thread only.
 */
final class PurgeTime {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private record Kept<T>(T last, long seen) {
    }

    private final Map<String, Kept<Node>> nodes = new HashMap<>();
    private final Map<String, Kept<Job>> jobs = new HashMap<>();

    PolledCluster apply(PolledCluster c, long now, long purgeTime) {
        if (purgeTime <= 0) {
            nodes.clear();
            jobs.clear();
            return c;
        }
        List<Node> nodeList = new ArrayList<>(c.nodes());
        Set<String> nodeNames = new HashSet<>();
        for (Node n : c.nodes()) {
            nodeNames.add(n.name());
            nodes.put(n.name(), new Kept<>(n, now));
        }
        keep(nodes, nodeNames, now, purgeTime, "node", nodeList);
        List<Job> jobList = new ArrayList<>(c.jobs());
        Set<String> jobIds = new HashSet<>();
        for (Job j : c.jobs()) {
            jobIds.add(j.id());
            if (j.state().isActive()) {
                jobs.put(j.id(), new Kept<>(j, now));
            } else {
                jobs.remove(j.id());
            }
        }
        keep(jobs, jobIds, now, purgeTime, "job", jobList);
        return new PolledCluster(jobList, nodeList, c.classes(), c.comments(), c.problems());
    }

    /** Adds the kept objects the poll did not list and that were reported within {@code purgeTime}; forgets older ones. */
    private static <T> void keep(Map<String, Kept<T>> kept, Set<String> listed, long now, long purgeTime, String what,
                                 List<T> out) {
        for (Iterator<Map.Entry<String, Kept<T>>> it = kept.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Kept<T>> e = it.next();
            if (listed.contains(e.getKey())) {
                continue;
            }
            if (now - e.getValue().seen() < purgeTime) {
                out.add(e.getValue().last());
                LOG.debug("event=unreported_kept {}={} last_seen={}", what, e.getKey(), e.getValue().seen());
            } else {
                it.remove();
                LOG.info("event=unreported_purged {}={} last_seen={}", what, e.getKey(), e.getValue().seen());
            }
        }
    }
}
