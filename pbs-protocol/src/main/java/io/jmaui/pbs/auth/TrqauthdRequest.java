package io.jmaui.pbs.auth;

import java.nio.charset.StandardCharsets;

/**
 * The one-line request a TORQUE 4.2.4+ client writes to trqauthd's socket (wire doc §4.2 step 2):
 * {@code 1|<len>|<server>|<port>|1|<len>|<user>|<pid>|<client port>|}. The leading {@code 1} is
 * TRQ_AUTH_CONNECTION, the {@code 1} after the port AUTH_TYPE_IFF; lengths count bytes.
 *
 * <p>Capture 23 (qstat -B as tester): {@code 1|2|vm|15011|1|6|tester|13568|55766|}.
 *
 * @param server the pbs_server host name exactly as the client connected to it; trqauthd connects
 *     to the same name and pbs_server compares the two source addresses
 * @param serverPort pbs_server's port
 * @param user the passwd name of the calling process's uid (trqauthd checks SO_PEERCRED)
 * @param pid the calling process's pid (trqauthd checks SO_PEERCRED)
 * @param clientPort the local port of the client's TCP connection to pbs_server
 */
record TrqauthdRequest(String server, int serverPort, String user, long pid, int clientPort) {

    private static final int TRQ_AUTH_CONNECTION = 1;
    private static final int AUTH_TYPE_IFF = 1;

    /** The request text, byte for byte as TORQUE's client library writes it. */
    byte[] encode() {
        return text().getBytes(StandardCharsets.UTF_8);
    }

    /** The request as text, for logs. */
    String text() {
        return TRQ_AUTH_CONNECTION + "|" + counted(server) + serverPort + "|" + AUTH_TYPE_IFF + "|"
                + counted(user) + pid + "|" + clientPort + "|";
    }

    private static String counted(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length + "|" + s + "|";
    }
}
