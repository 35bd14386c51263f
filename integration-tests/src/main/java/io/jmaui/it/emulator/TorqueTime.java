package io.jmaui.it.emulator;

/** {@code HH:MM:SS} (hours unbounded) or plain seconds, as TORQUE writes walltimes. */
final class TorqueTime {

    private TorqueTime() {
    }

    static long seconds(String text) {
        long total = 0;
        for (String part : text.strip().split(":")) {
            total = total * 60 + Long.parseLong(part);
        }
        return total;
    }
}
