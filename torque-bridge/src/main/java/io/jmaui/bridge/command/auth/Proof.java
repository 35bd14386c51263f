package io.jmaui.bridge.command.auth;

/** How the daemon knows who a caller is. */
public enum Proof {
    /** The Unix socket's peer credentials (SO_PEERCRED): the kernel says which uid connected. */
    PEER_UID,
    /** A request signed with the user's own CLIENTCFG[user] CSKEY. */
    OWN_KEY,
    /** A request signed with CLIENTCFG[DEFAULT]'s key: the user name is a claim, not a proof. */
    DEFAULT_KEY;

    /** Whether the user name is proven (else only information commands are allowed). */
    public boolean proven() {
        return this != DEFAULT_KEY;
    }

    @Override
    public String toString() {
        return switch (this) {
            case PEER_UID -> "peer-uid";
            case OWN_KEY -> "own-key";
            case DEFAULT_KEY -> "default-key";
        };
    }
}
