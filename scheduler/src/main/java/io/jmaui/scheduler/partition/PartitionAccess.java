package io.jmaui.scheduler.partition;

import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which partitions each job may use (guide 7.2), as Maui's MJobGetPAL combines the lists: the
 * system's (SYSTEMCFG PLIST; every partition when unset), or-ed with every credential list without
 * a mark unless the system's own list is and-ed; then the {@code &} lists of QOS, class, account,
 * group and user replace the result (the first) or narrow it (the rest); a {@code ^} list (user
 * first, then group, account, class, QOS) replaces everything; the job's {@code x=PARTITION}
 * request narrows what is left. The job's default partition is the first PDEF of user, group,
 * account, class and system that it may use; it is tried first. One per iteration; jobs with the
 * same credentials and request share one answer.
 */
public final class PartitionAccess {

    private static final CredentialKind[] OR_ORDER = {CredentialKind.USER, CredentialKind.GROUP,
            CredentialKind.ACCOUNT, CredentialKind.CLASS, CredentialKind.QOS};
    private static final CredentialKind[] AND_ORDER = {CredentialKind.QOS, CredentialKind.CLASS,
            CredentialKind.ACCOUNT, CredentialKind.GROUP, CredentialKind.USER};

    private final MauiConfig cfg;
    private final List<String> partitions;
    private final boolean listsWritten;
    /** Every partition, for a job that asks for none where no list is written. */
    private final JobPartitions everywhere;
    private final AccessList system;
    /** Made at the first job whose lists or request bind it (as {@link #scopes}): most iterations have none. */
    private Map<Key, JobPartitions> byKey;

    private record Key(Credentials credentials, List<String> requested) {
    }

    /** Jobs allowed the same partitions with the same node sets share one scope (and its node groups). */
    private Map<ScopeKey, ResourceSets> scopes;

    private record ScopeKey(List<String> allowed, ResourceSets inner) {
    }

    private PartitionAccess(MauiConfig cfg, List<String> partitions) {
        this.cfg = cfg;
        this.partitions = partitions;
        Lists lists = cfg.derived(LISTS);
        this.system = lists.system();
        this.listsWritten = lists.written();
        this.everywhere = partitions.size() <= 1 ? JobPartitions.ANYWHERE : JobPartitions.of(partitions, partitions, List.of());
    }

    /**
     * What maui.cfg alone says of the lists: the system's, and whether any credential's is written.
     * Read once per config ({@link MauiConfig#derived}): an access is made at every iteration, and
     * the simulator's every event parsed each credential's list again.
     */
    private record Lists(AccessList system, boolean written) {
        static Lists of(MauiConfig cfg) {
            AccessList system = AccessList.of(cfg.system());
            boolean any = system.set();
            for (CredentialKind k : OR_ORDER) {
                for (CredentialConfig c : cfg.credentials(k).values()) {
                    any |= AccessList.of(c).set();
                }
            }
            return new Lists(system, any);
        }
    }

    private static final Derived<Lists> LISTS = Derived.of(Lists::of);

    /** The access of an iteration over {@code nodes}, whose partitions are already laid on. */
    public static PartitionAccess of(MauiConfig cfg, List<Node> nodes) {
        return new PartitionAccess(cfg, partitionsOf(nodes));
    }

    /**
     * As {@link #of(MauiConfig, List)} where the caller has the nodes' {@link #partitionsOf} already
     * ({@code partitions}): the simulator's events carry them from the last event's nodes.
     */
    public static PartitionAccess inPartitions(MauiConfig cfg, List<String> partitions) {
        return new PartitionAccess(cfg, partitions);
    }

    /** The partitions the nodes are in, in the order of the first node of each. */
    public List<String> partitions() {
        return partitions;
    }

    /** The partitions {@code nodes} are in, in the order of the first node of each. */
    public static List<String> partitionsOf(List<Node> nodes) {
        int i = 0;
        String first = nodes.isEmpty() ? null : nodes.get(0).partition();
        while (i < nodes.size() && nodes.get(i).partition().equals(first)) { // most clusters: one partition, no hashing
            i++;
        }
        if (i == nodes.size()) {
            return first == null ? List.of() : List.of(first);
        }
        Set<String> seen = new LinkedHashSet<>();
        for (Node n : nodes) {
            seen.add(n.partition());
        }
        return List.copyOf(seen);
    }

