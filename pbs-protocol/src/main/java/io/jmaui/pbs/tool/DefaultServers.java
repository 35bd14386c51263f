package io.jmaui.pbs.tool;

import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.ServerList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * TORQUE's way of finding the pbs_servers when none is given ({@code pbs_get_server_list}): the
 * {@code PBS_DEFAULT} environment variable, else {@code PBS_SERVER}, else every line of
 * {@code /var/spool/torque/server_name} joined by commas, else {@code localhost}; port 15001
 * where an item gives none. The client tries them in that order (an HA pair names two).
 */
final class DefaultServers {

    static final Path SERVER_NAME_FILE = Path.of("/var/spool/torque/server_name");

    private DefaultServers() {
    }

    /** {@code host[:port][,host[:port]...]} as {@code --server} gives it. */
    static ServerList parse(String text) {
        return ServerList.parse(text, PbsClientConfig.DEFAULT_PORT);
    }

    /** The servers as TORQUE's commands find them. */
    static ServerList find(Map<String, String> env, Path serverNameFile) {
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
                    return parse(String.join(",", content.lines().toList()));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(serverNameFile + ": cannot read", e);
            }
        }
        return ServerList.of("localhost", PbsClientConfig.DEFAULT_PORT);
    }
}
