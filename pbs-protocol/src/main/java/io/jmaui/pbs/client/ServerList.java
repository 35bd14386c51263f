package io.jmaui.pbs.client;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The pbs_servers of one TORQUE cluster in the order a client tries them: TORQUE's server list
 * ({@code pbs_get_server_list}, {@code pbs_connect}). A TORQUE HA pair shares {@code server_priv},
 * and its clients name both servers, {@code head1,head2}: in {@code PBS_DEFAULT}, in
 * {@code server_name} (one per line, read as if joined by commas) or as {@code qstat @head1,head2}.
 *
 * <p>The form is TORQUE's: items separated by commas, each {@code host} or {@code host:port}
 * (the port after the first colon, as {@code PBS_get_server} splits it), spaces around an item
 * ignored, empty items skipped. {@link PbsClient} connects to the first server that answers and,
 * when that connection is lost, tries the list again from the server that last answered.
 *
 * @param servers at least one, in the order given
 */
public record ServerList(List<ServerAddress> servers) {

    /** Validates and copies. */
    public ServerList {
        servers = List.copyOf(servers);
        if (servers.isEmpty()) {
            throw new IllegalArgumentException("pbs_server list: names no server");
        }
    }

    /** One server. */
    public static ServerList of(String host, int port) {
        return new ServerList(List.of(new ServerAddress(host, port)));
    }

    /**
     * Parses {@code head1,head2:15011}; an item without a port gets {@code defaultPort}.
     *
     * @throws IllegalArgumentException naming the item that is not {@code host[:port]} with a
     *     port in 1..65535, or saying that the text names no server
     */
    public static ServerList parse(String text, int defaultPort) {
        List<ServerAddress> out = new ArrayList<>();
        for (String raw : text.split(",", -1)) {
            String item = raw.strip();
            if (item.isEmpty()) {
                continue;
            }
            int colon = item.indexOf(':');
            if (colon < 0) {
                out.add(new ServerAddress(item, defaultPort));
                continue;
            }
            String host = item.substring(0, colon);
            int port;
            try {
                port = Integer.parseInt(item.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (host.isEmpty() || port <= 0 || port > 65535) {
                throw new IllegalArgumentException("pbs_server \"" + item + "\" in \"" + text
                        + "\" is not host or host:port with a port in 1..65535");
            }
            out.add(new ServerAddress(host, port));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("pbs_server list \"" + text + "\" names no server");
        }
        return new ServerList(out);
    }

    /** The first server, TORQUE's {@code pbs_default()}. */
    public ServerAddress primary() {
        return servers.get(0);
    }

    /** How many servers. */
    public int size() {
        return servers.size();
    }

    /** The {@code i}-th server. */
    public ServerAddress get(int i) {
        return servers.get(i);
    }

    /** {@code head1:15001,head2:15001}: the list in TORQUE's form, every port written out. */
    @Override
    public String toString() {
        return servers.stream().map(ServerAddress::toString).collect(Collectors.joining(","));
    }
}
