package io.jmaui.bridge.view;

import java.util.List;

/**
 * One reservation as showres lists it.
 *
 * @param type  Job, User (admin reservation) or Standing
 * @param state job reservations: R when the job runs, I while it waits; others {@code -}
 * @param hosts the hosts it holds (empty when it floats and is not yet placed)
 * @param acl   who may use it, e.g. {@code USER==alice}
 */
public record ReservationRow(String id, String type, String state, long start, long end, int tasks, int procs,
                             List<String> hosts, List<String> acl, List<String> flags, String owner,
                             String jobState) {

    public ReservationRow {
        hosts = List.copyOf(hosts);
        acl = List.copyOf(acl);
        flags = List.copyOf(flags);
    }
}
