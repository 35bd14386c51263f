package io.jmaui.it.emulator;

import io.jmaui.pbs.message.PbsError;

/** A request the emulated server refuses, with TORQUE's code and the text it would send. */
record Refusal(PbsError error, String text) {

    static Refusal of(PbsError error, String detail) {
        return new Refusal(error, detail == null ? error.text() : error.text() + " MSG=" + detail);
    }
}
