package io.jmaui.scheduler.jobdefaults;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Lays CLASSCFG DEFAULT.WCLIMIT and DEFAULT.FEATURES (guide 11.6) on the jobs of each class. A job
 * that asked no walltime (pbs_server's queue and server {@code resources_default} already applied)
 * gets the class default; the class's default features are added to those each request of the job
 * asks, as Maui ORs them into the request when the job joins its class. Running jobs are given the
 * walltime too, so reservations and start estimates plan their end as Maui would.
 */
public final class ClassDefaults {

    private ClassDefaults() {
    }

    /** The jobs with their class defaults, {@code jobs} itself when no job changes. */
    public static List<Job> apply(MauiConfig cfg, List<Job> jobs) {
        ClassRules.Cache rules = new ClassRules.Cache(cfg);
        List<Job> out = null;
        for (int i = 0; i < jobs.size(); i++) {
            Job j = jobs.get(i);
            ClassRules r = rules.of(j.credentials().jobClass());
            if (r == ClassRules.NONE) {
                continue;
            }
            Job d = withDefaults(j, r);
            if (d != j) {
                if (out == null) {
                    out = new ArrayList<>(jobs);
                }
                out.set(i, d);
            }
        }
        return out == null ? jobs : out;
    }

    private static Job withDefaults(Job j, ClassRules r) {
        boolean walltime = j.walltime() <= 0 && r.defaultWalltime() > 0;
        boolean features = !r.defaultFeatures().isEmpty() && !hasAll(j, r.defaultFeatures());
        if (!walltime && !features) {
            return j;
        }
        Job.Builder b = j.toBuilder();
        if (walltime) {
            b.walltime(r.defaultWalltime());
        }
        if (features) {
            b.features(union(j.features(), r.defaultFeatures()));
            List<Req> extra = new ArrayList<>(j.extraReqs().size());
            for (Req q : j.extraReqs()) {
                extra.add(new Req(q.tasks(), q.perTask(), q.nodes(), q.tasksPerNode(), union(q.features(), r.defaultFeatures())));
            }
            b.extraReqs(extra);
        }
        return b.build();
    }

    private static boolean hasAll(Job j, Set<String> features) {
        if (!j.features().containsAll(features)) {
            return false;
        }
        for (Req q : j.extraReqs()) {
            if (!q.features().containsAll(features)) {
                return false;
            }
        }
        return true;
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> u = new TreeSet<>(a);
        u.addAll(b);
        return u;
    }
}
