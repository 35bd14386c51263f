package io.jmaui.it.emulator;

import java.util.concurrent.atomic.AtomicLong;

/** A clock tests move by hand. */
public final class ManualClock implements EmuClock {

    private final AtomicLong now;

    public ManualClock(long start) {
        now = new AtomicLong(start);
    }

    @Override
    public long now() {
        return now.get();
    }

    public void advance(long seconds) {
        now.addAndGet(seconds);
    }

    public void set(long epoch) {
        now.set(epoch);
    }
}
