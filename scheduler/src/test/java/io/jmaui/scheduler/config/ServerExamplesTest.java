package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Resource managers (guide 13.2), the daemon, logging (14.2) and maui-private.cfg (appendix F). */
class ServerExamplesTest {

    @Test
    void s132_rmcfgExamples() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                RMCFG[base] TYPE=PBS HOST=cws PORT=20001
                RMCFG[base] TIMEOUT=30
                RMCFG[base] EPORT=15017
                RMCFG[base] MINETIME=5
                RMCFG[clusterA] TYPE=PBS HOST=clusterA PORT=15003
                RMCFG[clusterB] TYPE=PBS HOST=clusterB PORT=15005
                RMCFG[rms] TYPE=PBS:RMS
                """);
        assertEquals(List.of(), c.warnings());
        RmConfig base = c.resourceManagers().get("base");
        assertEquals("PBS", base.type());
        assertEquals(Optional.of("cws"), base.host());
        assertEquals(20001, base.port());
        assertEquals(30, base.timeoutSeconds());
        assertEquals(OptionalInt.of(15017), base.eventPort());
        assertEquals(5, base.minEventTimeSeconds());
        assertEquals(15005, c.resourceManagers().get("clusterB").port());
        assertEquals("PBS:RMS", c.resourceManagers().get("rms").type());
    }

    @Test
    void anHaPairOfPbsServersIsOneHostInTorquesCommaForm() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", "RMCFG[torque] TYPE=PBS HOST=head1,head2:15011\n");
        assertEquals(List.of(), c.warnings());
        assertEquals(Optional.of("head1,head2:15011"), c.resourceManagers().get("torque").host());
        ConfigException e = org.junit.jupiter.api.Assertions.assertThrows(ConfigException.class,
                () -> MauiConfigParser.parse("maui.cfg", "RMCFG[torque] TYPE=PBS HOST=head1,head2:pbs\n"));
        assertEquals("maui.cfg:1:29: RMCFG[torque] HOST: \"head2:pbs\" is not a host, host:port, or a comma list of "
                + "them (a TORQUE HA pair: head1,head2)", e.errors().get(0).toString());
    }

    @Test
    void s132_serverUrlGivesTypeHostAndPort() {
        // 13.2 SERVER: "specifies the resource management service to use", RMCFG[base] server=ll://...:9705
        MauiConfig c = MauiConfigParser.parse("maui.cfg", "RMCFG[torque] SERVER=pbs://head1:15001\nRMCFG[base] server=ll://supercluster.org:9705\n");
        RmConfig torque = c.resourceManagers().get("torque");
        assertEquals("PBS", torque.type());
        assertEquals(Optional.of("head1"), torque.host());
        assertEquals(15001, torque.port());
        assertTrue(torque.isTorque());
        assertEquals("LL", c.resourceManagers().get("base").type());
        assertEquals(List.of("maui.cfg:2: RMCFG[base] server: no effect with jmaui and TORQUE: jmaui drives only TORQUE "
                + "(TYPE=PBS); this resource manager is never contacted"), c.warnings().stream().map(Object::toString).toList());
        ConfigException e = org.junit.jupiter.api.Assertions.assertThrows(ConfigException.class,
                () -> MauiConfigParser.parse("maui.cfg", "RMCFG[x] SERVER=head1:15001\n"));
        assertEquals("maui.cfg:1:17: RMCFG[x] SERVER: \"head1:15001\" is not a URL TYPE://HOST[:PORT], TYPE one of ll, lsf, "
                + "native, other, pbs, rms, sge, sss, wiki", e.errors().get(0).toString());
    }

    @Test
    void s132_attributesForOtherResourceManagersSayWhyTheyDoNothing() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                RMCFG[base] AUTHTYPE=CHECKSUM
                RMCFG[base] NMPORT=13001
                RMCFG[base] SUBMITCMD=/usr/local/bin/qsub
                RMCFG[hsm] TYPE=NATIVE
                """);
        List<String> w = c.warnings().stream().map(Object::toString).toList();
        assertEquals(4, w.size());
        assertTrue(w.get(0).startsWith("maui.cfg:1: RMCFG[base] AUTHTYPE: no effect with jmaui and TORQUE: it secures Maui's WIKI"), w.get(0));
        assertTrue(w.get(1).contains("never contacts a pbs_mom"), w.get(1));
        assertTrue(w.get(2).contains("jmaui submits no jobs"), w.get(2));
        assertTrue(w.get(3).contains("RMCFG[hsm] TYPE: no effect with jmaui and TORQUE: jmaui drives only TORQUE"), w.get(3));
        assertFalse(c.resourceManagers().get("hsm").isTorque());
    }

    @Test
    void appendixOldRmParameters() {
        // appendix F RMTYPE: two PBS servers, cluster1:15003 and cluster2:15004
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                RMTYPE[0] PBS
                RMHOST[0] cluster1
                RMPORT[0] 15003
                RMTYPE[1] PBS
                RMHOST[1] cluster2
                RMPORT[1] 15004
                """);
        assertEquals(Optional.of("cluster1"), c.resourceManagers().get("0").host());
        assertEquals(15004, c.resourceManagers().get("1").port());
        assertEquals(6, c.warnings().size());
    }

    @Test
    void appendixDaemonExamples() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                SERVERHOST geronimo.scc.edu
                SERVERPORT 30003
                ADMIN1 mauiuser steve scott jenny
                ADMIN2 jack karen
                ADMIN3 ops
                RMPOLLINTERVAL 60
                JOBAGGREGATIONTIME 00:00:04
                LOGFILE maui.test.log
                LOGLEVEL 4
                LOGFILEMAXSIZE 50000000
                LOGFILEROLLDEPTH 5
                LOGDIR /tmp
                STATDIR /var/adm/maui/stats
                CHECKPOINTFILE /var/adm/maui/maui.ck
                CHECKPOINTINTERVAL 00:15:00
                DEFERTIME 0:05:00
                DEFERCOUNT 12
                DEFERSTARTCOUNT 3
                DOWNNODEDELAYTIME 1:00:00
                CLIENTTIMEOUT 00:15:00
                SYSTEMDEFAULTJOBWALLTIME 1:00:00:00
                """);
        assertEquals(List.of(), c.warnings().stream().map(Object::toString).toList());
        assertEquals(900L, c.get(Parameters.CLIENTTIMEOUT));
        assertEquals("geronimo.scc.edu", c.get(Parameters.SERVERHOST));
        assertEquals(30003, c.get(Parameters.SERVERPORT));
        assertEquals(List.of("mauiuser", "steve", "scott", "jenny"), c.get(Parameters.ADMIN1));
        assertEquals(List.of("jack", "karen"), c.get(Parameters.ADMIN2));
        assertEquals(60L, c.get(Parameters.RMPOLLINTERVAL));
        assertEquals(4L, c.get(Parameters.JOBAGGREGATIONTIME));
        assertEquals(4, c.get(Parameters.LOGLEVEL));
        assertEquals(50_000_000L, c.get(Parameters.LOGFILEMAXSIZE));
        assertEquals(900L, c.get(Parameters.CHECKPOINTINTERVAL));
        assertEquals(12, c.get(Parameters.DEFERCOUNT));
        assertEquals(3600L, c.get(Parameters.DOWNNODEDELAYTIME));
        assertEquals(86400L, c.get(Parameters.SYSTEMDEFAULTJOBWALLTIME));
    }

    private static final String SILVER_KEY = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    private static final String DEFAULT_KEY = "60303ae22b998861bce3b28f33eec1be758a213c86c93c076dbe9f558c11c752";

    @Test
    void privateFileCarriesClientKeys() {
        // appendix F CLIENTCFG: a session key for the messages sent from silverB, DEFAULT's for the rest
        MauiConfig c = MauiConfigParser.parse("maui.cfg", "SERVERPORT 40559", "maui-private.cfg",
                "CLIENTCFG[silverB] CSKEY=" + SILVER_KEY + "\nCLIENTCFG[DEFAULT] CSKEY=" + DEFAULT_KEY + " CSALGO=HMAC");
        assertEquals(Optional.of(SILVER_KEY), c.client().key("silverB"));
        assertEquals(Optional.of(DEFAULT_KEY), c.client().key("other"));
        assertEquals(Optional.of(SILVER_KEY), c.client().ownKey("silverB"));
        assertEquals(Optional.empty(), c.client().ownKey("other"));
        assertEquals(Optional.of("HMAC"), c.client().algorithm("silverB"));
        assertTrue(c.render().contains("CLIENTCFG[silverB] CSKEY=********"));
        assertTrue(!c.render().contains(SILVER_KEY));
    }

    @Test
    void theGuidesShortSampleKeyAPlaceholderAndASharedKeyAreRefusedWithTheFixAndWithoutTheKey() {
        ConfigException e = assertThrows(ConfigException.class, () -> MauiConfigParser.parse("maui.cfg", "",
                "maui-private.cfg", "CLIENTCFG[silverB] CSKEY=apple7\nCLIENTCFG[DEFAULT] CSKEY=change-this-key\n"
                        + "CLIENTCFG[alice] CSKEY=" + SILVER_KEY.substring(0, 40) + "\n"
                        + "CLIENTCFG[bob] CSKEY=" + SILVER_KEY.substring(0, 40) + "\n"
                        + "CLIENTCFG[carol] CSKEY=abababababababababababababababababab\n"));
        assertEquals(List.of(
                "maui-private.cfg:1:26: CLIENTCFG[silverB] CSKEY: \"(6 characters, not shown)\" is not a secret key of"
                        + " at least 32 characters; make one with: openssl rand -hex 32",
                "maui-private.cfg:2:26: CLIENTCFG[DEFAULT] CSKEY: \"change-this-key\" is not a secret key: this is a"
                        + " placeholder; make one with: openssl rand -hex 32",
                "maui-private.cfg:5:24: CLIENTCFG[carol] CSKEY: \"(36 characters, not shown)\" is not a secret key: it"
                        + " repeats fewer than 8 different characters; make one with: openssl rand -hex 32",
                "maui-private.cfg:4:22: CLIENTCFG[bob] CSKEY: \"(not shown)\" is not a key of its own:"
                        + " CLIENTCFG[alice] has the same one, so either could act as the other; make one with:"
                        + " openssl rand -hex 32"),
                e.errors().stream().map(Object::toString).toList());
    }

    @Test
    void clientKeysInMainFileWarn() {
        MauiConfig c = Cfg.cfg("CLIENTCFG[silverB] CSKEY=" + SILVER_KEY);
        assertEquals("test.cfg:1: CLIENTCFG[silverB]: client keys belong in maui-private.cfg", c.warnings().get(0).toString());
        assertEquals(Optional.of(SILVER_KEY), c.client().key("silverB"));
    }

    @Test
    void parametersThatActNowDrawNoWarning() {
        // SIMTIMERATIO drives bin/maui-simulate now (issue 18), BFPRIORITYPOLICY preemption-based backfill (issue 15)
        MauiConfig c = Cfg.cfg("SIMTIMERATIO 10", "BFPRIORITYPOLICY DURATION");
        assertEquals(List.of(), c.warnings().stream().map(Object::toString).toList());
        assertEquals(10, c.get(Parameters.SIMTIMERATIO));
    }
}
