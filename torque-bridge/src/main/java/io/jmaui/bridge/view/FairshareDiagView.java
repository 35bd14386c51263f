package io.jmaui.bridge.view;

import java.util.List;

/**
 * diagnose -f (guide 6.3 "Fairshare"): the fairshare settings, the counted windows, and per
 * credential its decayed usage, target and share of each window.
 *
 * @param usagePercent null when nothing was delivered
 * @param target       e.g. {@code 20.00} or {@code 20.00-} (ceiling), null when none
 */
public record FairshareDiagView(String policy, long interval, int depth, double decay, List<Window> windows,
                                List<Row> rows) {

    public FairshareDiagView {
        windows = List.copyOf(windows);
        rows = List.copyOf(rows);
    }

    public record Window(int index, long start, double weight, double total) {
    }

    public record Row(String kind, String name, Double usagePercent, String target, boolean offTarget,
                      List<Double> windowPercents) {
        public Row {
            windowPercents = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(windowPercents));
        }
    }
}
