package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.daemon.AdminTask;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.daemon.SchedulingLoop;
import io.jmaui.bridge.state.StartLedger;
import io.jmaui.bridge.torque.ExecHost;
import io.jmaui.bridge.view.MessageView;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.reservation.AdminChange;
import io.jmaui.scheduler.reservation.AdminReservationSpec;
import io.jmaui.scheduler.reservation.AdminReservations;
import io.jmaui.scheduler.reservation.InvalidReservationException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The commands that change something, each run on the scheduling loop's thread through
 * {@link SchedulingLoop#submit}, where all daemon state lives: setres, releaseres, setspri
 * (scheduler state), runjob, sethold, releasehold, canceljob (pbs_server requests); changeparam
 * and schedctl -R are {@link Reconfigurer}'s. Every change is logged once with who asked.
 */
final class AdminActions {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");
    private static final long PBS_TIMEOUT_SECONDS = 30;

    private final SchedulingLoop loop;
    private final ZoneId zone;

    AdminActions(SchedulingLoop loop, ZoneId zone) {
        this.loop = loop;
        this.zone = zone;
    }

    /**
     * @param ownOnly the caller is no ADMIN1 (RESCTLPOLICY ANY): the reservation is theirs, owned by
     *                {@code USER:<caller>}, as Maui ties a user's reservation to the requestor (7.1.6.2)
     */
    CompletableFuture<MessageView> setres(CommandRequest req, Caller who, boolean ownOnly) {
        return loop.submit(scope -> {
            AdminReservationSpec spec = SetresArguments.parse(req, scope.now(), zone);
            if (ownOnly) {
                spec = spec.ownedBy(ownerOf(who));
            }
            AdminChange change;
            try {
                change = AdminReservations.create(scope.state().adminReservations(), spec, nodes(scope), scope.now());
            } catch (InvalidReservationException e) {
                throw new RefusedException("setres: " + String.join("; ", e.problems()));
            }
            if (ownOnly) {
                withinLimits(scope, change.changed(), who);
            }
            scope.state(scope.state().withAdminReservations(change.reservations()));
            LOG.info("event=setres user={} reservation={} hosts={} tasks={}", who.user(), change.changed().id(),
                    change.changed().hosts().size(), change.changed().taskCount());
            return new MessageView(List.of("reservation created: '" + change.changed().id() + "'"), change.warnings());
        });
    }

    /** @param ownOnly the caller is no ADMIN1 (RESCTLPOLICY ANY): only reservations they own may go */
    CompletableFuture<MessageView> releaseres(CommandRequest req, Caller who, boolean ownOnly) {
        if (req.args().isEmpty()) {
            throw new UsageException("releaseres: give one or more reservation ids");
        }
        return loop.submit(scope -> {
            List<String> out = new ArrayList<>();
            var list = scope.state().adminReservations();
            for (String id : req.args()) {
                if (ownOnly) {
                    requireOwn(list, id, who);
                }
                try {
                    list = AdminReservations.release(list, id).reservations();
                } catch (InvalidReservationException e) {
                    throw new RefusedException("releaseres: " + String.join("; ", e.problems()));
                }
                out.add("released User reservation '" + id + "'");
                LOG.info("event=releaseres user={} reservation={}", who.user(), id);
            }
            scope.state(scope.state().withAdminReservations(list));
            return new MessageView(out, List.of());
        });
    }

    /**
     * RESLIMITPOLICY SOFT or HARD (guide 7.1.6.3): a user's reservation stays within the throttling
     * policies of that level, beside the user's running jobs and other reservations.
     */
    private static void withinLimits(AdminTask.Scope scope, io.jmaui.scheduler.model.Reservation r, Caller who) {
        String level = scope.config().get(io.jmaui.scheduler.config.Parameters.RESLIMITPOLICY);
        if (level.equals("NONE")) {
            return;
        }
        IterationReport rep = latest(scope);
        io.jmaui.scheduler.limits.ReservationLimits.check(scope.config(), rep.snapshot(), scope.now(), r,
                        scope.state().adminReservations(), who.user(), ownerOf(who),
                        io.jmaui.scheduler.limits.LimitPass.valueOf(level))
                .ifPresent(why -> {
                    throw new RefusedException("setres: limits prevent reservation creation (RESLIMITPOLICY " + level
                            + "): " + io.jmaui.bridge.reason.ReasonText.sentence(why));
                });
    }

    private static String ownerOf(Caller who) {
        return "USER:" + who.user();
    }

    private static void requireOwn(List<io.jmaui.scheduler.model.Reservation> list, String id, Caller who) {
        for (var r : list) {
            if (r.id().equals(id) && !ownerOf(who).equals(r.owner())) {
                throw new RefusedException("releaseres: reservation '" + id + "' is not " + who.user()
                        + "'s (RESCTLPOLICY ANY lets a user release only the reservations they created)");
            }
        }
    }

    CompletableFuture<MessageView> setspri(CommandRequest req, Caller who) {
        if (req.args().size() != 2) {
            throw new UsageException("setspri: usage: setspri [-r] PRIORITY JOBID");
        }
        long value;
        try {
            value = Long.parseLong(req.args().get(0));
        } catch (NumberFormatException e) {
            throw new UsageException("setspri: \"" + req.args().get(0) + "\" is not an integer priority");
        }
        return loop.submit(scope -> {
            Job j = JobViews.require(latest(scope), req.args().get(1));
            Map<String, Long> p = new TreeMap<>(scope.state().systemPriorities());
            long set = req.has("r") ? p.getOrDefault(j.id(), 0L) + value : value;
            if (set == 0) {
                p.remove(j.id());
            } else {
                p.put(j.id(), set);
            }
            scope.state(scope.state().withSystemPriorities(p));
            LOG.info("event=setspri user={} job={} priority={}", who.user(), j.id(), set);
            return MessageView.of("job system priority adjusted: " + j.id() + " " + set);
        });
    }

    /**
     * runjob (the guide's runjob page): starts an idle job where {@link RunjobPlacement} puts it;
     * {@code -s} suspends a running job instead (a SignalJob {@code suspend}), {@code -c} clears
     * what an earlier run left in its {@code neednodes} (to the {@code -n} hosts or its task count).
     */
    CompletableFuture<MessageView> runjob(CommandRequest req, Caller who) {
        String id = single(req, "runjob [-c|-f|-x|-s] [-n HOSTLIST] [-p PARTITION] JOBID");
        return loop.submit(scope -> {
            IterationReport r = latest(scope);
            Job j = JobViews.require(r, id);
            if (req.has("s")) {
                if (j.state() != io.jmaui.scheduler.model.JobState.RUNNING) {
                    throw new RefusedException("runjob -s: job " + j.id() + " is " + JobRows.stateName(j.state())
                            + ", not running");
                }
                pbs(scope.client().signalJob(j.id(), "suspend"), "runjob -s", j.id());
                LOG.info("event=runjob_suspend user={} job={}", who.user(), j.id());
                return MessageView.of("job " + j.id() + " suspended");
            }
            if (req.has("c")) {
                String need = req.has("n") ? req.option("n") : Integer.toString(j.totalTasks());
                pbs(scope.client().modifyJob(j.id(), List.of(io.jmaui.pbs.message.Attribute.of("Resource_List",
                        "neednodes", need))), "runjob -c", j.id());
                LOG.info("event=runjob_clear user={} job={} neednodes={}", who.user(), j.id(), need);
                return MessageView.of("hostlist for job " + j.id() + " set to " + need);
            }
            if (j.state() != io.jmaui.scheduler.model.JobState.IDLE || scope.state().pendingStarts().containsKey(j.id())) {
                throw new RefusedException("runjob: job " + j.id() + " is " + JobRows.stateName(j.state())
                        + ", not idle");
            }
            List<String> hosts = RunjobPlacement.hosts(r, loop.config(), zone, j, req);
            var before = scope.state();
            scope.state(StartLedger.begin(before, j.id(), hosts, scope.now()));
            try {
                pbs(scope.client().runJob(j.id(), ExecHost.runJobDestination(
                        new StartJob(j.id(), hosts, false, j.taskResources()))), "runjob", j.id());
            } catch (RefusedException e) {
                scope.state(before);
                throw e;
            }
            LOG.info("event=runjob user={} job={} hosts={} force={}", who.user(), j.id(), String.join(",", hosts),
                    req.has("x") ? "x" : req.has("f") ? "f" : "none");
            return MessageView.of("job " + j.id() + " successfully started");
        });
    }

    CompletableFuture<MessageView> hold(CommandRequest req, Caller who, boolean release) {
        if (req.args().isEmpty()) {
            throw new UsageException((release ? "releasehold" : "sethold") + ": give one or more job ids");
        }
        String types = req.has("a") ? "uos" : req.has("b") ? "s" : "u";
        String verb = release ? "releasehold" : "sethold";
        return loop.submit(scope -> {
            List<String> out = new ArrayList<>();
            for (String id : req.args()) {
                Job j = JobViews.require(latest(scope), id);
                pbs(release ? scope.client().releaseJob(j.id(), types) : scope.client().holdJob(j.id(), types), verb,
                        j.id());
                LOG.info("event={} user={} job={} hold_types={}", verb, who.user(), j.id(), types);
                out.add((release ? "holds released on job " : "hold placed on job ") + j.id());
            }
            return new MessageView(out, List.of());
        });
    }

    CompletableFuture<MessageView> canceljob(CommandRequest req, Caller who, AccessLevel level) {
        if (req.args().isEmpty()) {
            throw new UsageException("canceljob: give one or more job ids");
        }
        return loop.submit(scope -> {
            List<String> out = new ArrayList<>();
            for (String id : req.args()) {
                Job j = JobViews.require(latest(scope), id);
                if (!level.allows(AccessLevel.Access.JOBS) && !who.user().equals(j.credentials().user())) {
                    throw new RefusedException("canceljob: user " + who.user() + " may not cancel job " + j.id()
                            + " of user " + j.credentials().user());
                }
                pbs(scope.client().deleteJob(j.id()), "canceljob", j.id());
                LOG.info("event=canceljob user={} job={}", who.user(), j.id());
                out.add("job '" + j.id() + "' cancelled");
            }
            return new MessageView(out, List.of());
        });
    }

    private static IterationReport latest(AdminTask.Scope scope) {
        IterationReport r = scope.latest();
        if (r == null) {
            throw new RefusedException("the scheduler has not completed an iteration yet");
        }
        return r;
    }

    private static List<Node> nodes(AdminTask.Scope scope) {
        return latest(scope).snapshot().nodes();
    }

    private static String single(CommandRequest req, String usage) {
        if (req.args().size() != 1) {
            throw new UsageException("usage: " + usage);
        }
        return req.args().get(0);
    }

    private static void pbs(Future<Void> f, String verb, String jobId) throws Exception {
        try {
            f.get(PBS_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof PbsServerException p) {
                throw new RefusedException(verb + ": pbs_server refused job " + jobId + ": " + p.getMessage());
            }
            throw new PbsUnreachableException(verb + ": pbs_server: " + e.getCause().getMessage());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new PbsUnreachableException(verb + ": pbs_server did not answer in " + PBS_TIMEOUT_SECONDS + " s");
        }
    }
}
