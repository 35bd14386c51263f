package io.jmaui.bridge.view;

import java.util.List;

/**
 * showres (guide 7.1, "showres"): the reservations in force; with {@code byNode} (showres -n) one
 * line per node and reservation.
 *
 * @param relative showres -r: start and end as seconds from now ({@code Start --> End (Duration)})
 *                 instead of the start date
 * @param verbose  showres -v: start dates with the year
 */
public record ShowresView(long now, boolean byNode, boolean relative, boolean verbose,
                          List<ReservationRow> reservations) {

    public ShowresView {
        reservations = List.copyOf(reservations);
    }
}
