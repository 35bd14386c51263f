package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKey;
import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.LimitValue;
import io.jmaui.scheduler.model.CredentialKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The limits one credential carries ({@code USERCFG[steve] MAXJOB=2,4 MAXNODE=15,30}), compiled
 * for fast lookup: plain active and idle limits per {@link LimitKind}, QOS override limits
 * ({@code OMAXNODE}), and multi-dimensional ones ({@code CLASSCFG[fast] MAXJOB[GROUP]=12
 * MAXPROC[USER:steve]=3}, the shorthand {@code MAXJOBPERUSER} being {@code MAXJOB[USER]}).
 */
final class CredentialLimits {

    static final CredentialLimits NONE = new CredentialLimits(Map.of(), new CredentialIndex());

    /**
     * A multi-dimensional limit: inside this credential, each {@code scope} credential (each
     * user, each group, ...) may use at most {@code generic}, or its own named value. Named
     * values are kept by the scope's {@link CredentialIndex} number, so a check compares ints and
     * never reads the job's credential strings again (100,000 such reads were 40% of a check).
     */
    static final class ScopedRule {
        private final LimitKind kind;
        private final CredentialKind scope;
        private final LimitValue generic;
        /** Sorted credential numbers of the named scopes, and their values at the same index. */
        private final int[] namedIds;
        private final LimitValue[] namedValues;

        private ScopedRule(LimitKind kind, CredentialKind scope, LimitValue generic, Map<String, LimitValue> named,
                           CredentialIndex index) {
            this.kind = kind;
            this.scope = scope;
            this.generic = generic;
            int[][] byId = new int[named.size()][];
            List<LimitValue> values = new ArrayList<>(named.values());
            int i = 0;
            for (String name : named.keySet()) {
                byId[i] = new int[] {index.id(scope, name), i};
                i++;
            }
            Arrays.sort(byId, Comparator.comparingInt(a -> a[0]));
            namedIds = new int[byId.length];
            namedValues = new LimitValue[byId.length];
            for (int j = 0; j < byId.length; j++) {
                namedIds[j] = byId[j][0];
                namedValues[j] = values.get(byId[j][1]);
            }
        }

        LimitKind kind() {
            return kind;
        }

        CredentialKind scope() {
            return scope;
        }

        /** The limit of the scope credential with this number: its named value, else the generic one (maybe null). */
        LimitValue valueFor(int scopeId) {
            int i = namedIds.length == 0 ? -1 : Arrays.binarySearch(namedIds, scopeId);
            return i >= 0 ? namedValues[i] : generic;
        }
    }

    /** [idle 0/1][kind ordinal]; null where no limit is set. */
    private final LimitValue[][] plain = new LimitValue[2][Demand.KINDS];
    private final LimitValue[][] override = new LimitValue[2][Demand.KINDS];
    /** [idle 0/1]: multi-dimensional rules, sorted by kind then scope. */
    private final ScopedRule[][] scoped = new ScopedRule[2][];
    private final boolean empty;
    private final boolean hasOverrides;
    /** [idle 0/1]: the kinds that have a plain limit, in kind order: what a check visits. */
    private final LimitKind[][] plainKinds = new LimitKind[2][];
    /**
     * [idle 0/1][pass ordinal][kind ordinal]: what {@link LimitPass#of} makes of each plain
     * limit, {@link #NO_LIMIT} where none is set; and of each override, {@link #NO_OVERRIDE}
     * where none is set.
     */
    private final long[][][] plainLimits = new long[2][LimitPass.values().length][];
    private final long[][][] overrideLimits = new long[2][LimitPass.values().length][];
    /** [idle 0/1][pass ordinal]: ordinals of the kinds whose plain limit binds in that pass, in order. */
    private final int[][][] binding = new int[2][LimitPass.values().length][];

    /** A compiled limit that is not set or not a limit (0 or below). */
    static final long NO_LIMIT = Long.MAX_VALUE;
    /** A compiled override that is not set. */
    static final long NO_OVERRIDE = Long.MIN_VALUE;

