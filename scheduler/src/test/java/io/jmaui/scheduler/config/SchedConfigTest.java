package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Maui 3.2's SCHEDCFG line, as a site moving from Maui has it, read into jmaui's parameters. */
class SchedConfigTest {

    @Test
    void serverModeAndNameAreTheServerParametersAndFbserverIsTheClientsFallback() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                SCHEDCFG[maui] SERVER=head1:42559 MODE=TEST NAME=cluster1
                SCHEDCFG[maui] FBSERVER=head2:42559
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals("head1", c.get(Parameters.SERVERHOST));
        assertEquals(42559, c.get(Parameters.SERVERPORT));
        assertEquals("TEST", c.get(Parameters.SERVERMODE));
        assertEquals("cluster1", c.get(Parameters.SERVERNAME));
        assertEquals(Optional.of("head2:42559"), c.fallbackServer());
    }

    @Test
    void theLaterLineWinsBetweenSchedcfgAndTheParameter() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                SERVERMODE TEST
                SCHEDCFG[maui] MODE=NORMAL SERVER=head1
                """);
        assertEquals("NORMAL", c.get(Parameters.SERVERMODE));
        assertEquals(40559, c.get(Parameters.SERVERPORT), "no port: SERVERPORT keeps its own");
        assertEquals("TEST", MauiConfigParser.parse("maui.cfg", "SCHEDCFG[maui] MODE=NORMAL\nSERVERMODE TEST\n")
                .get(Parameters.SERVERMODE));
        assertEquals(Optional.empty(), c.fallbackServer());
    }

    @Test
    void homedirAndCpversionSayWhyTheyDoNothingAndABadServerIsAnError() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", "SCHEDCFG[maui] HOMEDIR=/var/spool/maui CPVERSION=3.2\n");
        List<String> w = c.warnings().stream().map(Object::toString).toList();
        assertEquals(2, w.size(), w.toString());
        assertTrue(w.get(0).contains("HOMEDIR: no effect with jmaui and TORQUE: jmaui's home is the directory"), w.get(0));
        ConfigException e = assertThrows(ConfigException.class,
                () -> MauiConfigParser.parse("maui.cfg", "SCHEDCFG[maui] SERVER=head1:99999\n"));
        assertTrue(e.getMessage().contains("HOST[:PORT] with a port from 1 to 64000"), e.getMessage());
    }
}
