/**
 * How a client connection to pbs_server becomes trusted (wire doc §4): the trqauthd exchange over
 * its Unix domain socket (§4.2: {@link io.jmaui.pbs.auth.TrqauthdRequest} out, a
 * {@code <code>|<len>|<message>|} answer back), a privileged source port (§4.3), both in turn
 * ({@link io.jmaui.pbs.auth.AuthMode#AUTO}) or nothing (tests against a loopback server).
 *
 * <p>{@link io.jmaui.pbs.auth.AuthenticatingConnector} is the one entry point: given a configured
 * Netty {@code Bootstrap} and the server address it returns a connected channel that pbs_server
 * will accept requests on, or fails naming every method it tried. MUNGE (§4.6) and pbs_server's own
 * Unix socket (§4.5) are not implemented.
 */
package io.jmaui.pbs.auth;
