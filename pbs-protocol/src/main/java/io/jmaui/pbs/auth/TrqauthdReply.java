package io.jmaui.pbs.auth;

/**
 * trqauthd's answer {@code <code>|<len>|<message>|} (wire doc §4.2 step 6): code 0 and an empty
 * message on success ({@code 0|0||}), else a PBSE code such as 15008 with TORQUE's text.
 */
record TrqauthdReply(int code, String message) {

    boolean success() {
        return code == 0;
    }
}
