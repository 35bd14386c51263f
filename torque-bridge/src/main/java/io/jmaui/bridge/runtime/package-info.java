/**
 * Where the daemon and the Maui commands meet on one host without being told: the per-user
 * runtime socket ({@code $XDG_RUNTIME_DIR/jmaui/maui.sock}, else a private directory under /tmp)
 * and the system socket of an installed daemon ({@code /run/maui/maui.sock}), with the ownership
 * and mode checks that keep another local user from standing in for the daemon.
 */
package io.jmaui.bridge.runtime;
