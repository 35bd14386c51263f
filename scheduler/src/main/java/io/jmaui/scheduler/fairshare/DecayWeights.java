package io.jmaui.scheduler.fairshare;

import java.util.Arrays;

/**
 * FSDECAY^index by window index, worked out once per config ({@link FairshareUsage}) rather than
 * at every usage (a {@code Math.pow} per window, at every event of a simulation under fairshare);
 * never changed.
 */
final class DecayWeights {
    private final double[] byIndex;

    DecayWeights(FsSettings s) {
        byIndex = new double[Math.max(0, s.depth())];
        for (int i = 0; i < byIndex.length; i++) {
            byIndex[i] = s.weight(i);
        }
    }

    /** The first {@code n} weights: these, shared, where there are {@code n}. */
    double[] of(int n) {
        return n == byIndex.length ? byIndex : Arrays.copyOf(byIndex, n);
    }
}
