package io.jmaui.bridge.state;

/**
 * Maui's failed-start policy (guide appendix F): after DEFERSTARTCOUNT failed starts a job is
 * deferred for DEFERTIME seconds; after DEFERCOUNT deferrals it is put on batch hold.
 */
public record DeferPolicy(long deferTime, int deferCount, int deferStartCount) {

    /** Maui's defaults: DEFERTIME 1:00:00, DEFERCOUNT 24, DEFERSTARTCOUNT 1. */
    public static final DeferPolicy MAUI_DEFAULTS = new DeferPolicy(3600, 24, 1);
}
