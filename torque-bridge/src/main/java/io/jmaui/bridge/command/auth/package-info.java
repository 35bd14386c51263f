/**
 * Who sent a remote command (appendix E.2, CLIENTCFG CSKEY), decided before the command is looked
 * at: a request over TLS names its user and carries a timestamp, a nonce and an HMAC-SHA256 of
 * all of it. Made with the user's own key ({@code CLIENTCFG[alice] CSKEY}) it proves the user;
 * made with CLIENTCFG[DEFAULT]'s key it proves only that the caller holds that key, which the
 * command server lets run information commands alone. A request outside the time window, or
 * whose nonce was seen before, is refused ({@link io.jmaui.bridge.command.auth.ReplayCache}), so a
 * captured request cannot be sent again.
 */
package io.jmaui.bridge.command.auth;
