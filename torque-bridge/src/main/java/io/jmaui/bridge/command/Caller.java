package io.jmaui.bridge.command;

/**
 * Who sent a request and how the daemon knows: {@code via} is {@code unix uid=1001} (peer
 * credentials) or {@code tls 10.0.0.5} (the CSKEY MAC), for the log.
 */
public record Caller(String user, String via) {
}
