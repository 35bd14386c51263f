package io.jmaui.scheduler.decision;

import java.util.List;

/**
 * Start job {@code jobId} on {@code hosts}: one entry per task, the same host repeated for
 * several tasks on it (TORQUE's RunJob host list {@code n1/0+n1/1+n2/0} is built from this at the
 * edge).
 *
 * @param backfill true when the job started out of priority order in the backfill stage
 */
public record StartJob(String jobId, List<String> hosts, boolean backfill) implements Decision {

    public StartJob {
        hosts = List.copyOf(hosts);
    }
}
