package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfigParser;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Pokes are taken from the pbs_server hosts and this host only, as pbs_sched takes them. */
class PokeHostsTest {

    @Test
    void theServerHostsAndThisHostArePokersAndNobodyElse() throws Exception {
        DaemonSettings s = DaemonSettings.of(MauiConfigParser.parse("maui.cfg",
                "RMCFG[t] TYPE=PBS HOST=192.0.2.1,192.0.2.2\n"), Path.of("/tmp"));
        Set<InetAddress> hosts = Daemon.pokeHosts(s);
        assertTrue(hosts.contains(InetAddress.getByName("192.0.2.1")));
        assertTrue(hosts.contains(InetAddress.getByName("192.0.2.2")), "every server of an HA list");
        assertTrue(hosts.contains(InetAddress.getLoopbackAddress()));
        assertFalse(hosts.contains(InetAddress.getByName("198.51.100.7")));
    }
}
