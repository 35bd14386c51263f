package io.jmaui.bridge.command;

import io.jmaui.bridge.command.AccessLevel.Access;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.config.ConfigSource;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.bridge.command.wire.ExitCode;
import io.jmaui.bridge.command.wire.ResponseCodec;
import io.jmaui.bridge.command.wire.WireJson;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.daemon.SchedulingLoop;
import io.jmaui.bridge.log.LogText;
import io.jmaui.bridge.view.MessageView;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers one command for one caller: checks the caller's level against what the command needs
 * (appendix E.1), builds the view from the latest published iteration or queues the change onto
 * the scheduling loop, and turns every failure into a response with an exit code. Refusals are
 * logged with who, what and why; internal errors with their stack trace.
 */
public final class CommandService implements CommandAnswers {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");

    private record Spec(Access access, boolean cacheable,
                        BiFunction<Context, CommandRequest, CompletableFuture<Object>> run) {
    }


    /** Who is asking, at which level, and the config in force. */
    record Context(Caller caller, AccessLevel level, MauiConfig config) {
    }


    private final SchedulingLoop loop;
    private final GroupDirectory groups;
    private final AdminActions admin;
    /** The site's time zone, in which the iterations read SRCFG times. */
    private final ZoneId zone;
    private final SchedulerControl control;
    private final Reconfigurer reconfigurer;
    private final JobHistory history = new JobHistory(200);
    /** What showstart -e hist and -f learn from the jobs seen starting. */
    private final StartHistory starts = new StartHistory(1_000);
    private final Map<String, Spec> commands;
    private final AnswerCache answers = new AnswerCache(256);
    private final List<java.util.function.ObjIntConsumer<String>> observers =
            new java.util.concurrent.CopyOnWriteArrayList<>();
    private final CommandAudit audit = new CommandAudit();

    public CommandService(SchedulingLoop loop, ConfigSource source, ZoneId zone, Runnable onKill) {
        this(loop, source, zone, onKill, PasswdDirectory.system());
    }

    /** @param groups users' primary groups, for showbf without -g */
    public CommandService(SchedulingLoop loop, ConfigSource source, ZoneId zone, Runnable onKill,
                          GroupDirectory groups) {
        this.loop = loop;
        this.groups = groups;
        this.zone = zone;
        this.admin = new AdminActions(loop, zone);
        this.reconfigurer = new Reconfigurer(loop, source);
        this.control = new SchedulerControl(loop, reconfigurer, onKill);
        loop.watch(history::record);
        loop.watch(starts::record);
        this.commands = Map.ofEntries(
                Map.entry("showq", info(Access.ANYONE, (c, r) -> QueueViews.showq(latest(), r, history.completed(),
                        c.config(), nodeCentric(c.config())))),
                Map.entry("showbf", info(Access.ANYONE, (c, r) -> ShowbfViews.showbf(latest(), c.config(), zone, r,
                        c.caller().user(), groups, nodeCentric(c.config())))),
                Map.entry("showstart", info(Access.ANYONE, this::showstart)),
                Map.entry("checkjob", info(Access.OWNER, this::checkjob)),
                Map.entry("checknode", info(Access.INFO, (c, r) -> NodeViews.checknode(latest(), c.config(), one(r, "checknode NODE")))),
                Map.entry("showres", info(Access.INFO, (c, r) -> ReservationViews.showres(latest(), r.has("n"), r.has("r"),
                        r.has("v"), r.option("p"), r.args()))),
                Map.entry("diagnose", info(Access.INFO, this::diagnose)),
                Map.entry("showstats", info(Access.INFO, (c, r) -> StatsViews.showstats(latest(), statsKind(r),
                        r.args().isEmpty() ? null : r.args().get(0)))),
                Map.entry("showconfig", info(Access.INFO, (c, r) -> new MessageView(
                        List.of(c.config().render().split("\n")), List.of()))),
                Map.entry("setres", change(Access.RESERVATIONS, (c, r) -> admin.setres(r, c.caller(), ownOnly(c)))),
                Map.entry("releaseres", change(Access.RESERVATIONS, (c, r) -> admin.releaseres(r, c.caller(), ownOnly(c)))),
                Map.entry("changeparam", change(Access.SCHEDULER, (c, r) -> {
                    FileParameters.check(r.args(), c.caller());
                    return reconfigurer.changeparam(r.args(), c.caller().user());
                })),
                Map.entry("schedctl", change(Access.SCHEDULER, (c, r) -> control.schedctl(r, c.caller()))),
                Map.entry("runjob", change(Access.JOBS, (c, r) -> admin.runjob(r, c.caller()))),
                Map.entry("sethold", change(Access.JOBS, (c, r) -> admin.hold(r, c.caller(), false))),
                Map.entry("releasehold", change(Access.JOBS, (c, r) -> admin.hold(r, c.caller(), true))),
                Map.entry("setspri", change(Access.JOBS, (c, r) -> admin.setspri(r, c.caller()))),
                Map.entry("canceljob", change(Access.OWNER, (c, r) -> admin.canceljob(r, c.caller(), c.level()))));
    }

