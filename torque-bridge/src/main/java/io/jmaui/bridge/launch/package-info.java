/**
 * {@code maui}, the daemon's command line: finds and checks maui.cfg ({@code --check-config}),
 * turns start-up failures into one readable line (a port in use and who holds it, a malformed
 * {@code --server}, the places searched for maui.cfg), and puts the daemon together: the
 * scheduling loop, the command listeners on the runtime socket, the metrics endpoint, the log,
 * and SIGHUP as {@code schedctl -R}.
 */
package io.jmaui.bridge.launch;
