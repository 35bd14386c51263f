package io.jmaui.pbs.client;

/**
 * A request {@link PbsClient} could not get a good answer to: the server refused it
 * ({@link PbsServerException}) or could not be talked to ({@link PbsConnectionException}). Both
 * name the server ({@code host:port}) and the request ({@code RunJob 17.srv}). Codec failures
 * (garbage on the wire) keep the codec's own {@code DisException}.
 */
public abstract class PbsClientException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String server;
    private final String request;

    PbsClientException(String server, String request, String message, Throwable cause) {
        super(message, cause);
        this.server = server;
        this.request = request;
    }

    /** {@code host:port} of the pbs_server. */
    public String server() {
        return server;
    }

    /** The request, as {@code RunJob 17.srv}. */
    public String request() {
        return request;
    }
}
