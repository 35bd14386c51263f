package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.reason.QosText;
import io.jmaui.bridge.reason.ReasonText;
import io.jmaui.bridge.view.ShowstartView;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.RmConfig;
import io.jmaui.scheduler.iteration.StartEstimates;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.qos.QosAssignment;
import io.jmaui.scheduler.qos.QosGrant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * showstart from the latest iteration (the showstart command page): {@code JOBID} or a job not
 * submitted, {@code PROCS[@DURATION]} of the caller (their primary group, their default QOS or
 * {@code -l qos=QOS}); {@code -e rsv|prio|hist|all} the estimates ({@link StartEstimates} and the
 * queue waits of similar jobs, {@link StartHistory}); {@code -f} scales them by how the past
 * estimates compared with the actual starts; {@code -g [RM]} the grid table for jmaui's one
 * resource manager.
 */
final class ShowstartViews {

    /** showstart's estimate kinds, as {@code -e} names them and the output words them. */
    enum Kind {
        RSV("Rsv"), PRIO("Priority"), HIST("Historical");

        final String word;

        Kind(String word) {
            this.word = word;
        }
    }

    /** showstart's pseudo-job: PROCS[@DURATION]. */
    private static final Pattern PSEUDO_JOB = Pattern.compile("(\\d{1,9})(?:@(.+))?");
    private static final Pattern QOS = Pattern.compile("(?i)qos=([^\\s,:]+)");

    private ShowstartViews() {
    }

    static ShowstartView showstart(IterationReport r, MauiConfig cfg, ZoneId zone, CommandRequest req, String arg,
                                   String caller, GroupDirectory groups, StartHistory history) {
        Set<Kind> kinds = kinds(req.option("e"));
        String rm = req.has("g") ? rm(cfg, req.option("g")) : null;
        Optional<Job> found = JobViews.find(r, arg);
        Job j;
        boolean pseudo = found.isEmpty();
        if (!pseudo) {
            if (req.has("l")) {
                throw new UsageException("showstart -l qos=QOS applies to PROCS[@DURATION] only: job " + found.get().id()
                        + " has its QOS");
            }
            j = found.get();
        } else {
            j = pseudoJob(r, cfg, req, arg, caller, groups);
        }
        StartHistory.Accuracy accuracy = req.has("f") ? history.accuracy() : null;
        double factor = accuracy == null ? 1 : accuracy.factor();
        String state = pseudo ? "Idle" : new JobRows(r).row(j).state();
        Long already = pseudo ? null : started(r, j);
        Optional<Placement> rsvPlacement = Optional.empty();
        Long rsv = already != null ? already : pseudo ? null : JobViews.estimatedStart(r, j);
        if (rsv == null) {
            rsvPlacement = StartEstimates.reservationBased(cfg, r.snapshot(), r.result(), j, zone);
            rsv = rsvPlacement.map(Placement::start).orElse(null);
        }
        String noStart = noStart(r, j, pseudo);
        List<ShowstartView.Estimate> estimates = new ArrayList<>();
        boolean asked = req.has("e") || rm != null;
        if (asked && kinds.contains(Kind.RSV)) {
            estimates.add(estimate(Kind.RSV, scaled(r, rsv, already, factor), noStart));
        }
        if (asked && kinds.contains(Kind.PRIO)) {
            Long prio = already != null ? already : StartEstimates.priorityBased(cfg, r.snapshot(), r.result(), j, zone)
                    .map(Placement::start).orElse(null);
            estimates.add(estimate(Kind.PRIO, scaled(r, prio, already, factor), prio == null ? "no start behind the "
                    + "jobs of higher priority (" + noStart + ", or more than " + StartEstimates.MAX_AHEAD
                    + " jobs ahead)" : null));
        }
        if (asked && kinds.contains(Kind.HIST)) {
            Long wait = history.meanWait(j.procs(), j.walltime());
            Long hist = already != null ? already : wait == null ? null
                    : Math.max(r.now(), (pseudo ? r.now() : j.submitTime()) + wait);
            estimates.add(estimate(Kind.HIST, hist, "no job of a similar size (half to twice its procs and walltime)"
                    + " seen starting since the daemon started"));
        }
        return new ShowstartView(r.now(), pseudo ? arg : j.id(), j.procs(), j.walltime(), state,
                scaled(r, rsv, already, factor), rsv == null ? noStart : null, estimates,
                partition(r, rsvPlacement), accuracy == null ? null
                : new ShowstartView.Feedback(accuracy.factor(), accuracy.samples()), rm);
    }

