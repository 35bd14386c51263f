/**
 * Where the daemon's maui.cfg comes from and how it changes while the daemon runs: the places
 * searched for it (Maui's MAUIHOMEDIR, then the usual install paths), maui-private.cfg beside it,
 * and reconfiguration (changeparam, {@code schedctl -R}, SIGHUP) sorted into what applies at once
 * and what needs a restart (guide 3.4, appendix F).
 */
package io.jmaui.bridge.config;
