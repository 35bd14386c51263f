package io.jmaui.bridge.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** showbf's flags read as the guide writes them: {@code -m '==256'}, {@code -m ' =512'}, {@code -f fast:io}, {@code -a}, {@code -g}. */
class ShowbfFilterTest {

    private static Node node(long memMb, String... features) {
        Resources r = new Resources(4, memMb, 0, 0);
        return new Node("n", NodeState.IDLE, r, r, Set.of(features), "DEFAULT", Set.of(), 0, List.of());
    }

    private static CommandRequest req(Map<String, String> options) {
        return CommandRequest.of("showbf", options, List.of());
    }

    @Test
    void memoryComparisons() {
        assertTrue(ShowbfFilter.memory("==256").test(node(256)));
        assertFalse(ShowbfFilter.memory("==256").test(node(512)));
        assertTrue(ShowbfFilter.memory(" =512").test(node(512)));
        assertTrue(ShowbfFilter.memory("512").test(node(1024)), "no comparison: at least");
        assertFalse(ShowbfFilter.memory(">512").test(node(512)));
        assertTrue(ShowbfFilter.memory("<=512").test(node(256)));
        assertThrows(UsageException.class, () -> ShowbfFilter.memory("lots"));
    }

    @Test
    void featuresAndCredentials() {
        var f = ShowbfFilter.nodes(req(Map.of("f", "fast:io")));
        assertTrue(f.test(node(1, "fast", "io", "big")));
        assertFalse(f.test(node(1, "fast")));
        assertNull(ShowbfFilter.nodes(req(Map.of())), "no filter: every node");
        GroupDirectory groups = Map.of("me", "users", "bob", "physics")::get;
        assertEquals(new Credentials("me", "staff", "physics", "batch", "high"),
                ShowbfFilter.credentials(req(Map.of("g", "staff", "a", "physics", "c", "batch", "q", "high")), "me",
                        groups));
        assertEquals(new Credentials("bob", "physics", Credentials.ANY, Credentials.ANY, Credentials.ANY),
                ShowbfFilter.credentials(req(Map.of("u", "bob")), "me", groups),
                "the user's primary group; global access for the credentials not given");
        assertEquals("users", ShowbfFilter.credentials(req(Map.of()), "me", groups).group());
        assertEquals(new Credentials(Credentials.ANY, Credentials.ANY, Credentials.ANY, Credentials.ANY, "high"),
                ShowbfFilter.credentials(req(Map.of("A", "true", "q", "high")), "me", groups), "-A: every user, group, account");
    }
}
