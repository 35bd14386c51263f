package io.jmaui.bridge.state;

import java.util.List;

/** A RunJob sent (or about to be sent) and not yet settled by pbs_server's state. */
public record PendingStart(String jobId, List<String> hosts, long sentAt) {

    public PendingStart {
        hosts = List.copyOf(hosts);
    }
}
