package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.CommandServerSettings;
import io.jmaui.bridge.command.tls.TlsIdentity;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.bridge.config.ConfigFiles;
import io.jmaui.bridge.runtime.RuntimeSocket;
import io.jmaui.bridge.runtime.UnsafeDirectoryException;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.config.Parameters;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Turns {@link ClientOptions} into a connection and sends one request over it. */
final class Connector {

    private final ClientOptions o;
    private final CliContext ctx;

    Connector(ClientOptions o, CliContext ctx) {
        this.o = o;
        this.ctx = ctx;
    }

    CommandResponse send(CommandRequest req) throws UnreachableException, ConfigProblem {
        if (o.host == null) {
            return sendUnix(req);
        }
        String key = key().orElseThrow(() -> new ConfigProblem("no CSKEY: give --key-file, set JMAUI_CSKEY, or make "
                + "CLIENTCFG[DEFAULT] CSKEY in maui-private.cfg readable"));
        Path cert = o.cert != null ? o.cert : home().resolve(TlsIdentity.CERT_FILE);
        List<String> targets = new java.util.ArrayList<>(List.of(o.host.split(",")));
        // Maui's clients tried SCHEDCFG FBSERVER when the server did not answer
        config().flatMap(MauiConfig::fallbackServer).filter(fb -> targets.stream().noneMatch(t -> t.strip().equals(fb)))
                .ifPresent(targets::add);
        UnreachableException last = null;
        for (String target : targets) {
            String[] hp = target.strip().split(":", 2);
            int port;
            try {
                port = hp.length > 1 ? Integer.parseInt(hp[1]) : Parameters.SERVERPORT.defaultValue();
            } catch (NumberFormatException e) {
                throw new ConfigProblem("--host: \"" + target.strip() + "\" is not HOST[:PORT]");
            }
            // an active/standby pair: only the active listens on SERVERPORT, so the first that answers is it
            try (DaemonClient c = DaemonClient.tls(hp[0], port, cert, timeout())) {
                return c.send(req.signed(ctx.userName(), System.currentTimeMillis() / 1000, key));
            } catch (UnreachableException e) {
                if (e.refused()) {
                    throw e;
                }
                last = e;
            }
        }
        throw last;
    }

    /**
     * Over the Unix socket; when no daemon answers there (or there is none), over the standby's
     * socket beside it, whose answer says that it is the standby and which daemon is active.
     */
    private CommandResponse sendUnix(CommandRequest req) throws UnreachableException, ConfigProblem {
        Path socket;
        try {
            socket = socket();
        } catch (UnreachableException none) {
            for (Path p : RuntimeSocket.searched(ctx.env())) {
                Optional<CommandResponse> r = viaStandby(p, req);
                if (r.isPresent()) {
                    return r.get();
                }
            }
            throw none;
        }
        try (DaemonClient c = DaemonClient.unix(socket, timeout())) {
            return c.send(req);
        } catch (UnreachableException e) {
            return viaStandby(socket, req).orElseThrow(() -> e);
        }
    }

    /** The answer of a standby listening beside {@code socket}, if one does. */
    private Optional<CommandResponse> viaStandby(Path socket, CommandRequest req) throws ConfigProblem {
        Path standby = CommandServerSettings.standbySocket(socket);
        if (!Files.exists(standby)) {
            return Optional.empty();
        }
        try (DaemonClient c = DaemonClient.unix(standby, timeout())) {
            return Optional.of(c.send(req));
        } catch (UnreachableException e) {
            return Optional.empty();
        }
    }

    /** {@code --socket}, {@code $JMAUI_SOCKET}, the per-user runtime socket, the system socket ({@link RuntimeSocket}). */
    Path socket() throws UnreachableException, ConfigProblem {
        try {
            return RuntimeSocket.forCommand(o.socket, ctx.env()).orElseThrow(() -> new UnreachableException(
                    "no daemon is running: no socket at " + RuntimeSocket.searched(ctx.env()).stream()
                            .map(Path::toString).collect(java.util.stream.Collectors.joining(" or "))
                            + " (start one with 'maui --demo' or 'maui --config FILE'; --socket or $JMAUI_SOCKET name another)"));
        } catch (UnsafeDirectoryException e) {
            throw new ConfigProblem("refusing the runtime directory: " + e.getMessage());
        }
    }

    /**
     * Seconds to wait for the daemon: {@code --timeout}, else the environment's CLIENTTIMEOUT, else
     * maui.cfg's (appendix F CLIENTTIMEOUT: "may also be specified as an environment variable"),
     * else 30; a value in Maui's [[[DD:]HH:]MM:]SS form, at most 1000 s as Maui's clients take it.
     */
    long timeout() throws ConfigProblem {
        if (o.timeout != null) {
            return o.timeout;
        }
        String env = ctx.env().get(Parameters.CLIENTTIMEOUT.name());
        if (env != null) {
            try {
                return Math.min(1000, Math.max(1, io.jmaui.scheduler.config.TimeValues.parse(env.trim())));
            } catch (IllegalArgumentException e) {
                throw new ConfigProblem("$CLIENTTIMEOUT: " + e.getMessage());
            }
        }
        return config().map(c -> Math.min(1000, Math.max(1, c.get(Parameters.CLIENTTIMEOUT))))
                .orElse(Parameters.CLIENTTIMEOUT.defaultValue());
    }

    /** maui.cfg ({@code --config}, else where the daemon looks) when this user can read it and it parses. */
    private Optional<MauiConfig> config() {
        Path cfg = o.config != null ? o.config : ConfigFiles.find(ctx.env()).orElse(null);
        if (cfg != null && Files.isReadable(cfg)) {
            try {
                return Optional.of(MauiConfigParser.parse(cfg.toString(), Files.readString(cfg)));
            } catch (IOException | RuntimeException e) {
                // the daemon reports maui.cfg's errors; a client only needs its timeout and fallback server
            }
        }
        return Optional.empty();
    }

    private Path home() {
        if (o.config != null) {
            Path parent = o.config.toAbsolutePath().getParent();
            return parent == null ? Path.of(".") : parent;
        }
        // the daemon's own search order for maui.cfg: its directory holds the certificate and keys
        return ConfigFiles.find(ctx.env()).map(p -> p.toAbsolutePath().getParent()).orElse(Path.of("."));
    }

    private Optional<String> key() throws ConfigProblem {
        try {
            if (o.keyFile != null) {
                return Optional.of(Files.readString(o.keyFile, StandardCharsets.UTF_8).trim());
            }
        } catch (IOException e) {
            throw new ConfigProblem("--key-file: cannot read " + o.keyFile + ": " + e.getMessage());
        }
        if (ctx.env().get("JMAUI_CSKEY") != null) {
            return Optional.of(ctx.env().get("JMAUI_CSKEY"));
        }
        Path priv = home().resolve("maui-private.cfg");
        if (Files.isReadable(priv)) {
            try {
                MauiConfig c = MauiConfigParser.parse("maui.cfg", "", priv.toString(), Files.readString(priv));
                return c.client().key(ctx.userName());
            } catch (IOException | RuntimeException e) {
                throw new ConfigProblem(priv + ": " + e.getMessage());
            }
        }
        return Optional.empty();
    }

    /** The client's own setup is wrong (exit code 2). */
    static final class ConfigProblem extends Exception {
        private static final long serialVersionUID = 1L;

        ConfigProblem(String message) {
            super(message);
        }
    }
}
