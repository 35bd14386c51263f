package io.jmaui.pbs.auth;

/**
 * pbs_server cannot be made to trust a connection: trqauthd refused or could not be reached, no
 * privileged port could be bound, or every method {@link AuthMode#AUTO} tried failed. The message
 * names the server, the method(s) tried and what each answered.
 */
public final class PbsAuthException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Creates the exception with its full message. */
    public PbsAuthException(String message) {
        super(message);
    }

    /** Creates the exception with its full message and the failure underneath. */
    public PbsAuthException(String message, Throwable cause) {
        super(message, cause);
    }
}
