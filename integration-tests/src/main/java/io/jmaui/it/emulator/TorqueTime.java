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

    /** {@code HH:MM:SS}, as pbs_mom writes resources_used times. */
    static String hms(long seconds) {
        return String.format("%02d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60);
    }
}
