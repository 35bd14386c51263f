package io.jmaui.scheduler.config;

/**
 * Test fixture for every policy: {@code cfg("RESERVATIONDEPTH 2", "USERCFG[john] MAXJOB=8")}
 * parses the lines as one maui.cfg named {@code test.cfg}.
 */
public final class Cfg {

    private Cfg() {
    }

    public static MauiConfig cfg(String... lines) {
        return MauiConfigParser.parse("test.cfg", String.join("\n", lines));
    }
}