    /** DISPLAYFLAGS NODECENTRIC: showq and showbf count nodes first. */
    private static boolean nodeCentric(MauiConfig cfg) {
        return cfg.get(io.jmaui.scheduler.config.Parameters.DISPLAYFLAGS)
                .contains(io.jmaui.scheduler.config.DisplayFlag.NODECENTRIC);
    }

    /** A caller below ADMIN1 manages only reservations of their own (RESCTLPOLICY ANY, guide 7.1.6.1). */
    private static boolean ownOnly(Context c) {
        return !c.level().allows(Access.SCHEDULER);
    }

    /** What schedctl -R does, for the daemon's SIGHUP. */
    public Reconfigurer reconfigurer() {
        return reconfigurer;
    }

    private static Spec info(Access access, BiFunction<Context, CommandRequest, Object> view) {
        return new Spec(access, true, (c, r) -> CompletableFuture.completedFuture(view.apply(c, r)));
    }

    @SuppressWarnings("unchecked")
    private static Spec change(Access access, BiFunction<Context, CommandRequest, CompletableFuture<MessageView>> f) {
        return new Spec(access, false, (c, r) -> (CompletableFuture<Object>) (CompletableFuture<?>) f.apply(c, r));
    }

    /** The command's answer; never completes exceptionally. */
    public CompletableFuture<CommandResponse> handle(CommandRequest req, Caller caller) {
        return answer(req, caller).thenApply(bytes -> {
            try {
                return WireJson.MAPPER.readValue(bytes, CommandResponse.class);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /**
     * The command's answer as wire bytes; never completes exceptionally. Information answers are
     * kept per iteration, so a thousand showq between two iterations are built once.
     */
    @Override
    public CompletableFuture<byte[]> answer(CommandRequest req, Caller caller) {
        String name = commands.containsKey(req.command()) ? req.command() : "unknown";
        return respond(req, caller).whenComplete((bytes, err) -> {
            int status = bytes == null ? ExitCode.INTERNAL.code() : ResponseCodec.status(bytes);
            observers.forEach(o -> o.accept(name, status));
        });
    }

    /** Told of every answer: the command's name ("unknown" for a name that is not one) and exit status. */
    public void observe(java.util.function.ObjIntConsumer<String> observer) {
        observers.add(observer);
    }

    private CompletableFuture<byte[]> respond(CommandRequest req, Caller caller) {
        Spec spec = req.command() == null ? null : commands.get(req.command());
        if (spec == null) {
            return encoded(CommandResponse.error(ExitCode.USAGE,
                    "unknown command \"" + req.command() + "\"; known: " + String.join(", ",
                            new java.util.TreeSet<>(commands.keySet()))));
        }
        MauiConfig cfg = loop.config();
        boolean change = !spec.cacheable();
        if (change && !caller.proven()) {
            audit.refused(caller, req, "changes need the user's own key",
                    "reason=\"changes need the user's own key\"");
            return encoded(CommandResponse.error(ExitCode.REFUSED, req.command() + ": the DEFAULT key proves no"
                    + " user and runs information commands only; changes need the user's own key,"
                    + " CLIENTCFG[" + caller.user() + "] CSKEY in maui-private.cfg"));
        }
        AccessLevel level = AccessLevel.of(caller.user(), cfg);
        if (!caller.proven() && level.allows(Access.JOBS)) {
            level = AccessLevel.ADMIN3;
        }
        if (!level.allows(spec.access(), cfg)) {
            audit.refused(caller, req, req.command() + " needs " + spec.access(), "level=" + level + " needs="
                    + spec.access());
            return encoded(CommandResponse.error(ExitCode.REFUSED,
                    req.command() + ": user " + caller.user() + " is not authorized (needs " + needs(spec.access())
                            + ")"));
        }
        if (change) {
            audit.change(caller, req);
        }
        IterationReport report = loop.latest();
        // diagnose -C reads maui.cfg from disk: an edit between two iterations must show at once
        boolean fromDisk = "diagnose".equals(req.command()) && req.has("C");
        AnswerCache.Key key = spec.cacheable() && report != null && !fromDisk
                ? AnswerCache.key(report.number(), cfg, caller.user(), req) : null;
        byte[] cached = key == null ? null : answers.get(key);
        if (cached != null) {
            return CompletableFuture.completedFuture(cached);
        }
        Context ctx = new Context(caller, level, cfg);
        CompletableFuture<Object> run;
        try {
            run = spec.run().apply(ctx, req);
        } catch (RuntimeException e) {
            run = CompletableFuture.failedFuture(e);
        }
        return run.handle((view, err) -> {
            if (change) {
                audit.changeDone(caller, req, err == null ? null : cause(err));
            }
            if (err != null) {
                return bytes(failure(req, caller, err));
            }
            try {
                // the state warning belongs to the report the answer was built from, so it is cached with it
                byte[] b = ResponseCodec.ok(view, report == null || report.stateWarning() == null ? List.of()
                        : List.of(report.stateWarning()));
                if (key != null) {
                    answers.put(key, b);
                }
                return b;
            } catch (java.io.IOException | RuntimeException e) {
                return bytes(failure(req, caller, e));
            }
        });
    }

    private static CompletableFuture<byte[]> encoded(CommandResponse r) {
        return CompletableFuture.completedFuture(bytes(r));
    }

    private static byte[] bytes(CommandResponse r) {
        try {
            return ResponseCodec.encode(r);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String needs(Access a) {
        return switch (a) {
            case ANYONE, OWNER -> "nothing";
            case INFO -> "ADMIN1, ADMIN2 or ADMIN3";
            case JOBS -> "ADMIN1 or ADMIN2";
            case SCHEDULER -> "ADMIN1";
            case RESERVATIONS -> "ADMIN1, or RESCTLPOLICY ANY";
        };
    }

    private static Throwable cause(Throwable err) {
        return err instanceof CompletionException && err.getCause() != null ? err.getCause() : err;
    }

    private CommandResponse failure(CommandRequest req, Caller caller, Throwable err) {
        Throwable e = cause(err);
        if (e instanceof UsageException) {
            return CommandResponse.error(ExitCode.USAGE, e.getMessage());
        }
        if (e instanceof RefusedException) {
            audit.refused(caller, req, e.getMessage(), "reason=" + LogText.quoted(e.getMessage()));
            return CommandResponse.error(ExitCode.REFUSED, e.getMessage());
        }
        if (e instanceof PbsUnreachableException || e instanceof java.util.concurrent.RejectedExecutionException) {
            return CommandResponse.error(ExitCode.UNREACHABLE, e.getMessage() == null ? "the daemon is stopping"
                    : e.getMessage());
        }
        LOG.error("event=command_failed {} command={} reason={}", caller.logFields(), req.command(),
                LogText.quoted(e.toString()), e);
        return CommandResponse.error(ExitCode.INTERNAL, req.command() + ": internal error (see the daemon's log)");
    }

    private IterationReport latest() {
        IterationReport r = loop.latest();
        if (r == null) {
            throw new RefusedException("the scheduler has not completed an iteration yet; try again shortly");
        }
        return r;
    }

    private Object checkjob(Context c, CommandRequest r) {
        Job j = JobViews.require(latest(), one(r, "checkjob [-v] [-n NODE] [-l LEVEL] [-r RESID] [-q QOS] JOBID"));
        if (!c.level().allows(Access.INFO) && !c.caller().user().equals(j.credentials().user())) {
            throw new RefusedException("checkjob: user " + c.caller().user() + " may not see job " + j.id()
                    + " of another user");
        }
        IterationReport rep = latest();
        List<String> answers = new java.util.ArrayList<>();
        if (r.has("l")) {
            answers.add(JobChecks.policyLevel(rep, c.config(), j, r.option("l")));
        }
        if (r.has("r")) {
            answers.add(JobChecks.reservation(rep, c.config(), j, r.option("r")));
        }
        if (r.has("q")) {
            answers.add(JobChecks.qos(c.config(), j, r.option("q")));
        }
        return JobViews.checkjob(rep, j, r.has("v"), r.option("n"), answers, JobFlags.of(c.config(), j, loop.startedByBackfill(j.id())));
    }

    /** showstart JOBID, or PROCS[@DURATION] for a job not submitted ({@link ShowstartViews}). */
    private Object showstart(Context c, CommandRequest r) {
        return ShowstartViews.showstart(latest(), c.config(), zone, r,
                one(r, "showstart {JOBID|PROCS[@DURATION]} [-e all|hist|prio|rsv] [-f] [-g [RM]] [-l qos=QOS]"),
                c.caller().user(), groups, starts);
    }

    private Object diagnose(Context c, CommandRequest r) {
        IterationReport rep = latest();
        String partition = r.option("t") == null || r.option("t").isEmpty() ? null
                : PartitionViews.known(rep, r.option("t"));
        if (r.has("C")) {
            if (!r.args().isEmpty()) {
                throw new UsageException("diagnose -C checks the maui.cfg the daemon reads; for another file run"
                        + " maui --check-config --config FILE");
            }
            try {
                return reconfigurer.check();
            } catch (java.io.IOException e) {
                throw new RefusedException("diagnose -C: cannot read maui.cfg: " + e.getMessage());
            }
        }
        if (r.has("n")) {
            return NodeViews.diagnose(rep, c.config(), partition, r.args(), r.has("v"));
        }
        if (r.has("p")) {
            return DiagnoseViews.priority(rep, r.args(), PartitionViews.jobsIn(rep, c.config(), partition));
        }
        if (r.has("f")) {
            return DiagnoseViews.fairshare(rep, c.config(), fairshareKind(r.option("o")));
        }
        if (r.has("j")) {
            return QueueViews.diagnoseJobs(rep, r);
        }
        if (r.has("r")) {
            return ReservationViews.diagnose(rep, r.args());
        }
        if (r.has("s")) {
            return ReservationViews.diagnoseStanding(rep, r.args());
        }
        if (r.has("b")) {
            return QueueViews.diagnoseBlocked(rep, r, PartitionViews.jobsIn(rep, c.config(), partition));
        }
        if (r.has("t")) { // -t alone: the partitions, the one named by -t among them
            List<String> names = new java.util.ArrayList<>(r.args());
            if (partition != null) {
                names.add(partition);
            }
            return PartitionViews.diagnose(rep, c.config(), names);
        }
        if (r.has("P")) {
            return PredictionViews.diagnose(rep, c.config());
        }
        for (var e : Map.of("u", CredentialKind.USER, "g", CredentialKind.GROUP, "a", CredentialKind.ACCOUNT,
                "c", CredentialKind.CLASS, "q", CredentialKind.QOS).entrySet()) {
            if (r.has(e.getKey())) {
                return DiagnoseViews.credentials(rep, c.config(), e.getValue());
            }
        }
        throw new UsageException("diagnose: give one of -p -f -j -r -s -b -n -t -C -P -q -c -u -g -a");
    }

    /** diagnose -f -o: user, group, acct (account), qos or class; null without -o. */
    private static CredentialKind fairshareKind(String o) {
        if (o == null || o.isEmpty()) {
            return null;
        }
        return switch (o.toLowerCase(java.util.Locale.ROOT)) {
            case "user" -> CredentialKind.USER;
            case "group" -> CredentialKind.GROUP;
            case "acct", "account" -> CredentialKind.ACCOUNT;
            case "qos" -> CredentialKind.QOS;
            case "class" -> CredentialKind.CLASS;
            default -> throw new UsageException("diagnose -f -o: \"" + o + "\" is not user, group, acct, qos or class");
        };
    }

    private static CredentialKind statsKind(CommandRequest r) {
        return r.has("u") ? CredentialKind.USER : r.has("g") ? CredentialKind.GROUP
                : r.has("a") ? CredentialKind.ACCOUNT : r.has("c") ? CredentialKind.CLASS
                : r.has("q") ? CredentialKind.QOS : null;
    }

    private static String one(CommandRequest r, String usage) {
        if (r.args().size() != 1) {
            throw new UsageException("usage: " + usage);
        }
        return r.args().get(0);
    }

    static int intOption(CommandRequest r, String name) {
        if (!r.has(name)) {
            return 0;
        }
        try {
            return Integer.parseInt(r.option(name));
        } catch (NumberFormatException e) {
            throw new UsageException("-" + name + ": \"" + r.option(name) + "\" is not a number");
        }
    }
}
