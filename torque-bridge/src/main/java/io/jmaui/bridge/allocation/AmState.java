package io.jmaui.bridge.allocation;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the allocation manager interface must not forget across a restart, so that no job is
 * charged twice and none is missed: the liens of running jobs (charged up to when), the cycles of
 * chargeable reservations, and the lines being written when the daemon stopped.
 *
 * @param pending lines that were to be appended when this state was saved; if the file does not
 *                end with them, they are appended on start
 */
record AmState(Map<String, JobCharge> liens, Map<String, ReservationCharge> reservations, List<String> pending) {

    static final AmState EMPTY = new AmState(Map.of(), Map.of(), List.of());

    AmState {
        liens = java.util.Collections.unmodifiableMap(new TreeMap<>(liens));
        reservations = java.util.Collections.unmodifiableMap(new TreeMap<>(reservations));
        pending = List.copyOf(pending);
    }

    AmState withPending(List<String> lines) {
        return new AmState(liens, reservations, lines);
    }
}
