package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.FsTarget;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.FairshareWindowKinds;
import io.jmaui.scheduler.model.FairshareWindowNames;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each credential's decay-weighted fairshare usage (guide 6.3.2.3), computed once per iteration.
 *
 * <p>Window N (0 is the current one, N = whole FSINTERVALs between its start and the current
 * window's) weighs {@code FSDECAY^N}; the first FSDEPTH windows count. A credential's usage is
 *
 * <pre>  Usage% = 100 * sum_N(usage_N * FSDECAY^N) / sum_N(total_N * FSDECAY^N)</pre>
 *
 * relative to what the system delivered, not to what it could have. The guide's example: FSDECAY
 * 0.5, FSDEPTH 4, John used 60, 0, 10, 50 of totals 110, 125, 100, 150, so his usage is
 * {@code (60 + .5*0 + .25*10 + .125*50) / (110 + .5*125 + .25*100 + .125*150)} = 68.75/216.25 = 31.79%.
 *
 * <p>The priority delta (5.1.2.2) is {@code target - Usage%}, or {@code 1 - Usage%/target} under a
 * {@code %} FSPOLICY; a floor keeps only positive deltas, a ceiling only negative ones, caps give 0
 * (they block instead, see {@link FairshareCaps}) and credentials without a positive target give
 * none. Nothing counts while FSPOLICY is NONE or the system delivered nothing.
 */
public final class FairshareUsage {

    private final MauiConfig cfg;
    private final FsSettings settings;
    private final long currentStart;
    private final double[] totals;
    /** Windows 1 to FSDEPTH - 1, folded (carried while they stay the same). */
    private final ClosedWindows closed;
    /** The windows at index 0, as they are: usually one, the current window. */
    private final List<FairshareWindow> current;
    /**
     * The current window's usage by kind where it is the one window at index 0 and the simulator's
     * accrual charged it (names read by place, {@link FsCredential}); null: read by name.
     */
    private final FairshareWindowKinds currentByKind;
    /** FSDECAY^index by window index, and the decayed total, worked out once per usage. */
    private final double[] weights;
    private final double decayedTotal;
    private final Resources capacity;
    /**
     * Targets looked up so far, kept per config ({@link MauiConfig#derived}) rather than per usage:
     * the config merges DEFAULT on every lookup and the text is parsed, and the simulator computes
     * a usage at every event. A memo of a function of the config alone, safe to share.
     */
    private final Map<CredentialKind, Map<String, Optional<FairshareTarget>>> targets;
    private static final Derived<Map<CredentialKind, Map<String, Optional<FairshareTarget>>>> TARGETS =
            Derived.of(c -> new ConcurrentHashMap<>());

    private static final Derived<DecayWeights> DECAY = Derived.of(c -> new DecayWeights(FsSettings.of(c)));

    private FairshareUsage(MauiConfig cfg, FsSettings settings, long currentStart, double[] totals,
                           ClosedWindows closed, List<FairshareWindow> current, Resources capacity) {
        this.cfg = cfg;
        this.settings = settings;
        this.currentStart = currentStart;
        this.totals = totals;
        this.closed = closed;
        this.current = current;
        this.currentByKind = current.size() == 1 && current.get(0).usage() instanceof FairshareWindowKinds k ? k : null;
        this.capacity = capacity;
        this.targets = cfg.derived(TARGETS);
        this.weights = cfg.derived(DECAY).of(totals.length);
        this.decayedTotal = decayed(totals);
    }

    /**
     * Folds the windows (any order; the newest is window 0) into per-window usage under FSDEPTH.
     * Without the nodes, a job's processor equivalent (DEDICATEDPES caps) counts processors only.
     */
    public static FairshareUsage compute(MauiConfig cfg, List<FairshareWindow> windows) {
        return compute(cfg, windows, List.of());
    }

    /**
     * As {@link #compute(MauiConfig, List)}; {@code nodes} (all compute nodes) size the system
     * that DEDICATEDPES measures a job's processor equivalent against.
     */
    public static FairshareUsage compute(MauiConfig cfg, List<FairshareWindow> windows, List<Node> nodes) {
        FsSettings s = FsSettings.of(cfg);
        int depth = Math.max(0, s.depth());
        long current = 0;
        for (int i = 0; i < windows.size(); i++) {
            current = i == 0 ? windows.get(0).start() : Math.max(current, windows.get(i).start());
        }
        List<FairshareWindow> now = new ArrayList<>(1);
        List<FairshareWindow> older = new ArrayList<>(windows.size());
        for (FairshareWindow w : windows) {
            long n = Math.floorDiv(current - w.start(), s.interval());
            if (n < depth) {
                (n == 0 ? now : older).add(w);
            }
        }
        ClosedWindows closed = ClosedWindows.of(cfg, s, older, current);
        double[] totals = Arrays.copyOf(closed.totals, closed.totals.length); // a clone is a native call in C1 code
        for (FairshareWindow w : now) {
            totals[0] += w.total();
        }
        // the system size only DEDICATEDPES measures a job against (the simulator computes a usage at every event)
        Resources capacity = nodes.isEmpty() || s.metric() != FsMetric.DEDICATEDPES ? null : Node.configuredTotal(nodes);
        return new FairshareUsage(cfg, s, current, totals, closed, now, capacity); // now: this call's own list, never changed
    }

    /** The system-level settings this usage was computed under. */
    public FsSettings settings() {
        return settings;
    }

    MauiConfig config() {
        return cfg;
    }

    /** Start of window 0, the current window (0 when there were no windows). */
    public long currentWindowStart() {
        return currentStart;
    }

    /** Decayed usage as a percent of the decayed total; empty for no name or when nothing was delivered. */
    public OptionalDouble usagePercent(CredentialKind kind, String name) {
        double total = decayedTotal();
        if (name == null || total <= 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(100.0 * decayedUsage(kind, name) / total);
    }

    /** The credential's FSTARGET as the config gives it (falling back to the kind's DEFAULT). */
    public Optional<FsTarget> target(CredentialKind kind, String name) {
        return Targets.configured(cfg, kind, name);
    }

    /** The credential's FSTARGET with all five of Maui's modes (target, floor, ceiling, both caps). */
    public Optional<FairshareTarget> fairshareTarget(CredentialKind kind, String name) {
        if (name == null) {
            return Optional.empty();
        }
        // a lookup, then a put where missing, not computeIfAbsent with a lambda capturing the kind:
        // in C1 code that lambda is made through a method handle at every call, and the priority
        // pass asks for every job's credentials at every event of a simulation under fairshare
        Map<String, Optional<FairshareTarget>> byName = targets.get(kind);
        if (byName == null) {
            byName = targets.computeIfAbsent(kind, k -> new ConcurrentHashMap<>());
        }
        Optional<FairshareTarget> t = byName.get(name);
        if (t == null) {
            t = Targets.of(cfg, kind, name); // a function of the config alone: a race puts an equal value
            Optional<FairshareTarget> raced = byName.putIfAbsent(name, t);
            if (raced != null) {
                t = raced;
            }
        }
        return t;
    }

    /**
     * The fairshare priority subfactor of one credential, Maui's DeltaFSUsage (5.1.2.2): empty when
     * it has no positive target, FSPOLICY is NONE or nothing was delivered; 0 for caps.
     */
    public OptionalDouble delta(CredentialKind kind, String name) {
        FsCredential at = place(kind, name, null);
        return at == null ? OptionalDouble.empty() : delta(at);
    }

    /**
     * Where the delta of {@code name} is read in this usage ({@link FsCredential}): {@code last}
     * (a place of the same credential, or null) where it holds here, else found anew; null where
     * the credential has no positive target or FSPOLICY is NONE, so that it has no delta under this
     * config at any usage.
     */
    public FsCredential place(CredentialKind kind, String name, FsCredential last) {
        Object names = namesOf(kind);
        if (last != null && last.closedIn == closed && last.namesIn == names && last.kind == kind
                && last.name.equals(name)) {
            return last;
        }
        // the target first: the priority pass asks every credential of a job, most kinds have no target
        // (FSTARGET on users alone), and their usage was folded over every window for nothing
        Optional<FairshareTarget> t = fairshareTarget(kind, name);
        if (settings.metric() == FsMetric.NONE || t.isEmpty() || t.get().value() <= 0) {
            return null;
        }
        int slot = names == null || names == FsCredential.NO_NAMES ? -1 : currentByKind.names(kind).slot(name);
        return new FsCredential(kind, name, t.get(), closed, closed.slots.getOrDefault(kind, Map.of()).get(name), names,
                slot);
    }

    /** The current window's names of {@code kind} as a place holds them ({@link FsCredential#namesIn}). */
    private Object namesOf(CredentialKind kind) {
        if (currentByKind == null) {
            return null;
        }
        FairshareWindowNames names = currentByKind.names(kind);
        return names == null ? FsCredential.NO_NAMES : names.slotsOf();
    }

    /** {@link #delta(CredentialKind, String)} of the credential at {@code at}, a place in this usage ({@link #place}). */
    public OptionalDouble delta(FsCredential at) {
        double total = decayedTotal();
        if (total <= 0) {
            return OptionalDouble.empty();
        }
        double u0 = at.namesIn == null ? currentUsage(at.kind, at.name)
                : at.slot < 0 ? 0.0 : 0.0 + currentByKind.names(at.kind).at(at.slot); // the plain sum's from 0.0
        double pct = 100.0 * fold(u0, at.closed) / total;
        double target = at.target.value();
        double d = settings.percentBased() ? 1.0 - pct / target : target - pct;
        return OptionalDouble.of(switch (at.target.mode()) {
            case TARGET -> d;
            case FLOOR -> Math.max(d, 0.0);
            case CEILING -> Math.min(d, 0.0);
            case CAP_RELATIVE, CAP_ABSOLUTE -> 0.0;
        });
    }

    /** {@code sum_N usage_N * FSDECAY^N} for one credential (Maui's FSUsage[0] + FSFactor). */
    public double decayedUsage(CredentialKind kind, String name) {
        return fold(currentUsage(kind, name), closed.slots.getOrDefault(kind, Map.of()).get(name));
    }

    /** {@code sum_N usage_N * FSDECAY^N} of {@code u0} in window 0 and {@code u} (null: none) in the closed ones. */
    private double fold(double u0, double[] u) {
        // the plain fold's order: window 0 first, then each closed window by index
        double sum = 0.0;
        for (int i = 0; i < weights.length; i++) {
            sum += (i == 0 ? u0 : u == null ? 0.0 : u[i]) * weights[i];
        }
        return sum;
    }

    /** {@code sum_N total_N * FSDECAY^N}, the denominator of every percentage. */
    public double decayedTotal() {
        return decayedTotal;
    }

    /** Usage of one credential in window {@code index} (0 = current), 0 outside FSDEPTH. */
    public double windowUsage(CredentialKind kind, String name, int index) {
        if (index < 0 || index >= totals.length) {
            return 0.0;
        }
        if (index > 0) {
            double[] u = closed.slots.getOrDefault(kind, Map.of()).get(name);
            return u == null ? 0.0 : u[index];
        }
        return currentUsage(kind, name);
    }

    /** One credential's usage in window 0, summed over the windows there in their order. */
    private double currentUsage(CredentialKind kind, String name) {
        double u0 = 0.0;
        for (FairshareWindow w : current) {
            Double x = w.usage().getOrDefault(kind, Map.of()).get(name);
            if (x != null) {
                u0 += x;
            }
        }
        return u0;
    }

    /** Total delivered in window {@code index} (0 = current), 0 outside FSDEPTH. */
    public double windowTotal(int index) {
        return index < 0 || index >= totals.length ? 0.0 : totals[index];
    }

    /** Credentials of {@code kind} with usage in any counted window, sorted by name. */
    public SortedSet<String> credentials(CredentialKind kind) {
        SortedSet<String> names = new TreeSet<>(closed.slots.getOrDefault(kind, Map.of()).keySet());
        if (totals.length > 0) {
            for (FairshareWindow w : current) {
                names.addAll(w.usage().getOrDefault(kind, Map.of()).keySet());
            }
        }
        return Collections.unmodifiableSortedSet(names);
    }

    /** Number of windows that count (FSDEPTH). */
    public int depth() {
        return totals.length;
    }

    /** Usage units per second {@code job} would accrue under FSPOLICY on this system. */
    double rate(Job job) {
        return Fairshare.rate(settings.metric(), job, capacity);
    }

    private double decayed(double[] perWindow) {
        double sum = 0.0;
        for (int i = 0; i < perWindow.length; i++) {
            sum += perWindow[i] * weights[i];
        }
        return sum;
    }
}
