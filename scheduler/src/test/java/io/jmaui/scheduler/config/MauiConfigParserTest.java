package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MauiConfigParserTest {

    @Test
    void emptyConfigYieldsTheTableDefaults() {
        MauiConfig c = cfg();
        assertEquals(1L, c.get(Parameters.QUEUETIMEWEIGHT));
        assertEquals(BackfillPolicy.FIRSTFIT, c.get(Parameters.BACKFILLPOLICY));
        assertEquals(List.of("root"), c.get(Parameters.ADMIN1));
        assertFalse(c.isSet(Parameters.QUEUETIMEWEIGHT));
        assertTrue(c.warnings().isEmpty());
    }

    @Test
    void simpleParametersAndCredentials() {
        MauiConfig c = cfg("RESERVATIONDEPTH 2", "USERCFG[john] MAXJOB=8  # trailing comment", "# whole line");
        assertEquals(2, c.get(Parameters.RESERVATIONDEPTH));
        assertTrue(c.isSet(Parameters.RESERVATIONDEPTH));
        assertEquals(Optional.of(LimitValue.of(8)), c.credential(CredentialKind.USER, "john").limit(LimitKey.of(LimitKind.JOB)));
    }

    @Test
    void badValueIsAnErrorWithFileLineAndColumn() {
        ConfigException e = assertThrows(ConfigException.class, () -> cfg("# x", "RESERVATIONDEPTH two"));
        assertEquals("test.cfg:2:18: RESERVATIONDEPTH: \"two\" is not a non-negative integer", e.errors().get(0).toString());
    }
}
