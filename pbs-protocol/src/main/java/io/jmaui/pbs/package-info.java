/**
 * TORQUE's batch protocol (wire doc: shared/docs/torque-wire-protocol.md): DIS primitives
 * ({@code dis}), request and reply records ({@code message}), Netty codecs for both directions
 * ({@code codec}), the async {@code client}, the {@code server} side the emulated pbs_server is
 * built from, and trqauthd / privileged-port {@code auth}. Knows nothing of scheduling policy.
 */
package io.jmaui.pbs;
