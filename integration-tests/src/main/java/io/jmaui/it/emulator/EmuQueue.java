package io.jmaui.it.emulator;

/** A queue of the emulated server. */
final class EmuQueue {
    final String name;
    long priority;
    boolean execution = true;
    boolean enabled = true;
    boolean started = true;
    String defaultWalltime;

    EmuQueue(String name, long priority) {
        this.name = name;
        this.priority = priority;
    }
}
