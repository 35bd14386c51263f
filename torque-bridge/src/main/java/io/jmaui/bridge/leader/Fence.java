package io.jmaui.bridge.leader;

/**
 * What the daemon asks immediately before anything another daemon could also do: a request to
 * pbs_server (RunJob, ModifyJob, ...), a write of the checkpoint, the start ledger or the
 * fairshare files. A daemon that is not (or no longer surely) the active one is refused.
 */
@FunctionalInterface
public interface Fence {

    /** A daemon with no standby: always allowed. */
    Fence NONE = action -> { };

    /**
     * @param action what is about to happen, for the refusal's message ({@code RunJob 17.head})
     * @throws FencedException when this daemon may not act now
     */
    void check(String action);
}
