/**
 * The command protocol between the Maui commands and the daemon (guide 4.1 "client commands",
 * appendix E security): one request, one response, each a 4-byte big-endian length and a JSON
 * document. Both ends bound what they read: a request is at most {@link Frames#MAX_REQUEST}
 * bytes, a response at most {@link Frames#MAX_RESPONSE}. Over TCP every request carries the
 * caller's name, a timestamp and an HMAC-SHA256 keyed with CLIENTCFG CSKEY ({@link RequestMac});
 * over the Unix socket the daemon reads the caller's uid from the socket instead.
 */
package io.jmaui.bridge.command.wire;
