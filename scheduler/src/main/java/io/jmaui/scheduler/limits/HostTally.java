package io.jmaui.scheduler.limits;

import java.util.ArrayList;
import java.util.List;

/**
 * The hosts one credential's active jobs hold together, for its node limit (guide 6.2 MAXNODE:
 * "compute nodes in use by active jobs"). Jobs are noted as they are counted, by their host lists;
 * the set of distinct hosts is built only when a check needs it, which is when the sum of the
 * jobs' own node counts (kept by {@link UsageTable}, never below the set's size) comes near the
 * limit. Most credentials never do, and cost a list append per job. Mutable and iteration-local.
 */
final class HostTally {

    private final HostIndex index;
    private List<List<String>> pending = new ArrayList<>();
    private HostSet held;
    /** Nodes counted without hosts: jobs with no exec_host, EXACTNODE's N beyond the hosts given. */
    private long beyondHosts;

    HostTally(HostIndex index) {
        this.index = index;
    }

    /** A job's hosts (one entry per task, kept, not copied; null for none) and its nodes beyond them. */
    void add(List<String> hosts, long beyond) {
        beyondHosts += beyond;
        if (hosts == null) {
            return;
        }
        if (held == null) {
            pending.add(hosts);
        } else {
            addAll(hosts);
        }
    }

    /** The distinct hosts held, built on first use. Do not modify. */
    HostSet held() {
        if (held == null) {
            held = new HostSet();
            pending.forEach(this::addAll);
            pending = null;
        }
        return held;
    }

    /** The nodes in use: distinct hosts held, plus those counted without hosts. */
    long nodes() {
        return held().size() + beyondHosts;
    }

    private void addAll(List<String> hosts) {
        String previous = null;
        for (String h : hosts) {
            if (h != previous && !h.equals(previous)) {
                held.add(index.id(h));
                previous = h;
            }
        }
    }
}
