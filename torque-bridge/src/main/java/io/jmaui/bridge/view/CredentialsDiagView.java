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

    /**
     * One credential: active and idle job counts, procs and nodes in use (nodes: the distinct
     * hosts its active jobs hold together, what MAXNODE counts), and its *CFG attributes as written.
     * For a QOS also its flags as granted (QFLAGS, else QOSCFG[DEFAULT]'s) and its members: the
     * credentials whose QLIST or QDEF name it ({@code user:john}, {@code class:batch(QDEF)}).
     */
    public record Row(String name, int activeJobs, int idleJobs, int procsActive, int nodesActive,
                      Map<String, String> settings, List<String> flags, List<String> members) {
        public Row {
            settings = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(settings));
            flags = List.copyOf(flags);
            members = List.copyOf(members);
        }

        public Row(String name, int activeJobs, int idleJobs, int procsActive, int nodesActive,
                   Map<String, String> settings) {
            this(name, activeJobs, idleJobs, procsActive, nodesActive, settings, List.of(), List.of());
        }
    }
}
