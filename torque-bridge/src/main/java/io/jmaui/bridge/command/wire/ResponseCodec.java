package io.jmaui.bridge.command.wire;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;

/**
 * Encodes a response for the wire straight from the view record, without building a tree first;
 * the bytes are those of a {@link CommandResponse} with that view.
 */
public final class ResponseCodec {

    private record Out(int status, String message, Object view, List<String> warnings) {
    }

    private ResponseCodec() {
    }

    public static byte[] ok(Object view) throws JsonProcessingException {
        return ok(view, List.of());
    }

    /** An answer with warnings about the daemon for the client to print on stderr. */
    public static byte[] ok(Object view, List<String> warnings) throws JsonProcessingException {
        return WireJson.MAPPER.writeValueAsBytes(new Out(ExitCode.OK.code(), null, view, warnings));
    }

    public static byte[] encode(CommandResponse r) throws JsonProcessingException {
        return WireJson.MAPPER.writeValueAsBytes(new Out(r.status(), r.message(), r.view(), r.warnings()));
    }

    /**
     * The exit status of encoded response bytes, read from their start ({@code {"status":N}),
     * which {@link Out} puts first, without decoding the view.
     */
    public static int status(byte[] encoded) {
        String prefix = "{\"status\":";
        int n = 0;
        for (int i = prefix.length(); i < encoded.length && Character.isDigit(encoded[i]); i++) {
            n = n * 10 + encoded[i] - '0';
        }
        return n;
    }
}
