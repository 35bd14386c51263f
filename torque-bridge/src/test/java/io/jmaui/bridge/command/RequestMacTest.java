package io.jmaui.bridge.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.RequestMac;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The CSKEY MAC covers every field: changing any of them, or the key, breaks it. */
class RequestMacTest {

    @Test
    void theMacCoversCommandUserTimeNonceOptionsAndArgs() {
        CommandRequest r = CommandRequest.of("setres", Map.of("d", "1:00:00"), List.of("node001"))
                .signed("alice", 1000, "banana6");
        assertTrue(r.nonce().matches("[0-9a-f]{32}"), r.nonce());
        assertTrue(RequestMac.verify("banana6", r.signedText(), r.mac()));
        assertFalse(RequestMac.verify("apple7", r.signedText(), r.mac()));
        for (CommandRequest other : List.of(
                new CommandRequest("releaseres", r.options(), r.args(), r.user(), r.time(), r.nonce(), r.mac()),
                new CommandRequest(r.command(), r.options(), r.args(), "root", r.time(), r.nonce(), r.mac()),
                new CommandRequest(r.command(), r.options(), r.args(), r.user(), 1001, r.nonce(), r.mac()),
                new CommandRequest(r.command(), r.options(), r.args(), r.user(), r.time(), "00" + r.nonce(), r.mac()),
                new CommandRequest(r.command(), Map.of("d", "9:00:00"), r.args(), r.user(), r.time(), r.nonce(),
                        r.mac()),
                new CommandRequest(r.command(), r.options(), List.of("node002"), r.user(), r.time(), r.nonce(),
                        r.mac()))) {
            assertFalse(RequestMac.verify("banana6", other.signedText(), other.mac()), other.toString());
        }
        assertFalse(RequestMac.verify("banana6", r.signedText(), null));
        assertFalse(r.nonce().equals(CommandRequest.of("setres", Map.of(), List.of()).signed("alice", 1000, "banana6")
                .nonce()));
        assertFalse(CommandRequest.of("x", Map.of("a=b", "c"), List.of()).signedText()
                .equals(CommandRequest.of("x", Map.of("a", "b=c"), List.of()).signedText()));
    }
}
