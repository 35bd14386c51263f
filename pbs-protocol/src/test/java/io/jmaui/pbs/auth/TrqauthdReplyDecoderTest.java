package io.jmaui.pbs.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.DecoderException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** trqauthd's {@code <code>|<len>|<message>|} answer (wire doc §4.2 step 6). */
class TrqauthdReplyDecoderTest {

    @Test
    void capturedSuccessWhole() {
        EmbeddedChannel ch = new EmbeddedChannel(new TrqauthdReplyDecoder());
        ch.writeInbound(ascii(new String(TrqauthdExchangeTest.CAPTURED_ANSWER, StandardCharsets.US_ASCII)));
        assertEquals(new TrqauthdReply(0, ""), ch.readInbound());
        assertFalse(ch.finish());
    }

    @Test
    void refusalOneByteAtATime() {
        EmbeddedChannel ch = new EmbeddedChannel(new TrqauthdReplyDecoder());
        String text = TrqauthdExchangeTest.REFUSAL;
        for (int i = 0; i < text.length() - 1; i++) {
            ch.writeInbound(ascii(text.substring(i, i + 1)));
            if (i < text.length() - 2) {
                assertNull(ch.readInbound(), "nothing before the message is complete, byte " + i);
            }
        }
        TrqauthdReply reply = ch.readInbound();
        assertEquals(15008, reply.code());
        assertEquals(91, reply.message().length());
        ch.writeInbound(ascii("|"));
        assertNull(ch.readInbound());
        assertFalse(ch.finish());
    }

    @Test
    void finalBarIsOptional() {
        EmbeddedChannel ch = new EmbeddedChannel(new TrqauthdReplyDecoder());
        ch.writeInbound(ascii("0|0|"));
        assertEquals(new TrqauthdReply(0, ""), ch.readInbound());
    }

    @Test
    void garbageNamesByteAndField() {
        EmbeddedChannel ch = new EmbeddedChannel(new TrqauthdReplyDecoder());
        DecoderException e = assertThrows(DecoderException.class, () -> ch.writeInbound(ascii("0|x|")));
        assertEquals("trqauthd answer byte 2: message length: expected a digit or '|', got 'x' (0x78)",
                e.getCause().getMessage());
    }

    @Test
    void overlongMessageIsRefusedBeforeReadingIt() {
        EmbeddedChannel ch = new EmbeddedChannel(new TrqauthdReplyDecoder());
        DecoderException e = assertThrows(DecoderException.class,
                () -> ch.writeInbound(ascii("15008|99999|")));
        assertEquals("trqauthd answer: message length 99999 exceeds the limit 4096",
                e.getCause().getMessage());
    }

    private static io.netty.buffer.ByteBuf ascii(String s) {
        return Unpooled.copiedBuffer(s, StandardCharsets.US_ASCII);
    }
}
