package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * QOSFEATURES[X] (guide 7.3, appendix F): "which node features must be present on resources
 * allocated to jobs of the associated QOS". Every request of a job that runs under QOS X also
 * requires those features, as if the user had asked for them; {@code [ANY]} (the default) asks for
 * none. Maui 3.3 parses the parameter and never reads it; jmaui does what the guide says.
 */
final class QosFeatures {

    private final Map<String, Set<String>> byQos = new HashMap<>();

    QosFeatures(MauiConfig cfg) {
        cfg.indexed(Parameters.QOSFEATURES).forEach((qos, features) -> {
            Set<String> f = new TreeSet<>(features);
            f.removeIf(x -> x.equalsIgnoreCase("[ANY]") || x.equalsIgnoreCase("ANY"));
            if (!f.isEmpty()) {
                byQos.put(qos, Set.copyOf(f));
            }
        });
    }

    /** {@code j} with its QOS's features required by each of its requests; {@code j} itself when nothing changes. */
    Job apply(Job j) {
        if (byQos.isEmpty() || j.state().isActive()) {
            return j; // a running job is placed already
        }
        String qos = j.credentials().qos();
        Set<String> required = byQos.get(qos == null ? MauiConfig.DEFAULT : qos);
        if (required == null || j.reqs().stream().allMatch(r -> r.features().containsAll(required))) {
            return j;
        }
        List<Req> reqs = new ArrayList<>();
        for (Req r : j.reqs()) {
            Set<String> f = new TreeSet<>(r.features());
            f.addAll(required);
            reqs.add(new Req(r.tasks(), r.perTask(), r.nodes(), r.tasksPerNode(), f));
        }
        return j.toBuilder().reqs(reqs).build();
    }
}
