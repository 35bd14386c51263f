package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The data behind {@code diagnose -f} (guide 6.3, MFSShow): the system settings, each counted
 * window's weight and total, and per credential its decayed usage, target, priority delta and
 * share of each window.
 *
 * @param settings FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY
 * @param windows  windows 0 .. FSDEPTH-1, newest first
 * @param rows     credentials with usage or a target, by kind (user, group, account, QOS, class), then name
 */
public record FairshareReport(FsSettings settings, List<Window> windows, List<Row> rows) {

    /** The kinds in diagnose -f order. */
    static final List<CredentialKind> ORDER = List.of(CredentialKind.USER, CredentialKind.GROUP,
            CredentialKind.ACCOUNT, CredentialKind.QOS, CredentialKind.CLASS);

    public FairshareReport {
        windows = List.copyOf(windows);
        rows = List.copyOf(rows);
    }

    /**
     * One counted window.
     *
     * @param index  0 for the current window
     * @param start  epoch seconds the window began
     * @param weight {@code FSDECAY^index}
     * @param total  usage the system delivered in it
     */
    public record Window(int index, long start, double weight, double total) {
    }

    /**
     * One credential.
     *
     * @param usagePercent   decayed usage as a percent of the decayed total (empty if nothing was delivered)
     * @param decayedUsage   {@code sum usage_N * FSDECAY^N}
     * @param target         its FSTARGET, if any
     * @param delta          the priority subfactor (see {@link FairshareUsage#delta})
     * @param windowPercents its share of each window's total, empty where the window delivered nothing
     * @param offTarget      Maui's {@code *} mark: below a floor, above a ceiling, more than 5 points
     *                       from a target, or above a relative cap
     */
    public record Row(CredentialKind kind, String name, OptionalDouble usagePercent, double decayedUsage,
                      Optional<FairshareTarget> target, OptionalDouble delta, List<OptionalDouble> windowPercents,
                      boolean offTarget) {

        public Row {
            windowPercents = List.copyOf(windowPercents);
        }
    }

    /**
     * Builds the report: the credentials that used something in the counted windows, and those
     * with a *CFG entry that has an FSTARGET (listed even when idle), as diagnose -f shows them.
     */
    public static FairshareReport of(FairshareUsage usage) {
        List<Window> windows = new ArrayList<>();
        long interval = usage.settings().interval();
        for (int i = 0; i < usage.depth(); i++) {
            windows.add(new Window(i, usage.currentWindowStart() - i * interval, usage.settings().weight(i),
                    usage.windowTotal(i)));
        }
        List<Row> rows = new ArrayList<>();
        for (CredentialKind kind : ORDER) {
            SortedSet<String> used = usage.credentials(kind);
            SortedSet<String> names = new TreeSet<>(used);
            names.addAll(usage.config().credentials(kind).keySet());
            names.remove(MauiConfig.DEFAULT);
            for (String name : names) {
                Optional<FairshareTarget> target = usage.fairshareTarget(kind, name);
                if (used.contains(name) || target.isPresent()) {
                    rows.add(row(usage, kind, name, target));
                }
            }
        }
        return new FairshareReport(usage.settings(), windows, rows);
    }

    private static Row row(FairshareUsage usage, CredentialKind kind, String name, Optional<FairshareTarget> target) {
        List<OptionalDouble> perWindow = new ArrayList<>();
        for (int i = 0; i < usage.depth(); i++) {
            double total = usage.windowTotal(i);
            perWindow.add(total > 0 ? OptionalDouble.of(100.0 * usage.windowUsage(kind, name, i) / total)
                    : OptionalDouble.empty());
        }
        OptionalDouble pct = usage.usagePercent(kind, name);
        return new Row(kind, name, pct, usage.decayedUsage(kind, name), target, usage.delta(kind, name), perWindow,
                offTarget(pct, target));
    }

    private static boolean offTarget(OptionalDouble pct, Optional<FairshareTarget> target) {
        if (pct.isEmpty() || target.isEmpty() || target.get().value() <= 0) {
            return false;
        }
        double p = pct.getAsDouble();
        double t = target.get().value();
        return switch (target.get().mode()) {
            case TARGET -> Math.abs(p - t) > 5.0;
            case FLOOR -> p < t;
            case CEILING, CAP_RELATIVE -> p > t;
            case CAP_ABSOLUTE -> false;
        };
    }
}