    /** Whether {@code j} may run in partition {@code p}. */
    public boolean mayUse(Job j, String p) {
        JobPartitions in = forJob(j);
        return in.bound() ? in.allowed().contains(p) : partitions.contains(p);
    }

    /** The partitions {@code j} may run in. */
    public JobPartitions forJob(Job j) {
        List<String> requested = j.placement().partitions();
        if (!listsWritten && requested.isEmpty()) {
            return everywhere;
        }
        if (byKey == null) {
            byKey = new HashMap<>();
        }
        return byKey.computeIfAbsent(new Key(j.credentials(), requested), k -> compute(k.credentials(), k.requested()));
    }

    /** {@code in}'s constraint on a job's nodes with node sets {@code inner}, one per allowed list and sets. */
    public ResourceSets scope(JobPartitions in, ResourceSets inner) {
        if (!in.bound()) {
            return inner;
        }
        if (scopes == null) {
            scopes = new HashMap<>();
        }
        return scopes.computeIfAbsent(new ScopeKey(in.allowed(), inner), k -> in.scope(inner));
    }

    private JobPartitions compute(Credentials c, List<String> requested) {
        Map<CredentialKind, CredentialConfig> cred = new HashMap<>();
        for (CredentialKind k : OR_ORDER) {
            name(c, k).ifPresent(n -> cred.put(k, cfg.credential(k, n)));
        }
        // null stands for every partition (Maui's GLOBAL_PARTITIONLIST)
        Set<String> pal = system.set() ? new LinkedHashSet<>(system.names()) : null;
        boolean and = system.set() && system.type() == AccessList.Type.AND;
        if (!and) {
            for (CredentialKind k : OR_ORDER) {
                AccessList l = list(cred, k);
                if (l.type() == AccessList.Type.OR && pal != null) {
                    pal.addAll(l.names());
                }
            }
        }
        for (CredentialKind k : AND_ORDER) {
            AccessList l = list(cred, k);
            if (l.type() == AccessList.Type.AND && !l.names().isEmpty()) {
                if (!and || pal == null) {
                    pal = new LinkedHashSet<>(l.names());
                    and = true;
                } else {
                    pal.retainAll(l.names());
                }
            }
        }
        for (CredentialKind k : OR_ORDER) {
            AccessList l = list(cred, k);
            if (l.type() == AccessList.Type.ONLY && !l.names().isEmpty()) {
                pal = new LinkedHashSet<>(l.names());
                break;
            }
        }
        List<String> allowed = new ArrayList<>();
        for (String p : partitions) {
            if ((pal == null || pal.contains(p)) && (requested.isEmpty() || requested.contains(p))) {
                allowed.add(p);
            }
        }
        defaultPartition(cred, allowed).ifPresent(d -> {
            allowed.remove(d);
            allowed.add(0, d);
        });
        return JobPartitions.of(partitions, allowed, requested);
    }

    private static AccessList list(Map<CredentialKind, CredentialConfig> cred, CredentialKind k) {
        CredentialConfig c = cred.get(k);
        return c == null ? AccessList.NONE : AccessList.of(c);
    }

    /** The first PDEF of user, group, account, class and system among {@code allowed}. */
    private Optional<String> defaultPartition(Map<CredentialKind, CredentialConfig> cred, List<String> allowed) {
        List<CredentialConfig> order = new ArrayList<>();
        for (CredentialKind k : new CredentialKind[] {CredentialKind.USER, CredentialKind.GROUP, CredentialKind.ACCOUNT,
                CredentialKind.CLASS}) {
            if (cred.containsKey(k)) {
                order.add(cred.get(k));
            }
        }
        order.add(cfg.system());
        for (CredentialConfig c : order) {
            Optional<String> d = c.partitionDefault().map(AccessList::bare);
            if (d.isPresent() && allowed.contains(d.get())) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> name(Credentials c, CredentialKind k) {
        return Optional.ofNullable(k == CredentialKind.QOS && c.qos() == null ? MauiConfig.DEFAULT : c.of(k));
    }
}
