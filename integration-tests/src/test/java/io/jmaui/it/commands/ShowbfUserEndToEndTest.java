package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.WireJson;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * showbf -u USER counts the reservations that user may use (the showbf command: "show resources
 * available to the specified user"): on the emulated pbs_server's 4 nodes of 4 procs, standing
 * reservation debug holds node001 and node002 for helpdesk.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShowbfUserEndToEndTest {

    private CommandFixture f;

    @BeforeAll
    void start() throws Exception {
        Path home = Files.createTempDirectory("jmaui-showbf");
        f = new CommandFixture(home);
        f.start("SRCFG[debug] HOSTLIST=node001,node002 USERLIST=helpdesk PERIOD=INFINITY");
    }

    @AfterAll
    void stop() {
        f.close();
    }

    private JsonNode widest(String asUser, String... args) throws Exception {
        CommandFixture.Run r = CommandFixture.ok(f.as(asUser, args));
        return WireJson.MAPPER.readTree(r.out()).get("windows").get(0);
    }

    @Test
    void helpdeskSeesTheDebugNodesFree_othersDoNot() throws Exception {
        JsonNode helpdesk = widest("admin", "showbf", "-u", "helpdesk", "--json");
        assertEquals(16, helpdesk.get("procs").asInt());
        assertEquals(4, helpdesk.get("nodes").asInt());
        JsonNode bob = widest("admin", "showbf", "-u", "bob", "--json");
        assertEquals(8, bob.get("procs").asInt());
        assertEquals(2, bob.get("nodes").asInt());
    }

    @Test
    void withoutUTheCallerIsTheUser() throws Exception {
        assertEquals(16, widest("helpdesk", "showbf", "--json").get("procs").asInt());
        assertEquals(8, widest("carol", "showbf", "--json").get("procs").asInt());
    }
}
