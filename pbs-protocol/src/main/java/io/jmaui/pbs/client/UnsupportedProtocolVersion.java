package io.jmaui.pbs.client;

/** pbs_server's first reply carries a batch protocol version other than 2 (wire doc §2.3, §8). */
final class UnsupportedProtocolVersion extends RuntimeException {

    private static final long serialVersionUID = 1L;

    UnsupportedProtocolVersion(String message) {
        super(message);
    }
}
