package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.CredentialsDiagView;
import io.jmaui.bridge.view.FairshareDiagView;
import io.jmaui.bridge.view.PriorityDiagView;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareReport;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;

/** diagnose -p, -f and the credential modes (-u, -g, -a, -c, -q) from the latest iteration and config. */
final class DiagnoseViews {

    private DiagnoseViews() {
    }

    /** diagnose -p [-t PARTITION] [JOBID...]: the jobs {@code in} accepts (those that may run in the partition). */
    static PriorityDiagView priority(IterationReport r, List<String> ids,
                                     java.util.function.Predicate<io.jmaui.scheduler.model.Job> in) {
        Set<String> factors = new LinkedHashSet<>();
        java.util.Set<String> shown = new java.util.HashSet<>();
        r.snapshot().jobs().stream().filter(in).forEach(j -> shown.add(j.id()));
        List<PriorityDiagView.Row> rows = new ArrayList<>();
        java.util.Set<String> setspri = new java.util.HashSet<>();
        r.snapshot().jobs().stream().filter(j -> j.systemPriority() != 0).forEach(j -> setspri.add(j.id()));
        for (JobPriority p : r.result().priorities()) {
            if ((ids.isEmpty() || ids.contains(p.jobId())) && shown.contains(p.jobId())) {
                factors.addAll(PriorityColumns.of(p).keySet());
                rows.add(new PriorityDiagView.Row(p.jobId(), p.priority(), PriorityColumns.of(p), setspri.contains(p.jobId())));
            }
        }
        return new PriorityDiagView(r.now(), List.copyOf(factors), rows);
    }

    /**
     * diagnose -f [-o user|group|acct|qos|class]: the fairshare settings, windows and the rows of
     * every credential, or of one kind ({@code only}, null for all).
     */
    static FairshareDiagView fairshare(IterationReport r, MauiConfig cfg, CredentialKind only) {
        // credentials with usage, and those with a *CFG FSTARGET even when idle, as diagnose -f lists them
        FairshareReport rep = FairshareReport.of(
                FairshareUsage.compute(cfg, r.result().fairshareWindows(), r.snapshot().nodes()));
        List<FairshareDiagView.Window> windows = rep.windows().stream()
                .map(w -> new FairshareDiagView.Window(w.index(), w.start(), w.weight(), w.total())).toList();
        List<FairshareDiagView.Row> rows = new ArrayList<>();
        for (FairshareReport.Row row : rep.rows()) {
            if (only != null && row.kind() != only) {
                continue;
            }
            List<Double> pct = row.windowPercents().stream().map(DiagnoseViews::boxed).toList();
            rows.add(new FairshareDiagView.Row(row.kind().name(), row.name(), boxed(row.usagePercent()),
                    row.target().map(Object::toString).orElse(null), row.offTarget(), pct));
        }
        var s = rep.settings();
        return new FairshareDiagView(io.jmaui.scheduler.config.Parameters.FSPOLICY.format(
                cfg.get(io.jmaui.scheduler.config.Parameters.FSPOLICY)), s.interval(),
                s.depth(), s.decay(), windows, rows);
    }

    private static Double boxed(OptionalDouble d) {
        return d.isPresent() ? d.getAsDouble() : null;
    }

    static CredentialsDiagView credentials(IterationReport r, MauiConfig cfg, CredentialKind kind) {
        Map<String, List<String>> startedOn = new java.util.HashMap<>();
        r.result().starts().forEach(s -> startedOn.put(s.jobId(), s.hosts()));
        Map<String, int[]> counts = new TreeMap<>();
        Map<String, java.util.Set<String>> hosts = new java.util.HashMap<>();
        for (Job j : r.snapshot().jobs()) {
            String name = j.credentials().of(kind);
            if (name == null) {
                continue;
            }
            int[] c = counts.computeIfAbsent(name, k -> new int[3]);
            if (j.state().isActive() || r.started().contains(j.id())) {
                c[0]++;
                c[2] += j.procs();
                hosts.computeIfAbsent(name, k -> new java.util.HashSet<>())
                        .addAll(j.state().isActive() ? j.allocatedHosts() : startedOn.getOrDefault(j.id(), List.of()));
            } else {
                c[1]++;
            }
        }
        cfg.credentials(kind).keySet().forEach(n -> counts.computeIfAbsent(n, k -> new int[3]));
        List<CredentialsDiagView.Row> rows = new ArrayList<>();
        counts.forEach((name, c) -> rows.add(new CredentialsDiagView.Row(name, c[0], c[1], c[2],
                hosts.getOrDefault(name, java.util.Set.of()).size(),
                cfg.credentialExact(kind, name).map(x -> x.raw()).orElse(Map.of()),
                kind == CredentialKind.QOS ? List.copyOf(new java.util.TreeSet<>(cfg.credential(kind, name).flags())) : List.of(),
                kind == CredentialKind.QOS ? qosMembers(cfg, name) : List.of())));
        return new CredentialsDiagView(kind.name(), rows);
    }

    /** The credentials whose QLIST or QDEF name QOS {@code qos} (guide 7.3), SYSTEMCFG's as {@code system}. */
    private static List<String> qosMembers(MauiConfig cfg, String qos) {
        List<String> out = new ArrayList<>();
        for (CredentialKind k : List.of(CredentialKind.USER, CredentialKind.GROUP, CredentialKind.ACCOUNT, CredentialKind.CLASS)) {
            cfg.credentials(k).forEach((name, c) -> member(out, k.name().toLowerCase(java.util.Locale.ROOT) + ":" + name, c, qos));
        }
        member(out, "system", cfg.system(), qos);
        return out;
    }

    private static void member(List<String> out, String who, io.jmaui.scheduler.config.CredentialConfig c, String qos) {
        boolean dflt = c.qosDefault().filter(qos::equals).isPresent();
        if (dflt || c.qosList().contains(qos)) {
            out.add(who + (dflt ? "(QDEF)" : "") + (c.qosListType() == io.jmaui.scheduler.config.QosListType.OR ? ""
                    : "(" + c.qosListType() + ")"));
        }
    }
}
