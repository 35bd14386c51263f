package io.jmaui.pbs.client;

import io.jmaui.pbs.message.PbsError;

/**
 * pbs_server answered a request with a nonzero code (wire doc §2.3, §7), e.g.
 * {@code vm:15001: RunJob 2.vm: refused with 15064 PBSE_UNKNODE ("Unknown node"), server said
 * "Unknown node"}. Carries the code, TORQUE's name and standard text for it, and the server's own
 * message text (choice Text; empty if the reply had none).
 */
public final class PbsServerException extends PbsClientException {

    private static final long serialVersionUID = 1L;

    private final int code;
    private final String serverText;

    /**
     * @param server {@code host:port}
     * @param request the request as {@code RunJob 17.srv}
     * @param code the reply's code
     * @param serverText the reply's text, or empty
     */
    public PbsServerException(String server, String request, int code, String serverText) {
        super(server, request, server + ": " + request + ": refused with " + describe(code)
                + (serverText.isBlank() ? "" : ", server said \"" + serverText.strip() + "\""), null);
        this.code = code;
        this.serverText = serverText;
    }

    /** The PBSE code (or errno for codes below 15000). */
    public int code() {
        return code;
    }

    /** TORQUE's name for the code, {@code PBSE_UNKNODE}, or {@code errno N}/{@code unknown PBSE code N}. */
    public String codeName() {
        PbsError e = PbsError.find(code);
        if (e != null) {
            return e.pbseName();
        }
        return code < 15000 ? "errno " + code : "unknown PBSE code " + code;
    }

    /** TORQUE's standard text for the code, or empty if unknown. */
    public String standardText() {
        PbsError e = PbsError.find(code);
        return e == null ? "" : e.text().strip();
    }

    /** The message text pbs_server sent, as is (may be empty). */
    public String serverText() {
        return serverText;
    }

    /** The error, if it is one of TORQUE's PBSE codes; null otherwise. */
    public PbsError error() {
        return PbsError.find(code);
    }

    private static String describe(int code) {
        PbsError e = PbsError.find(code);
        if (e == null) {
            return code + (code < 15000 ? " (errno)" : " (unknown PBSE code)");
        }
        return code + " " + e.pbseName() + " (\"" + e.text().strip() + "\")";
    }
}
