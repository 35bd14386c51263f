package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The effective config, logged once at start and shown by showconfig. */
class RenderTest {

    @Test
    void everyParameterSortedDefaultsMarkedThenBlocks() {
        MauiConfig c = Cfg.cfg("RESERVATIONDEPTH 2", "RESERVATIONDEPTH[1] 4", "USERCFG[john] MAXJOB=8 PRIORITY=10",
                "SRCFG[night] STARTTIME=20:00:00", "FSINTERVAL 12:00:00");
        List<String> lines = Arrays.asList(c.render().split("\n"));
        assertTrue(lines.contains("RESERVATIONDEPTH 2"));
        assertTrue(lines.contains("RESERVATIONDEPTH[1] 4"));
        assertTrue(lines.contains("FSINTERVAL 12:00:00"));
        assertTrue(lines.contains("FSDECAY 1.0  # default"));
        assertTrue(lines.contains("BACKFILLPOLICY FIRSTFIT  # default"));
        assertTrue(lines.contains("# SERVERHOST [NONE]"));
        assertTrue(lines.contains("USERCFG[john] MAXJOB=8 PRIORITY=10"));
        assertTrue(lines.contains("SRCFG[night] STARTTIME=20:00:00"));
        assertEquals("ACCOUNTCAP 0.0  # default", lines.get(0));
        assertEquals("USERCFG[john] MAXJOB=8 PRIORITY=10", lines.get(lines.size() - 1));
    }

    @Test
    void renderedConfigParsesBackToTheSameValues() {
        MauiConfig c = Cfg.cfg("QUEUETIMEWEIGHT 20", "USERCFG[DEFAULT] MAXJOB=2,8", "SRCFG[s] QOSLIST=hi,lo- DAYS=MON");
        MauiConfig again = MauiConfigParser.parse("rendered.cfg", c.render());
        for (Parameter<?> p : Parameters.all()) {
            assertEquals(c.get(p), again.get(p), p.name());
        }
        assertEquals(c.credentials(io.jmaui.scheduler.model.CredentialKind.USER).get("DEFAULT").raw(),
                again.credentials(io.jmaui.scheduler.model.CredentialKind.USER).get("DEFAULT").raw());
        assertEquals(c.standingReservations().get("s").acl(), again.standingReservations().get("s").acl());
    }
}
