package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The AMCFG examples of guide 6.4 and appendix F. */
class AllocationManagerExamplesTest {

    private static List<String> warnings(MauiConfig c) {
        return c.warnings().stream().map(Object::toString).toList();
    }

    @Test
    void s64_theFileInterfaceAndItsPolicies() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                AMCFG[bank] TYPE=FILE SERVER=file:///var/spool/maui/am.log
                AMCFG[bank] CHARGEPOLICY=DEBITALLCPU
                AMCFG[bank] DEFERJOBONFAILURE=TRUE
                AMCFG[bank] FLUSHINTERVAL=12:00:00
                AMCFG[bank] APPENDMACHINENAME=TRUE
                """);
        assertEquals(List.of(), warnings(c));
        AmConfig bank = c.allocationManagers().get("bank");
        assertTrue(bank.isFile());
        assertEquals("/var/spool/maui/am.log", bank.file());
        assertEquals("DEBITALLCPU", bank.chargePolicy());
        assertEquals(12 * 3600, bank.flushInterval());
        assertTrue(bank.deferJobOnFailure());
        assertTrue(bank.appendMachineName());
    }

    @Test
    void s64_defaults() {
        AmConfig bank = MauiConfigParser.parse("maui.cfg", "AMCFG[bank] TYPE=FILE").allocationManagers().get("bank");
        assertEquals("am.log", bank.file(), "Maui's FILE interface writes am.log in its home");
        assertEquals("DEBITSUCCESSFULWC", bank.chargePolicy());
        assertEquals(86_400, bank.flushInterval(), "guide 6.4 FLUSHINTERVAL default 24:00:00");
        assertFalse(bank.deferJobOnFailure());
    }

    @Test
    void appendixF_aQBankServerIsReadButNotContacted() {
        // appendix F: AMCFG[bank] TYPE=QBANK HOST=supercluster.org PORT=7111 DEFERJOBONFAILURE=FALSE
        MauiConfig c = MauiConfigParser.parse("maui.cfg",
                "AMCFG[bank] TYPE=QBANK HOST=supercluster.org PORT=7111 DEFERJOBONFAILURE=FALSE\n"
                        + "AMCFG[gold] SERVER=gold://tiny.supercluster.org:4368 FALLBACKACCOUNT=freecycle\n");
        assertEquals("QBANK", c.allocationManagers().get("bank").type());
        assertEquals("GOLD", c.allocationManagers().get("gold").type());
        assertEquals(List.of(
                "maui.cfg:1: AMCFG[bank] TYPE: no effect with jmaui and TORQUE: jmaui writes charges with Maui's FILE "
                        + "interface only (AMCFG[x] TYPE=FILE); QBank, Gold and RES servers are never contacted",
                "maui.cfg:1: AMCFG[bank] PORT: no effect with jmaui and TORQUE: it configures the connection to an "
                        + "allocation manager server; jmaui writes its charges with the FILE interface and contacts no server",
                "maui.cfg:2: AMCFG[gold] SERVER: no effect with jmaui and TORQUE: jmaui writes charges with Maui's FILE "
                        + "interface only (AMCFG[x] TYPE=FILE); QBank, Gold and RES servers are never contacted",
                "maui.cfg:2: AMCFG[gold] FALLBACKACCOUNT: no effect with jmaui and TORQUE: only an allocation manager "
                        + "server refuses a lien for lack of allocation; the FILE interface records every lien, so no job "
                        + "falls back to another account"), warnings(c));
    }

    @Test
    void s715_chargeAccountOfAStandingReservation() {
        // 7.1.5: SRCFG[test] CHARGEACCOUNT=jupiter
        MauiConfig c = MauiConfigParser.parse("maui.cfg", "SRCFG[test] CHARGEACCOUNT=jupiter TASKCOUNT=4\n");
        assertEquals(List.of(), warnings(c));
        assertEquals(java.util.Optional.of("jupiter"), c.standingReservations().get("test").chargeAccount());
    }

    @Test
    void s121_frameSlotAndNodeType() {
        // 12.1: "slot values must be in the range of 1 to 32 ... frames must be in the range of 1 to 64"
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                NODECFG[node024] FRAME=1 SLOT=1
                NODECFG[node026] FRAME=2 SLOT=1 PARTITION=special
                NODECFG[node024] NODETYPE=BIGMEM
                """);
        assertEquals(List.of(), warnings(c));
        assertEquals(java.util.OptionalInt.of(2), c.node("node026").frame());
        assertEquals(java.util.Optional.of("BIGMEM"), c.node("node024").nodeType());
        ConfigException e = org.junit.jupiter.api.Assertions.assertThrows(ConfigException.class,
                () -> MauiConfigParser.parse("maui.cfg", "NODECFG[n1] FRAME=65 SLOT=33\n"));
        assertEquals(2, e.errors().size());
    }
}
