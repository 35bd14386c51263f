/**
 * The asynchronous pbs_server client (wire doc §2.1 TCP model, §3 requests, §7 errors):
 * {@link io.jmaui.pbs.client.PbsClient} turns calls such as {@code statJobs()} or
 * {@code runJob(id, hosts)} into batch requests and returns futures of their results.
 *
 * <pre>
 *  PbsClient ──submit──> ClientConnection ──one request at a time──> pipeline (PbsClientInitializer)
 *   typed API            queue, timeouts,                             idle ─ TORQUE 2.5 guard ─
 *   PBSE → exception     backoff reconnect,                           reply decoder ─ request encoder ─
 *                        Disconnect on close/idle                     ReplyHandler ──> ClientConnection
 *                              │
 *                              └─ connect via io.jmaui.pbs.auth.AuthenticatingConnector (§4)
 * </pre>
 *
 * <p>Servers: a {@link io.jmaui.pbs.client.ServerList} of one pbs_server or a TORQUE HA pair
 * ({@code head1,head2}); {@code ServerChoice} connects to the first that answers and stays with
 * the one that answered last, as TORQUE's {@code pbs_connect} walks its server list.
 *
 * <p>Failures: {@link io.jmaui.pbs.client.PbsServerException} (a nonzero reply code: host:port,
 * request, PBSE code, name, TORQUE's text, the server's text), {@link
 * io.jmaui.pbs.client.PbsConnectionException} (unreachable, authentication, timeout, lost
 * connection, TORQUE 2.5, closed) and the codec's {@code DisException} (garbage on the wire).
 * After a timeout or garbage the connection is dropped, since a DIS stream cannot be resynchronised
 * (§2.5); the next request reconnects.
 */
package io.jmaui.pbs.client;
