package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A reload is a new parse; the daemon keeps its last good config when the new text is bad
 * (design.md: "the daemon keeps running on the last good state").
 */
class ReloadTest {

    /** How the daemon swaps configs: parse, and keep the old object if that throws. */
    private static MauiConfig reload(MauiConfig current, String newText, List<String> log) {
        try {
            return MauiConfigParser.parse("maui.cfg", newText);
        } catch (ConfigException e) {
            e.errors().forEach(err -> log.add(err.toString()));
            return current;
        }
    }

    @Test
    void badReloadKeepsTheOldConfig() {
        MauiConfig v1 = MauiConfigParser.parse("maui.cfg", "RESERVATIONDEPTH 2");
        List<String> log = new java.util.ArrayList<>();
        MauiConfig after = reload(v1, "RESERVATIONDEPTH two\nBACKFILLPOLICY NONE", log);
        assertSame(v1, after);
        assertEquals(2, after.get(Parameters.RESERVATIONDEPTH));
        assertEquals(BackfillPolicy.FIRSTFIT, after.get(Parameters.BACKFILLPOLICY));
        assertEquals(List.of("maui.cfg:1:18: RESERVATIONDEPTH: \"two\" is not a non-negative integer"), log);
    }

    @Test
    void goodReloadReplacesIt() {
        MauiConfig v1 = MauiConfigParser.parse("maui.cfg", "RESERVATIONDEPTH 2");
        MauiConfig v2 = reload(v1, "RESERVATIONDEPTH 4", new java.util.ArrayList<>());
        assertEquals(4, v2.get(Parameters.RESERVATIONDEPTH));
        assertEquals(2, v1.get(Parameters.RESERVATIONDEPTH));
    }
}
