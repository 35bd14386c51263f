package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.model.Job;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Each job's {@link QosGrant} by job id, in the jobs' order: held as an array beside the jobs and
 * indexed by id only when first read. An iteration assigns 100,000 grants; the daemon reads a few
 * hundred (comments, checkjob) and the simulator none, so the id map is not built per iteration.
 * Immutable; two threads reading first at once may both build the index, equal either way.
 */
final class GrantsById extends AbstractMap<String, QosGrant> {

    private final List<Job> jobs;
    private final QosGrant[] grants;
    private volatile Map<String, QosGrant> byId;

    GrantsById(List<Job> jobs, QosGrant[] grants) {
        this.jobs = jobs;
        this.grants = grants;
    }

    private Map<String, QosGrant> byId() {
        Map<String, QosGrant> m = byId;
        if (m == null) {
            m = new LinkedHashMap<>(Math.max(16, grants.length * 4 / 3 + 1));
            for (int i = 0; i < grants.length; i++) {
                m.put(jobs.get(i).id(), grants[i]);
            }
            byId = m;
        }
        return m;
    }

    /**
     * The refused grants by job id, from the array in the jobs' order: no index of every job. The
     * daemon gives its 100,000 jobs a handful of grant objects, so the walk reads a few.
     */
    Map<String, QosGrant> refused() {
        Map<String, QosGrant> out = new LinkedHashMap<>();
        for (int i = 0; i < grants.length; i++) {
            if (grants[i] != null && grants[i].refused()) {
                out.put(jobs.get(i).id(), grants[i]);
            }
        }
        return out;
    }

    @Override
    public QosGrant get(Object id) {
        return byId().get(id);
    }

    @Override
    public boolean containsKey(Object id) {
        return byId().containsKey(id);
    }

    @Override
    public int size() {
        return byId().size();
    }

    @Override
    public Set<Entry<String, QosGrant>> entrySet() {
        return Collections.unmodifiableMap(byId()).entrySet();
    }
}
