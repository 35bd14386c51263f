package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.QosRequest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Gives every job the QOS it runs under (guide 7.3), before anything reads a job's QOS: the one
 * it asked for when its credentials may use it, else its default ({@link QosAccess}). A job that
 * asked for nothing but carries a QOS (a trace, a replay snapshot) keeps it unchecked. Grants are
 * worked out once per distinct credentials and request, so 100,000 jobs of a few hundred users
 * cost a map lookup each; a job whose QOS is already right is not copied, so running the
 * assignment again is cheap and changes nothing. A queued job of a QOS with QOSFEATURES also
 * requires those node features ({@link QosFeatures}).
 */
public final class QosAssignment {

    private QosAssignment() {
    }

    /** The jobs with their QOS set, in the same order, and each job's grant by id. */
    public record Result(List<Job> jobs, Map<String, QosGrant> grants) {
    }

    private record Key(String user, String group, String account, String jobClass, String requested, String via) {
    }

    public static Result assign(MauiConfig cfg, List<Job> jobs) {
        QosAccess access = new QosAccess(cfg);
        QosFeatures features = new QosFeatures(cfg);
        Map<Key, QosGrant> memo = new HashMap<>();
        Map<String, QosGrant> given = new HashMap<>();
        List<Job> out = new ArrayList<>(jobs.size());
        Map<String, QosGrant> grants = new LinkedHashMap<>(Math.max(16, jobs.size() * 4 / 3 + 1));
        for (Job j : jobs) {
            Credentials c = j.credentials();
            QosRequest r = j.qosRequest();
            QosGrant g;
            if (r == null && c.qos() != null) {
                g = given.computeIfAbsent(c.qos(), QosGrant::given);
            } else {
                String requested = r == null ? null : r.name();
                String via = r == null ? null : r.via();
                g = memo.computeIfAbsent(new Key(c.user(), c.group(), c.account(), c.jobClass(), requested, via),
                        k -> access.grant(c, requested, via));
            }
            grants.put(j.id(), g);
            out.add(features.apply(Objects.equals(c.qos(), g.qos()) ? j : j.toBuilder().credentials(c.withQos(g.qos())).build()));
        }
        return new Result(out, grants);
    }
}
