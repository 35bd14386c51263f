package io.jmaui.pbs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.codec.Captures;
import io.jmaui.pbs.codec.Codecs;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.TextReply;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The server pipeline in an {@link EmbeddedChannel}: bytes in, bytes out (wire doc §2.5, §9.1). */
class PbsServerInitializerTest {

    final List<BatchRequest> handled = new ArrayList<>();

    @Test
    void capture24StatusSvrIsAnsweredByteExactThenDisconnectCloses() {
        BatchReply captured = decodeReply(Captures.bytes("24_privport_noauth_statsvr__049_privclient_s2c.bin"));
        EmbeddedChannel ch = new EmbeddedChannel(new PbsServerInitializer((request, connection) -> {
            handled.add(request);
            return CompletableFuture.completedFuture(captured);
        }));
        ch.writeInbound(Unpooled.wrappedBuffer(Captures.bytes("24_privport_noauth_statsvr__049_privclient_c2s.bin")));
        assertEquals(List.of(RequestType.StatusSvr), handled.stream().map(BatchRequest::type).toList());
        assertEquals(new String(Captures.bytes("24_privport_noauth_statsvr__049_privclient_s2c.bin"),
                StandardCharsets.US_ASCII), outbound(ch));
        assertFalse(ch.isOpen(), "Disconnect closes the connection");
    }

    @Test
    void requestsAreHandedOverOneAtATimeInOrder() {
        List<CompletableFuture<BatchReply>> answers = new ArrayList<>();
        EmbeddedChannel ch = new EmbeddedChannel(new PbsServerInitializer((request, connection) -> {
            handled.add(request);
            CompletableFuture<BatchReply> answer = new CompletableFuture<>();
            answers.add(answer);
            return answer;
        }));
        ch.writeInbound(ascii("+2+22+21+4root+0+0+0" + "+2+22+20+4root+0+0+0"));
        assertEquals(1, handled.size());
        answers.get(0).complete(BatchReply.ack());
        ch.runPendingTasks();
        assertEquals("+2+2+0+0+1", outbound(ch));
        assertEquals(2, handled.size());
        answers.get(1).complete(BatchReply.error(15020, "Unknown queue"));
        ch.runPendingTasks();
        assertEquals("+2+25+15020+0+72+13Unknown queue", outbound(ch));
    }

    @Test
    void undecodableRequestIsAnsweredAsTorque42ThenClosed() {
        EmbeddedChannel ch = new EmbeddedChannel(new PbsServerInitializer((request, connection) -> {
            handled.add(request);
            return CompletableFuture.completedFuture(BatchReply.ack());
        }));
        ch.writeInbound(ascii("+2+22+19+4root+x"));
        BatchReply reply = decodeReply(outboundBytes(ch));
        assertEquals(15058, reply.code());
        String text = ((TextReply) reply.body()).text();
        assertTrue(text.startsWith("Bad DIS based Request Protocol MSG=cannot decode message: "), text);
        assertTrue(handled.isEmpty());
        assertFalse(ch.isOpen());
    }

    @Test
    void undecodableRequestCanBeLeftUnansweredAsTorque6() {
        EmbeddedChannel ch = new EmbeddedChannel(new PbsServerInitializer(
                (request, connection) -> CompletableFuture.completedFuture(BatchReply.ack()),
                UndecodablePolicy.SILENT));
        ch.writeInbound(ascii("+2+22+19+4root+x"));
        ch.writeInbound(ascii("+2+22+21+4root+0+0+0"));
        assertNull(ch.readOutbound());
        assertTrue(ch.isOpen());
    }

    @Test
    void failingHandlerIsAnsweredWithPbseInternal() {
        EmbeddedChannel ch = new EmbeddedChannel(new PbsServerInitializer((request, connection) -> {
            throw new IllegalStateException("boom");
        }));
        ch.writeInbound(ascii("+2+22+21+4root+0+0+0"));
        ch.runPendingTasks();
        assertEquals("+2+25+15013+0+72+34PBS server internal error MSG=boom", outbound(ch));
        assertTrue(ch.isOpen());
    }

    @Test
    void nullReplySendsNothingAndTheNextRequestIsServed() {
        EmbeddedChannel ch = new EmbeddedChannel(new PbsServerInitializer((request, connection) ->
                CompletableFuture.completedFuture(request.type() == RequestType.Connect ? null : BatchReply.ack())));
        ch.writeInbound(ascii("+2+2+0+4root+0" + "+2+22+21+4root+0+0+0"));
        ch.runPendingTasks();
        assertEquals("+2+2+0+0+1", outbound(ch));
    }

    static BatchReply decodeReply(byte[] bytes) {
        return Codecs.decodeReplies(bytes).get(0);
    }

    private static ByteBuf ascii(String s) {
        return Unpooled.copiedBuffer(s, StandardCharsets.US_ASCII);
    }

    private static byte[] outboundBytes(EmbeddedChannel ch) {
        ByteBuf all = Unpooled.buffer();
        ByteBuf part;
        while ((part = ch.readOutbound()) != null) {
            all.writeBytes(part);
            part.release();
        }
        byte[] bytes = new byte[all.readableBytes()];
        all.readBytes(bytes);
        return bytes;
    }

    private static String outbound(EmbeddedChannel ch) {
        return new String(outboundBytes(ch), StandardCharsets.US_ASCII);
    }
}
