package io.jmaui.scheduler.model;

import java.util.Map;

/**
 * Fairshare usage recorded in one FSINTERVAL window (guide 6.3): per credential kind, per
 * credential name, the usage accrued under FSPOLICY (e.g. dedicated proc-seconds).
 * Windows are ordered newest first in the snapshot; window 0 is the current one.
 *
 * @param start epoch seconds the window began
 */
public record FairshareWindow(long start, Map<CredentialKind, Map<String, Double>> usage) {

    public FairshareWindow {
        usage = Map.copyOf(usage);
    }
}
