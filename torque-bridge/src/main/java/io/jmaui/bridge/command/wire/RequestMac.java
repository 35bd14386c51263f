package io.jmaui.bridge.command.wire;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** HMAC-SHA256 of a request keyed with CLIENTCFG CSKEY (appendix E.2's shared secret). */
public final class RequestMac {

    private RequestMac() {
    }

    public static String of(String key, String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 unavailable", e);
        }
    }

    /** Constant-time check of {@code mac} against the MAC of {@code text}. */
    public static boolean verify(String key, String text, String mac) {
        if (mac == null) {
            return false;
        }
        return MessageDigest.isEqual(of(key, text).getBytes(StandardCharsets.UTF_8),
                mac.getBytes(StandardCharsets.UTF_8));
    }
}
