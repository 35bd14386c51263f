package io.jmaui.bridge.command.auth;

/** The user a remote request names and how far its signature proves it. */
public record RemoteIdentity(String user, Proof proof) {
}
