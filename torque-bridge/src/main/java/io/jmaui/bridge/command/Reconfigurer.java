package io.jmaui.bridge.command;

import io.jmaui.bridge.config.ConfigSource;
import io.jmaui.bridge.daemon.AdminTask;
import io.jmaui.bridge.daemon.SchedulingLoop;
import io.jmaui.bridge.view.MessageView;
import io.jmaui.scheduler.config.ConfigException;
import io.jmaui.scheduler.config.ConfigWarning;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameter;
import io.jmaui.scheduler.config.Parameters;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Changes the config of a running daemon: changeparam (maui.cfg plus the runtime changes so far
 * plus the new line), and {@code schedctl -R} or SIGHUP (maui.cfg read again, runtime changes
 * dropped). Every parameter takes effect from the next iteration: the core reads the config each
 * iteration, and the daemon's own settings (RMPOLLINTERVAL, RMCFG, LOG*, CHECKPOINT*, DEFER*, ...)
 * follow through {@link AdminTask.Scope#config}. A parameter read only at start
 * ({@link Parameter#restartOnly()}) is refused by changeparam and kept at its old value by a
 * reload, with "needs a restart". What showconfig prints is always what is in force.
 */
public final class Reconfigurer {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");

    private final SchedulingLoop loop;
    private final ConfigSource source;
    /** changeparam lines since the last reload, oldest first; touched on the loop thread only. */
    private final List<String> runtimeChanges = new ArrayList<>();

    public Reconfigurer(SchedulingLoop loop, ConfigSource source) {
        this.loop = loop;
        this.source = source;
    }

    CompletableFuture<MessageView> changeparam(List<String> args, String who) {
        if (args.size() < 2) {
            throw new UsageException("changeparam: usage: changeparam PARAMETER VALUE");
        }
        String line = String.join(" ", args);
        return loop.submit(scope -> {
            List<String> lines = new ArrayList<>(runtimeChanges);
            lines.add(line);
            MauiConfig now = scope.config();
            MauiConfig next = parse(lines, "changeparam");
            for (ConfigWarning w : newWarnings(now, next)) {
                if (w.message().startsWith("unknown")) {
                    throw new UsageException("changeparam: " + w.parameter() + ": " + w.message());
                }
            }
            List<Parameter<?>> restart = restartChanges(now, next);
            if (!restart.isEmpty()) {
                Parameter<?> p = restart.get(0);
                throw new RefusedException("changeparam: " + p.name() + " needs a restart: the daemon reads it only "
                        + "when it starts (in force: " + shown(now, p) + "); edit maui.cfg and restart maui");
            }
            List<String> changed = ConfigChanges.between(now, next);
            apply(scope, next, "changeparam");
            runtimeChanges.add(line);
            LOG.info("event=changeparam user={} line=\"{}\" changed=\"{}\"", who, line, String.join("; ", changed));
            return new MessageView(changed.isEmpty() ? List.of("no change: " + line + " is already in force")
                    : prefixed("changed (in force now): ", changed), List.of());
        });
    }

    /** schedctl -R and SIGHUP: maui.cfg read again; changeparam's changes are dropped. */
    public CompletableFuture<MessageView> reload(String who) {
        return loop.submit(scope -> {
            MauiConfig now = scope.config();
            MauiConfig read = parse(List.of(), "reconfig");
            List<Parameter<?>> restart = restartChanges(now, read);
            List<String> warnings = new ArrayList<>();
            for (Parameter<?> p : restart) {
                warnings.add(p.name() + " is " + shown(read, p) + " in maui.cfg but needs a restart; still "
                        + shown(now, p));
            }
            MauiConfig next = restart.isEmpty() ? read : read.keeping(now, restart);
            List<String> changed = ConfigChanges.between(now, next);
            apply(scope, next, "reconfig");
            int dropped = runtimeChanges.size();
            runtimeChanges.clear();
            LOG.info("event=reconfig user={} changed=\"{}\" kept_until_restart=\"{}\" runtime_changes_dropped={}", who,
                    String.join("; ", changed), String.join(",", restart.stream().map(Parameter::name).toList()),
                    dropped);
            List<String> out = new ArrayList<>();
            out.add("maui.cfg read again" + (dropped > 0 ? "; " + dropped + " changeparam change(s) dropped" : ""));
            out.addAll(changed.isEmpty() ? List.of("no change") : prefixed("changed (in force now): ", changed));
            return new MessageView(out, warnings);
        });
    }

    /**
     * diagnose -C: the maui.cfg the daemon reads (with maui-private.cfg), checked as
     * {@code maui --check-config} checks it, every error and warning in file order with file:line,
     * then the count; the running daemon is not changed.
     */
    MessageView check() throws java.io.IOException {
        List<String> out = new ArrayList<>();
        List<ConfigWarning> warnings;
        int errors = 0;
        try {
            warnings = source.parse(List.of()).warnings();
        } catch (ConfigException e) {
            e.errors().forEach(x -> out.add("error: " + x));
            errors = e.errors().size();
            warnings = e.warnings();
        }
        warnings.forEach(w -> out.add("warning: " + w));
        out.add(errors + " error" + (errors == 1 ? "" : "s") + ", " + warnings.size() + " warning"
                + (warnings.size() == 1 ? "" : "s"));
        return new MessageView(out, List.of());
    }

    private static void apply(AdminTask.Scope scope, MauiConfig next, String verb) {
        try {
            scope.config(next);
        } catch (Exception e) {
            throw new RefusedException(verb + ": cannot apply: " + e.getMessage() + "; nothing changed");
        }
    }

    private MauiConfig parse(List<String> lines, String verb) throws java.io.IOException {
        try {
            return source.parse(lines);
        } catch (ConfigException e) {
            throw new UsageException(verb + ": " + e.getMessage() + "\nnothing changed");
        }
    }

    /** The parameters that need a restart whose value differs between the two configs. */
    private static List<Parameter<?>> restartChanges(MauiConfig now, MauiConfig next) {
        List<Parameter<?>> out = new ArrayList<>();
        for (Parameter<?> p : Parameters.all()) {
            if (p.restartOnly() && (!Objects.equals(now.get(p), next.get(p))
                    || !Objects.equals(now.indexed(p), next.indexed(p)))) {
                out.add(p);
            }
        }
        return out;
    }

    private static List<ConfigWarning> newWarnings(MauiConfig now, MauiConfig next) {
        Set<String> before = new LinkedHashSet<>();
        now.warnings().forEach(w -> before.add(w.parameter() + ": " + w.message()));
        return next.warnings().stream().filter(w -> !before.contains(w.parameter() + ": " + w.message())).toList();
    }

    private static <T> String shown(MauiConfig cfg, Parameter<T> p) {
        return p.format(cfg.get(p));
    }

    private static List<String> prefixed(String prefix, List<String> lines) {
        List<String> out = new ArrayList<>();
        lines.forEach(l -> out.add(prefix + l));
        return out;
    }
}
