package io.jmaui.scheduler.reservation;

import java.util.List;

/**
 * A reservation request that cannot be honoured, with every problem found in one pass
 * (style.md "Report every error in one pass"). Each problem names the attribute, the value and what
 * was expected, e.g. {@code end 2024-01-01T09:00:00Z (1704099600) is not after start ...}; the
 * command edge (setres, releaseres) prints them.
 */
public final class InvalidReservationException extends RuntimeException {

    private final List<String> problems;

    public InvalidReservationException(List<String> problems) {
        super(String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
