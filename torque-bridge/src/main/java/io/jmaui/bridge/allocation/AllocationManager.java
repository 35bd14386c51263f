package io.jmaui.bridge.allocation;

import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.config.AmConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.RmConfig;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon's allocation manager interface: the first AMCFG of TYPE FILE, fed each finished
 * iteration (on the loop's thread, after the iteration; appending a few lines and saving a small
 * state file). A write that fails is logged, reported to NOTIFICATIONPROGRAM as Maui's AMFAILURE,
 * and retried with the next iteration; with DEFERJOBONFAILURE no job is started meanwhile.
 */
public final class AllocationManager implements io.jmaui.bridge.daemon.Attachment {

    private static final Logger LOG = LoggerFactory.getLogger("maui.am");

    private final AmConfig am;
    private final AmFile file;
    private final String machine;
    private final Consumer<String> events;
    private AmState state;
    private volatile boolean failing;

    private AllocationManager(AmConfig am, AmFile file, String machine, Consumer<String> events) {
        this.am = am;
        this.file = file;
        this.machine = machine;
        this.events = events;
        this.state = file.recovered();
    }

    /**
     * Opens the FILE interface AMCFG describes, if any: its file relative to the Maui home, its
     * state beside the checkpoint. Empty without an AMCFG of TYPE FILE (the config warned about
     * other types).
     *
     * @param events where AMFAILURE events go (NOTIFICATIONPROGRAM)
     * @throws IOException when the file or the state cannot be opened
     */
    public static Optional<AllocationManager> start(MauiConfig cfg, DaemonSettings settings, Consumer<String> events)
            throws IOException {
        Optional<AmConfig> am = cfg.allocationManagers().values().stream().filter(AmConfig::isFile).findFirst();
        if (am.isEmpty()) {
            return Optional.empty();
        }
        Path path = settings.home().resolve(am.get().file());
        Path statePath = settings.checkpointFile().resolveSibling(settings.checkpointFile().getFileName() + ".am");
        AmFile file = new AmFile(path, statePath);
        String machine = machine(cfg, settings);
        LOG.info("event=am_start am={} type=FILE file={} chargepolicy={} flushinterval={} liens={}", am.get().name(),
                path, am.get().chargePolicy(), am.get().flushInterval(), file.recovered().liens().size());
        return Optional.of(new AllocationManager(am.get(), file, machine, events));
    }

    /** MACHINE in charges: the TORQUE RMCFG's name, else pbs_server's host. */
    static String machine(MauiConfig cfg, DaemonSettings settings) {
        return cfg.resourceManagers().values().stream().filter(RmConfig::isTorque).map(RmConfig::name).findFirst()
                .orElse(settings.rmHost().split(",")[0].replaceFirst(":.*", ""));
    }

    /** Charges what one iteration shows (loop thread). */
    public void observe(IterationReport r, MauiConfig cfg) {
        Charges.Step step = new Charges(am, cfg, machine).observe(state, r.snapshot(), r.result().reservations(),
                r.now());
        try {
            file.commit(step.state(), step.lines());
            state = step.state();
            if (failing) {
                LOG.info("event=am_recovered file={}", file.path());
            }
            failing = false;
        } catch (IOException | RuntimeException e) {
            if (!failing) {
                events.accept("AMFAILURE:  cannot write AM file " + file.path() + " (" + e.getMessage() + ")");
            }
            failing = true;
            LOG.error("event=am_write_failed file={} lines={} reason=\"{}\"", file.path(), step.lines().size(),
                    e.getMessage());
        }
    }

    @Override
    public void attach(io.jmaui.bridge.daemon.SchedulingLoop loop) {
        loop.watch(r -> observe(r, loop.config()));
        loop.startGate(this::startsAllowed);
    }

    /** False while the file cannot be written and DEFERJOBONFAILURE is set: no job may start then. */
    public boolean startsAllowed() {
        return !(failing && am.deferJobOnFailure());
    }

    @Override
    public void close() {
        try {
            file.close();
        } catch (IOException e) {
            LOG.error("event=am_close_failed file={} reason=\"{}\"", file.path(), e.getMessage());
        }
    }
}
