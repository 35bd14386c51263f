package io.jmaui.bridge.view;

import java.util.List;

/** diagnose -r (guide 7.1 "diagnose -r"): every reservation with its hosts, ACL, flags and owner. */
public record ReservationsDiagView(long now, List<ReservationRow> reservations) {

    public ReservationsDiagView {
        reservations = List.copyOf(reservations);
    }
}