    /** The caller's job not submitted: their primary group, QOS as maui.cfg gives them or -l qos= asks. */
    private static Job pseudoJob(IterationReport r, MauiConfig cfg, CommandRequest req, String arg, String caller,
                                 GroupDirectory groups) {
        Matcher m = PSEUDO_JOB.matcher(arg);
        if (!m.matches()) {
            throw new RefusedException("cannot locate job '" + arg + "'");
        }
        int procs = Integer.parseInt(m.group(1));
        long seconds = m.group(2) == null ? 1 : SetresArguments.duration(m.group(2));
        if (procs <= 0) {
            throw new UsageException("showstart: a pseudo-job needs at least one proc, got " + arg);
        }
        Credentials who = new Credentials(caller, groups.primaryGroupOf(caller), null, null, null);
        Job p = StartEstimates.pseudoJob(arg, who, procs, seconds, r.now());
        if (req.has("l")) {
            Matcher q = QOS.matcher(req.option("l").trim());
            if (!q.matches()) {
                throw new UsageException("showstart -l: \"" + req.option("l") + "\" is not qos=QOS (the only resource"
                        + " manager extension showstart takes)");
            }
            p = p.toBuilder().requestQos(q.group(1), "showstart -l ").build();
        }
        QosGrant g = QosAssignment.assign(cfg, List.of(p)).grants().get(p.id());
        if (g != null && g.refused()) {
            throw new RefusedException("showstart: " + QosText.refusal(g));
        }
        return g == null || g.qos() == null || g.qos().equals(QosGrant.DEFAULT) ? p : p.toBuilder().qos(g.qos()).build();
    }

    private static Set<Kind> kinds(String e) {
        if (e == null) {
            return EnumSet.of(Kind.RSV);
        }
        Set<Kind> out = EnumSet.noneOf(Kind.class);
        for (String k : e.toLowerCase(Locale.ROOT).split(",")) {
            switch (k.trim()) {
                case "all" -> out.addAll(EnumSet.allOf(Kind.class));
                case "rsv" -> out.add(Kind.RSV);
                case "prio" -> out.add(Kind.PRIO);
                case "hist" -> out.add(Kind.HIST);
                default -> throw new UsageException("showstart -e: \"" + k + "\" is not all, hist, prio or rsv");
            }
        }
        return out;
    }

    /** showstart -g [RM]: the TORQUE resource manager's RMCFG name; any other name is refused. */
    private static String rm(MauiConfig cfg, String peer) {
        String name = cfg.resourceManagers().values().stream().filter(RmConfig::isTorque).map(RmConfig::name)
                .findFirst().orElse("torque");
        if (peer != null && !peer.isEmpty() && !peer.equalsIgnoreCase("all") && !peer.equals(name)) {
            throw new UsageException("showstart -g: no resource manager \"" + peer + "\"; jmaui schedules one, "
                    + name);
        }
        return name;
    }

    /** When an active job, or one this iteration starts, started: every estimate is that. */
    private static Long started(IterationReport r, Job j) {
        return j.state().isActive() || r.started().contains(j.id()) ? JobViews.estimatedStart(r, j) : null;
    }

    /** A future start scaled by -f's factor from now; a start already made is as it is. */
    private static Long scaled(IterationReport r, Long start, Long already, double factor) {
        if (start == null || already != null || factor == 1 || start <= r.now()) {
            return start;
        }
        return r.now() + Math.round((start - r.now()) * factor);
    }

    private static ShowstartView.Estimate estimate(Kind k, Long start, String why) {
        return new ShowstartView.Estimate(k.word, start, start == null ? why : null);
    }

    private static String noStart(IterationReport r, Job j, boolean pseudo) {
        Reason reason = pseudo ? null : r.result().reasons().get(j.id());
        return reason != null ? ReasonText.sentence(reason) : "no usable nodes hold " + j.procs() + " procs";
    }

    /** The partition of the placement's first host, DEFAULT when there is none. */
    private static String partition(IterationReport r, Optional<Placement> p) {
        if (p.isEmpty() || p.get().hosts().isEmpty()) {
            return "DEFAULT";
        }
        String host = p.get().hosts().get(0);
        return r.snapshot().nodes().stream().filter(n -> n.name().equals(host)).map(Node::partition).findFirst()
                .orElse("DEFAULT");
    }
}
