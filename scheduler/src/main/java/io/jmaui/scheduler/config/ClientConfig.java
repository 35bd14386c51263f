package io.jmaui.scheduler.config;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * CLIENTCFG (appendix F, guide 3.4): the shared secret CSKEY and algorithm CSALGO per peer, from
 * maui-private.cfg. In jmaui a peer is a user: {@code CLIENTCFG[alice] CSKEY=...} is alice's own
 * key and proves that a remote request comes from her; CLIENTCFG[DEFAULT]'s key proves only that
 * the caller holds it (the command server lets it run information commands). Weak keys are
 * refused ({@link ClientKeys}). Keys never appear in {@link MauiConfig#render()}.
 */
public final class ClientConfig {

    static final AttributeSchema SCHEMA = new AttributeSchema(Map.of(
            "CSKEY", ClientKeys.KEY,
            "CSALGO", ValueTypes.string(),
            "HOST", ValueTypes.string()),
            Map.of(),
            Set.of(),
            Map.of("CSALGO", "jmaui's command clients always sign with HMAC-SHA256 inside TLS; Maui's DES, HMAC "
                            + "and MD5 checksums are not offered (Maui 3.3 reads CSALGO but does not use it either)",
                    "HOST", "Maui's CLIENTCFG has no HOST; a remote client proves who it is with its CSKEY "
                            + "from whatever host it connects"));

    private final SortedMap<String, Map<String, String>> peers;

    ClientConfig(Map<String, Map<String, String>> peers) {
        SortedMap<String, Map<String, String>> copy = new TreeMap<>();
        peers.forEach((k, v) -> copy.put(k, Collections.unmodifiableMap(new TreeMap<>(v))));
        this.peers = Collections.unmodifiableSortedMap(copy);
    }

    /** CSKEY for {@code peer}, else CLIENTCFG[DEFAULT]'s. */
    public Optional<String> key(String peer) {
        return attribute(peer, "CSKEY");
    }

    /** {@code peer}'s own CSKEY, without falling back to DEFAULT's. */
    public Optional<String> ownKey(String peer) {
        return peer.equals(MauiConfig.DEFAULT) ? Optional.empty()
                : Optional.ofNullable(peers.getOrDefault(peer, Map.of()).get("CSKEY"));
    }

    /** CLIENTCFG[DEFAULT]'s CSKEY. */
    public Optional<String> defaultKey() {
        return Optional.ofNullable(peers.getOrDefault(MauiConfig.DEFAULT, Map.of()).get("CSKEY"));
    }

    /** Whether any entry has a CSKEY (else remote commands are off). */
    public boolean anyKey() {
        return peers.values().stream().anyMatch(a -> a.containsKey("CSKEY"));
    }

    /** CSALGO for {@code peer}, else CLIENTCFG[DEFAULT]'s. */
    public Optional<String> algorithm(String peer) {
        return attribute(peer, "CSALGO");
    }

    /** Peer name to its attributes as written, DEFAULT included. */
    public SortedMap<String, Map<String, String>> peers() {
        return peers;
    }

    private Optional<String> attribute(String peer, String attribute) {
        Map<String, String> own = peers.getOrDefault(peer, Map.of());
        if (own.containsKey(attribute)) {
            return Optional.of(own.get(attribute));
        }
        return Optional.ofNullable(peers.getOrDefault(MauiConfig.DEFAULT, Map.of()).get(attribute));
    }
}
