/**
 * The server side of the batch protocol, what the emulated pbs_server is built from (wire doc §2,
 * §9.1): {@link io.jmaui.pbs.server.PbsServerInitializer} assembles the codec's request decoder and
 * reply encoder around a {@link io.jmaui.pbs.server.BatchRequestHandler} (request in, reply future
 * out). Per connection, requests are handled one at a time and answered exactly once, in order;
 * Disconnect closes without a reply; an undecodable request is answered as TORQUE 4.2 does
 * (PBSE_DISPROTO or PBSE_UNKREQ, "cannot decode message") and the connection closed, or, by
 * choice, left unanswered as 5.x/6.x do (§2.5). Authentication and the batch semantics belong to
 * the handler.
 */
package io.jmaui.pbs.server;
