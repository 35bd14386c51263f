/**
 * The daemon's TLS identity for remote commands (SERVERHOST/SERVERPORT, appendix E.2): an EC key
 * and a self-signed certificate made with Bouncy Castle on first start, kept beside
 * maui-private.cfg (key mode 0600), and the Netty contexts built from them. Clients pin the
 * certificate file: a server presenting any other certificate fails the handshake.
 */
package io.jmaui.bridge.command.tls;
