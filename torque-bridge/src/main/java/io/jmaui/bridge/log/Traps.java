package io.jmaui.bridge.log;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.priority.JobPriority;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * TRAPJOB, TRAPNODE and TRAPRES (appendix F, guide 14.1 "specifies the jobs to be trapped"): every
 * iteration writes what it saw of each trapped job, node and reservation to the log, whatever
 * LOGLEVEL and LOGFACILITY say, so one object can be followed on a busy system without raising the
 * log level for everything. A value names objects as Maui's examples do ({@code buffy.0023.0},
 * {@code node001|node004|node005}): a regular expression matching the whole name, {@code |}
 * separating alternatives.
 */
public final class Traps implements io.jmaui.bridge.daemon.Attachment {

    /** The logger trap lines go to; never filtered by LOGFACILITY. */
    static final String LOGGER = "maui.trap";
    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);

    private Supplier<MauiConfig> config;

    public Traps(Supplier<MauiConfig> config) {
        this.config = config;
    }

    @Override
    public void attach(io.jmaui.bridge.daemon.SchedulingLoop loop) {
        config = loop::config;
        loop.watch(this::observe);
    }

    /** A trap value as a whole-name pattern; empty when not set. */
    static Optional<Pattern> pattern(String value) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Pattern.compile(value.trim()));
        } catch (PatternSyntaxException e) {
            return Optional.of(Pattern.compile(String.join("|", java.util.Arrays.stream(value.trim().split("\\|"))
                    .map(Pattern::quote).toList())));
        }
    }

    /** Logs each trapped object of one finished iteration (loop thread). */
    public void observe(IterationReport r) {
        MauiConfig cfg = config.get();
        pattern(cfg.get(Parameters.TRAPJOB)).ifPresent(p -> {
            for (Job j : r.snapshot().jobs()) {
                if (p.matcher(j.id()).matches()) {
                    long prio = r.result().priorities().stream().filter(x -> x.jobId().equals(j.id()))
                            .mapToLong(JobPriority::priority).findFirst().orElse(0);
                    var why = r.result().reasons().get(j.id());
                    LOG.info("event=trap job={} iteration={} state={} user={} procs={} walltime={} priority={} hosts={}"
                                    + " reason=\"{}\" estimated_start={}", j.id(), r.number(), j.state(),
                            j.credentials().user(), j.procs(), j.walltime(), prio, j.allocatedHosts(),
                            why == null ? "" : why.summary(), r.result().estimatedStarts().getOrDefault(j.id(), 0L));
                }
            }
        });
        pattern(cfg.get(Parameters.TRAPNODE)).ifPresent(p -> {
            for (Node n : r.snapshot().nodes()) {
                if (p.matcher(n.name()).matches()) {
                    LOG.info("event=trap node={} iteration={} state={} procs={} available={} load={} jobs={} "
                                    + "reservations={}", n.name(), r.number(), n.state(), n.configured().procs(),
                            n.available().procs(), n.load(), n.jobs(), r.result().reservations().stream()
                                    .filter(x -> x.hosts().contains(n.name())).map(Reservation::id).toList());
                }
            }
        });
        pattern(cfg.get(Parameters.TRAPRES)).ifPresent(p -> {
            for (Reservation x : r.result().reservations()) {
                if (p.matcher(x.id()).matches()) {
                    LOG.info("event=trap reservation={} iteration={} type={} start={} end={} hosts={} tasks={} "
                                    + "owner={} flags={}", x.id(), r.number(), x.type(), x.start(), x.end(), x.hosts(),
                            x.taskCount(), x.owner(), x.flags());
                }
            }
        });
    }
}
