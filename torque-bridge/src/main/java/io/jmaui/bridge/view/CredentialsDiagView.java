package io.jmaui.bridge.view;

import java.util.List;
import java.util.Map;

/**
 * diagnose -u, -g, -a, -c, -q (guide 3.5 "credentials", 6.2 throttling): per credential of one
 * kind, its jobs now and its maui.cfg settings (USERCFG, GROUPCFG, ACCOUNTCFG, CLASSCFG, QOSCFG).
 *
 * @param kind USER, GROUP, ACCOUNT, CLASS or QOS
 */
public record CredentialsDiagView(String kind, List<Row> rows) {

    public CredentialsDiagView {
        rows = List.copyOf(rows);
    }

    /** One credential: active and idle job counts, procs in use, and its *CFG attributes as written. */
    public record Row(String name, int activeJobs, int idleJobs, int procsActive, Map<String, String> settings) {
        public Row {
            settings = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(settings));
        }
    }
}
