package io.jmaui.pbs.auth;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads trqauthd's answer {@code <code>|<len>|<message>|} into one {@link TrqauthdReply}; the
 * final {@code |} is consumed when present (TORQUE's client reads it, capture 23) but not waited
 * for. Consumes nothing until the whole answer is there; bytes after it are ignored.
 */
final class TrqauthdReplyDecoder extends ByteToMessageDecoder {

    static final int MAX_MESSAGE = 4096;
    private static final int MAX_DIGITS = 11;
    private static final byte BAR = '|';

    private boolean done;

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        if (done) {
            in.skipBytes(in.readableBytes());
            return;
        }
        int start = in.readerIndex();
        int codeEnd = in.indexOf(start, in.writerIndex(), BAR);
        if (codeEnd < 0) {
            checkDigits(in, start, in.writerIndex(), "code");
            return;
        }
        int code = (int) parse(in, start, codeEnd, "code", true);
        int lenEnd = in.indexOf(codeEnd + 1, in.writerIndex(), BAR);
        if (lenEnd < 0) {
            checkDigits(in, codeEnd + 1, in.writerIndex(), "message length");
            return;
        }
        long len = parse(in, codeEnd + 1, lenEnd, "message length", false);
        if (len > MAX_MESSAGE) {
            throw new PbsAuthException("trqauthd answer: message length " + len
                    + " exceeds the limit " + MAX_MESSAGE);
        }
        int messageStart = lenEnd + 1;
        if (in.writerIndex() - messageStart < len) {
            return;
        }
        String message = in.toString(messageStart, (int) len, StandardCharsets.UTF_8);
        int end = messageStart + (int) len;
        if (end < in.writerIndex() && in.getByte(end) == BAR) {
            end++;
        }
        in.readerIndex(end);
        done = true;
        out.add(new TrqauthdReply(code, message));
    }

    private static void checkDigits(ByteBuf in, int from, int to, String field) {
        if (to - from > MAX_DIGITS) {
            throw new PbsAuthException("trqauthd answer: " + field + ": no '|' within "
                    + MAX_DIGITS + " bytes, got \"" + in.toString(from, MAX_DIGITS, StandardCharsets.US_ASCII)
                    + "...\"");
        }
        parse(in, from, to, field, true);
    }

    private static long parse(ByteBuf in, int from, int to, String field, boolean signed) {
        if (to - from > MAX_DIGITS) {
            throw new PbsAuthException("trqauthd answer: " + field + ": more than " + MAX_DIGITS
                    + " digits");
        }
        long value = 0;
        boolean negative = false;
        for (int i = from; i < to; i++) {
            byte b = in.getByte(i);
            if (i == from && b == '-' && signed) {
                negative = true;
            } else if (b >= '0' && b <= '9') {
                value = value * 10 + (b - '0');
            } else {
                throw new PbsAuthException(String.format(
                        "trqauthd answer byte %d: %s: expected a digit or '|', got '%c' (0x%02x)",
                        i - in.readerIndex(), field, (char) (b & 0xff), b & 0xff));
            }
        }
        return negative ? -value : value;
    }
}
