package io.jmaui.bridge.launch;

/** {@code --server HOST[:PORT]}: pbs_server's address, 15001 when no port is given. */
record ServerAddress(String host, int port) {

    static final int PBS_DEFAULT_PORT = 15001;

    /** Parses {@code text}; the message of the exception says what was wrong and the expected form. */
    static ServerAddress parse(String text) {
        String expected = "; expected HOST[:PORT], e.g. pbs01 or pbs01:15001";
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("--server: empty" + expected);
        }
        int colon = text.lastIndexOf(':');
        if (colon < 0) {
            return new ServerAddress(text, PBS_DEFAULT_PORT);
        }
        String host = text.substring(0, colon);
        String port = text.substring(colon + 1);
        if (host.isEmpty()) {
            throw new IllegalArgumentException("--server \"" + text + "\": no host before ':'" + expected);
        }
        int p;
        try {
            p = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--server \"" + text + "\": port \"" + port + "\" is not a number"
                    + expected);
        }
        if (p < 1 || p > 65535) {
            throw new IllegalArgumentException("--server \"" + text + "\": port " + p + " is not in 1-65535" + expected);
        }
        return new ServerAddress(host, p);
    }
}
