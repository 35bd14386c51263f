package io.jmaui.scheduler.availability;

import java.util.BitSet;

/**
 * Copies of the availability's node sets made at every event ({@link Availability#keepAsBase},
 * {@link CarriedSearches}, {@link Search}'s scans of the nodes free now). Not {@code BitSet.clone}:
 * in JDK 17's C1 code, which a simulation's early runs mostly execute, {@code Object.clone} is a
 * call of the native method (JVM_Clone) and a BitSet's clone makes two, some 200 ns against some
 * 40 for a new set or-ed with the old one (C2 compiles both to a copy). The copy reads as the
 * original in every way the availability uses: the same bits, equal by {@code equals}.
 */
final class BitSets {

    private BitSets() {
    }

    static BitSet copy(BitSet b) {
        BitSet c = new BitSet();
        c.or(b);
        return c;
    }
}
