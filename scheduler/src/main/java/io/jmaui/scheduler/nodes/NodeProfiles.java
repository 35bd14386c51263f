package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.NodeConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;

import java.util.Optional;
import java.util.function.ToLongFunction;

/**
 * What maui.cfg says of a node beyond what pbs_server reports (guide 12.2, appendix F NODECFG and
 * FEATURE*HEADER): its processor speed (NODECFG PROCSPEED, else the value of a feature starting
 * with FEATUREPROCSPEEDHEADER, {@code xps950} under {@code xps}), its relative speed (NODECFG
 * SPEED, 1.0 when unset), its node type (NODECFG NODETYPE, else FEATURENODETYPEHEADER's feature)
 * and its partition (NODECFG PARTITION, else FEATUREPARTITIONHEADER's feature, else what the node
 * already has). A header ending in {@code $} matches only features with a number after it
 * ({@code sp$} takes {@code sp450}, not {@code sport}).
 */
public final class NodeProfiles {

    private final MauiConfig cfg;
    private final boolean anyNodeConfig;
    private final String speedHeader;
    private final String typeHeader;
    private final String partitionHeader;
    /** {@link #procSpeed} as a function, made with this (once per config): see {@link #procSpeeds}. */
    private final ToLongFunction<Node> procSpeeds = this::procSpeed;

    private NodeProfiles(MauiConfig cfg) {
        this.cfg = cfg;
        this.anyNodeConfig = !cfg.nodeConfigs().isEmpty();
        this.speedHeader = cfg.get(Parameters.FEATUREPROCSPEEDHEADER);
        this.typeHeader = cfg.get(Parameters.FEATURENODETYPEHEADER);
        this.partitionHeader = cfg.get(Parameters.FEATUREPARTITIONHEADER);
    }

    public static NodeProfiles of(MauiConfig cfg) {
        return new NodeProfiles(cfg);
    }

    /**
     * {@link #procSpeed} as a function, the same object at every call: a method reference bound at
     * every iteration is made through a method handle in C1 code, which a simulation's early runs
     * mostly execute.
     */
    public ToLongFunction<Node> procSpeeds() {
        return procSpeeds;
    }

    private Optional<NodeConfig> nodeConfig(Node n) {
        return anyNodeConfig ? Optional.of(cfg.node(n.name())) : Optional.empty();
    }

    /** Processor speed in MHz; 0 when neither NODECFG PROCSPEED nor a FEATUREPROCSPEEDHEADER feature gives it. */
    public long procSpeed(Node n) {
        Optional<NodeConfig> nc = nodeConfig(n);
        if (nc.isPresent() && nc.get().procSpeed().isPresent()) {
            return nc.get().procSpeed().getAsLong();
        }
        return headed(n, speedHeader).map(v -> {
            try {
                return Long.parseLong(v);
            } catch (NumberFormatException e) {
                return 0L;
            }
        }).orElse(0L);
    }

    /** Relative machine speed (NODECFG SPEED), 1.0 when unset. */
    public double speed(Node n) {
        return nodeConfig(n).flatMap(nc -> nc.speed().isPresent() ? Optional.of(nc.speed().getAsDouble()) : Optional.empty())
                .filter(s -> s > 0).orElse(1.0);
    }

    /** The node type (NODECFG NODETYPE, else the FEATURENODETYPEHEADER feature), empty when none. */
    public Optional<String> nodeType(Node n) {
        Optional<String> own = nodeConfig(n).flatMap(NodeConfig::nodeType);
        return own.isPresent() ? own : headed(n, typeHeader);
    }

    /** The node's partition: NODECFG PARTITION, else the FEATUREPARTITIONHEADER feature, else the node's own. */
    public String partition(Node n) {
        Optional<String> own = nodeConfig(n).flatMap(NodeConfig::partition);
        if (own.isPresent()) {
            return own.get();
        }
        return headed(n, partitionHeader).orElse(n.partition());
    }

    /** True when some setting may give a node a partition other than the one it has. */
    public boolean setsPartitions() {
        return partitionHeader != null || cfg.nodeConfigs().values().stream().anyMatch(nc -> nc.partition().isPresent());
    }

    /** What follows {@code header} in the first feature that starts with it (a trailing {@code $}: only digits). */
    static Optional<String> headed(Node n, String header) {
        if (header == null || header.isEmpty()) {
            return Optional.empty();
        }
        boolean digits = header.endsWith("$");
        String h = digits ? header.substring(0, header.length() - 1) : header;
        String first = null; // the alphabetically first match: features form an unordered set
        for (String f : n.features()) {
            if (f.length() > h.length() && f.startsWith(h) && (first == null || f.compareTo(first) < 0)
                    && (!digits || f.chars().skip(h.length()).allMatch(Character::isDigit))) {
                first = f;
            }
        }
        return first == null ? Optional.empty() : Optional.of(first.substring(h.length()));
    }
}
