package io.jmaui.bridge.view;

import java.util.List;

/**
 * showres (guide 7.1, "showres"): the reservations in force; with {@code byNode} (showres -n) one
 * line per node and reservation.
 */
public record ShowresView(long now, boolean byNode, List<ReservationRow> reservations) {

    public ShowresView {
        reservations = List.copyOf(reservations);
    }
}
