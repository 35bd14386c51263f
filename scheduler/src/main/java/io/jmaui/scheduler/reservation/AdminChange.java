package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.Reservation;

import java.util.List;
import java.util.Objects;

/**
 * The result of an administrative change: the new list of admin reservations (for the bridge to
 * persist and put in the next snapshot), the reservation created or released, and warnings (flags
 * accepted without effect).
 */
public record AdminChange(List<Reservation> reservations, Reservation changed, List<String> warnings) {

    public AdminChange {
        reservations = List.copyOf(reservations);
        Objects.requireNonNull(changed, "changed");
        warnings = List.copyOf(warnings);
    }
}