    /**
     * Compiles the given limits; later entries do not matter, keys are unique.
     *
     * @param index numbers the names of multi-dimensional limits ({@code MAXPROC[USER:steve]})
     */
    CredentialLimits(Map<LimitKey, LimitValue> limits, CredentialIndex index) {
        Map<String, ScopedBuilder> builders = new TreeMap<>();
        for (Map.Entry<LimitKey, LimitValue> e : limits.entrySet()) {
            LimitKey k = e.getKey();
            int idle = k.idle() ? 1 : 0;
            if (k.scope() == null) {
                (k.override() ? override : plain)[idle][k.kind().ordinal()] = e.getValue();
            } else if (!k.override()) {
                String id = idle + ":" + k.kind() + ":" + k.scope();
                ScopedBuilder b = builders.computeIfAbsent(id, x -> new ScopedBuilder(k.idle(), k.kind(), k.scope()));
                if (k.scopeName() == null || k.scopeName().equals("DEFAULT")) {
                    b.generic = e.getValue();
                } else {
                    b.named.put(k.scopeName(), e.getValue());
                }
            }
        }
        List<List<ScopedRule>> rules = List.of(new ArrayList<>(), new ArrayList<>());
        for (ScopedBuilder b : builders.values()) {
            rules.get(b.idle ? 1 : 0).add(new ScopedRule(b.kind, b.scope, b.generic, b.named, index));
        }
        for (int idle = 0; idle < 2; idle++) {
            List<ScopedRule> l = rules.get(idle);
            l.sort(Comparator.comparing((ScopedRule r) -> r.kind()).thenComparing(ScopedRule::scope));
            scoped[idle] = l.toArray(new ScopedRule[0]);
        }
        empty = limits.isEmpty();
        boolean any = false;
        for (LimitValue[] row : override) {
            for (LimitValue v : row) {
                any |= v != null;
            }
        }
        hasOverrides = any;
        for (int idle = 0; idle < 2; idle++) {
            List<LimitKind> set = new ArrayList<>();
            for (LimitKind k : LimitKind.values()) {
                if (plain[idle][k.ordinal()] != null) {
                    set.add(k);
                }
            }
            plainKinds[idle] = set.toArray(new LimitKind[0]);
            for (LimitPass pass : LimitPass.values()) {
                long[] own = new long[Demand.KINDS];
                long[] over = new long[Demand.KINDS];
                List<Integer> binds = new ArrayList<>();
                for (LimitKind k : LimitKind.values()) {
                    LimitValue v = plain[idle][k.ordinal()];
                    own[k.ordinal()] = v == null ? NO_LIMIT : pass.of(v);
                    if (own[k.ordinal()] != NO_LIMIT) {
                        binds.add(k.ordinal());
                    }
                    LimitValue o = override[idle][k.ordinal()];
                    over[k.ordinal()] = o == null ? NO_OVERRIDE : pass.of(o);
                }
                plainLimits[idle][pass.ordinal()] = own;
                overrideLimits[idle][pass.ordinal()] = over;
                binding[idle][pass.ordinal()] = binds.stream().mapToInt(Integer::intValue).toArray();
            }
        }
    }

    /** Each kind's plain limit as {@code pass} enforces it, {@link #NO_LIMIT} where none; do not modify. */
    long[] limits(boolean idle, LimitPass pass) {
        return plainLimits[idle ? 1 : 0][pass.ordinal()];
    }

    /** Each kind's QOS override as {@code pass} enforces it, {@link #NO_OVERRIDE} where none; do not modify. */
    long[] overrides(boolean idle, LimitPass pass) {
        return overrideLimits[idle ? 1 : 0][pass.ordinal()];
    }

    /** Ordinals of the kinds whose plain limit binds in {@code pass}, in kind order; do not modify. */
    int[] binding(boolean idle, LimitPass pass) {
        return binding[idle ? 1 : 0][pass.ordinal()];
    }

    boolean isEmpty() {
        return empty;
    }

    /** The credential's own (or DEFAULT) limit of this kind, or null. */
    LimitValue plain(boolean idle, LimitKind kind) {
        return plain[idle ? 1 : 0][kind.ordinal()];
    }

    /** The kinds with a plain limit of this idle flag, in kind order. */
    LimitKind[] plainKinds(boolean idle) {
        return plainKinds[idle ? 1 : 0];
    }

    /** A QOS's override limit ({@code OMAXJOB}, {@code OMAXIJOB}, ...) of this kind, or null. */
    LimitValue override(boolean idle, LimitKind kind) {
        return override[idle ? 1 : 0][kind.ordinal()];
    }

    boolean hasOverrides() {
        return hasOverrides;
    }

    /** The multi-dimensional rules of this idle flag, sorted by kind then scope; do not modify. */
    ScopedRule[] scoped(boolean idle) {
        return scoped[idle ? 1 : 0];
    }

    private static final class ScopedBuilder {
        final boolean idle;
        final LimitKind kind;
        final CredentialKind scope;
        LimitValue generic;
        final Map<String, LimitValue> named = new TreeMap<>();

        ScopedBuilder(boolean idle, LimitKind kind, CredentialKind scope) {
            this.idle = idle;
            this.kind = kind;
            this.scope = scope;
        }
    }
}
