package io.jmaui.pbs.tool;

import io.jmaui.pbs.auth.AuthConfig;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.PbsConnectionException;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.pbs.client.ServerList;
import io.jmaui.pbs.message.StatusObject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pbs-query}: asks a live pbs_server for its jobs, nodes, queues or server attributes
 * through {@link PbsClient} and prints them like {@code qstat -f} (or as JSON). A check that jmaui
 * can talk to a TORQUE installation: same connection, authentication and codec as the daemon.
 */
@Command(name = "pbs-query", mixinStandardHelpOptions = true, sortOptions = false,
        version = "pbs-query (jmaui 0.1.0)",
        description = "Query pbs_server over TORQUE's batch protocol and print the objects.",
        footer = {"", "Exit: 0 ok, 1 pbs_server refused, 2 usage, 3 pbs_server unreachable or "
                + "not trusting us, 4 internal or protocol error."})
public final class PbsQuery implements Callable<Integer> {

    static final int OK = 0;
    static final int REFUSED = 1;
    static final int USAGE = 2;
    static final int UNREACHABLE = 3;
    static final int INTERNAL = 4;
    /** slf4j-simple's level; the tool's own one-line messages replace the client's warnings. */
    private static final String LOG_LEVEL = "org.slf4j.simpleLogger.defaultLogLevel";

    /** What to query. */
    enum Target { JOBS, NODES, QUEUES, SERVER }

    @Option(names = "--server", paramLabel = "HOST[:PORT]",
            description = "pbs_server (default: $PBS_DEFAULT, $PBS_SERVER, /var/spool/torque/server_name, "
                    + "else localhost; port 15001)")
    String server;

    @Option(names = "--auth", paramLabel = "MODE", defaultValue = "auto",
            description = "trqauthd, privport, auto or none (default: ${DEFAULT-VALUE})")
    String auth;

    @Option(names = "--user", paramLabel = "NAME",
            description = "user in the request header (default: this process's user)")
    String user;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "reply timeout (default: ${DEFAULT-VALUE})")
    long timeoutSeconds;

    @Option(names = "--json", description = "print JSON instead of qstat -f style text")
    boolean json;

    @Parameters(index = "0", paramLabel = "WHAT", description = "jobs, nodes, queues or server")
    Target target;

    @Parameters(index = "1", arity = "0..1", paramLabel = "ID",
            description = "one job id, node or queue name (default: all)")
    String id = "";

    private final Map<String, String> env;
    private final Path serverNameFile;
    private PrintWriter out;
    private PrintWriter err;

    PbsQuery(Map<String, String> env, Path serverNameFile) {
        this.env = env;
        this.serverNameFile = serverNameFile;
    }

    /** Runs the command and exits with its code. */
    public static void main(String[] args) {
        if (System.getProperty(LOG_LEVEL) == null) {
            System.setProperty(LOG_LEVEL, "error");
        }
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(commandLine(out, err, System.getenv(), DefaultServers.SERVER_NAME_FILE).execute(args));
    }

    /** The command line writing to {@code out} and {@code err}, with the given environment. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err, Map<String, String> env,
            Path serverNameFile) {
        PbsQuery query = new PbsQuery(env, serverNameFile);
        query.out = out;
        query.err = err;
        CommandLine cl = new CommandLine(query);
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExitCodeExceptionMapper(e -> INTERNAL);
        return cl;
    }

    @Override
    public Integer call() {
        PbsClientConfig config;
        try {
            config = config();
        } catch (IllegalArgumentException e) {
            err.println("pbs-query: " + e.getMessage());
            return USAGE;
        }
        try (PbsClient client = PbsClient.create(config)) {
            List<StatusObject> objects = query(client).join();
            ObjectsView view = ObjectsView.of(objects);
            out.print(json ? view.json() : view.text());
            out.flush();
            return OK;
        } catch (CompletionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            err.println("pbs-query: " + cause.getMessage());
            if (cause instanceof PbsServerException) {
                return REFUSED;
            }
            return cause instanceof PbsConnectionException ? UNREACHABLE : INTERNAL;
        }
    }

    private CompletableFuture<List<StatusObject>> query(PbsClient client) {
        return switch (target) {
            case JOBS -> client.statJobs(id, List.of());
            case NODES -> client.statNodes(id, List.of());
            case QUEUES -> client.statQueues(id, List.of());
            case SERVER -> client.statServer().thenApply(List::of);
        };
    }

    private PbsClientConfig config() {
        ServerList servers = server == null
                ? DefaultServers.find(env, serverNameFile)
                : DefaultServers.parse(server);
        if (timeoutSeconds <= 0) {
            throw new IllegalArgumentException("--timeout: " + timeoutSeconds + " is not a positive number of seconds");
        }
        AuthConfig authConfig = AuthConfig.of(AuthMode.parse(auth));
        if (user != null) {
            authConfig = authConfig.withUser(user);
        }
        Duration timeout = Duration.ofSeconds(timeoutSeconds);
        return PbsClientConfig.of(servers, authConfig.mode())
                .withAuth(authConfig)
                .withRequestTimeouts(timeout, timeout);
    }
}
