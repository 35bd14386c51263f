package io.jmaui.pbs.tool;

import io.jmaui.pbs.client.PbsClientConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A pbs_server address {@code host[:port]}, and TORQUE's way of finding the default one
 * ({@code pbs_get_server_list}): the {@code PBS_DEFAULT} environment variable, else
 * {@code PBS_SERVER}, else the first line of
 * {@code /var/spool/torque/server_name}, else {@code localhost}; port 15001 unless given. Like
 * TORQUE, only the first of a comma-separated list of servers is used.
 */
record ServerAddress(String host, int port) {

    static final Path SERVER_NAME_FILE = Path.of("/var/spool/torque/server_name");

    /** Parses {@code host}, {@code host:port} or a comma list of those (first wins). */
    static ServerAddress parse(String text) {
        String first = text.trim().split(",", 2)[0].trim();
        if (first.isEmpty()) {
            throw new IllegalArgumentException("server: \"" + text + "\" names no host");
        }
        int colon = first.lastIndexOf(':');
        if (colon < 0) {
            return new ServerAddress(first, PbsClientConfig.DEFAULT_PORT);
        }
        String host = first.substring(0, colon);
        String port = first.substring(colon + 1);
        try {
            int p = Integer.parseInt(port);
            if (host.isEmpty() || p <= 0 || p > 65535) {
                throw new NumberFormatException();
            }
            return new ServerAddress(host, p);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("server: \"" + first
                    + "\" is not host or host:port with a port in 1..65535");
        }
    }

    /** The default server as TORQUE's commands find it. */
    static ServerAddress fromDefaults(Map<String, String> env, Path serverNameFile) {
        for (String variable : new String[] {"PBS_DEFAULT", "PBS_SERVER"}) {
            String fromEnv = env.get(variable);
            if (fromEnv != null && !fromEnv.isBlank()) {
                return parse(fromEnv);
            }
        }
        if (Files.isReadable(serverNameFile)) {
            try {
                String content = Files.readString(serverNameFile, StandardCharsets.UTF_8).strip();
                if (!content.isEmpty()) {
                    return parse(content.lines().findFirst().orElse(content));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(serverNameFile + ": cannot read", e);
            }
        }
        return new ServerAddress("localhost", PbsClientConfig.DEFAULT_PORT);
    }
}
