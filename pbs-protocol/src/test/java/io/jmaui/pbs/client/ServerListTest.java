package io.jmaui.pbs.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** TORQUE's server list form, as {@code pbs_get_server_list} and {@code pbs_connect} read it. */
class ServerListTest {

    @Test
    void anHaPairIsTwoNamesSeparatedByACommaEachWithItsOwnOrTheDefaultPort() {
        ServerList list = ServerList.parse("head1,head2:15011", 15001);
        assertEquals(List.of(new ServerAddress("head1", 15001), new ServerAddress("head2", 15011)), list.servers());
        assertEquals(new ServerAddress("head1", 15001), list.primary());
        assertEquals("head1:15001,head2:15011", list.toString());
    }

    @Test
    void spacesAroundAnItemAndEmptyItemsAreIgnoredAsPbsConnectSkipsThem() {
        assertEquals("head1:15001,head2:15001", ServerList.parse(" head1 , ,head2,", 15001).toString());
    }

    @Test
    void aBadItemIsNamedInTheError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerList.parse("head1,head2:pbs", 15001));
        assertEquals("pbs_server \"head2:pbs\" in \"head1,head2:pbs\" is not host or host:port with a port in "
                + "1..65535", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ServerList.parse(":15001", 15001));
        assertThrows(IllegalArgumentException.class, () -> ServerList.parse("head1:70000", 15001));
        assertEquals("pbs_server list \" , \" names no server",
                assertThrows(IllegalArgumentException.class, () -> ServerList.parse(" , ", 15001)).getMessage());
    }
}
