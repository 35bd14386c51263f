package io.jmaui.bridge.command.auth;

/** A remote request that proves nothing: the reason goes to the client and to the log. */
public final class AuthRefusedException extends Exception {

    private static final long serialVersionUID = 1L;

    AuthRefusedException(String reason) {
        super(reason, null, false, false);
    }
}
