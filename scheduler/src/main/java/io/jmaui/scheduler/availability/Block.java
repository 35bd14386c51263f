package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;

/** An admin or standing reservation's share of one node: {@code amount} held over [start, end). */
record Block(int reservation, long start, long end, Resources amount) {

    boolean overlaps(long s, long e) {
        return start < e && s < end;
    }

    boolean activeAt(long t) {
        return start <= t && t < end;
    }
}
