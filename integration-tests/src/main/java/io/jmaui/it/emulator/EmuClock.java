package io.jmaui.it.emulator;

/** The emulated server's notion of now, epoch seconds. */
public interface EmuClock {

    long now();

    /** Wall-clock time sped up by {@code factor}: one real second is {@code factor} emulated seconds. */
    static EmuClock accelerated(double factor) {
        long startEpoch = System.currentTimeMillis() / 1000;
        long startNanos = System.nanoTime();
        return () -> startEpoch + (long) ((System.nanoTime() - startNanos) / 1e9 * factor);
    }
}
