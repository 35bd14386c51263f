package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.DeferPolicy;
import io.jmaui.pbs.client.ServerList;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.config.RmConfig;
import java.nio.file.Path;

/**
 * The daemon's own settings, read from maui.cfg (guide appendix F): which pbs_server (the first
 * RMCFG of TYPE PBS, else the local one on 15001; its HOST may name a TORQUE HA pair in TORQUE's
 * comma form, {@code head1,head2}), how often to poll, how long to coalesce pokes, where state
 * lives (paths relative to the Maui home, by default the directory of maui.cfg, as Maui takes them
 * relative to its home; LOGFILE relative to LOGDIR), and the failed-start policy. A
 * reconfiguration reads them again from the new config ({@link #reread}), keeping what the
 * command line overrode.
 *
 * @param rmHost          RMCFG HOST as written: one pbs_server or a comma list of them, each
 *                        {@code host} or {@code host:port} ({@link #rmServers()})
 * @param rmPort          RMCFG PORT: the port of the servers that give none
 * @param inFlightTimeout seconds after which a RunJob that left but never showed the job running
 *                        counts as a failed start: JOBSYNCTIME (appendix F, "the length of time
 *                        after which Maui will sync up a job's expected state with an unexpected
 *                        reported state"), at least RMPOLLINTERVAL so that one poll can see it
 * @param privilegedPokesOnly accept scheduler-port pokes only from source ports below 1024, as
 *                        pbs_server (root) sends them and pbs_sched requires; off for an
 *                        in-process emulated server
 * @param home            the Maui home relative paths resolve against
 * @param overrides       what the command line (or the demo) set over maui.cfg
 */
public record DaemonSettings(
        String rmHost,
        int rmPort,
        int schedulerPort,
        long pollInterval,
        long aggregationTime,
        Path checkpointFile,
        long checkpointInterval,
        Path statDir,
        Path logFile,
        int logLevel,
        long logFileMaxSize,
        int logFileRollDepth,
        DeferPolicy deferPolicy,
        long inFlightTimeout,
        boolean privilegedPokesOnly,
        Path home,
        Overrides overrides) {

    /**
     * Values given outside maui.cfg; null where maui.cfg decides.
     *
     * @param discardState start afresh when the checkpoint cannot be believed ({@code --discard-state})
     */
    public record Overrides(String rmHost, Integer rmPort, Integer schedulerPort, boolean unprivilegedPokes,
                            boolean discardState) {
        static final Overrides NONE = new Overrides(null, null, null, false, false);
    }

    public static DaemonSettings of(MauiConfig cfg, Path home) {
        String host = "localhost";
        int port = 15001;
        int eventPort = 15004;
        for (RmConfig rm : cfg.resourceManagers().values()) {
            if (rm.isTorque()) {
                host = rm.host().orElse(host);
                port = rm.port() > 0 ? rm.port() : port;
                eventPort = rm.eventPort().orElse(eventPort);
                break;
            }
        }
        long poll = Math.max(1, cfg.get(Parameters.RMPOLLINTERVAL));
        return new DaemonSettings(host, port, eventPort, poll, cfg.get(Parameters.JOBAGGREGATIONTIME),
                home.resolve(cfg.get(Parameters.CHECKPOINTFILE)), cfg.get(Parameters.CHECKPOINTINTERVAL),
                home.resolve(cfg.get(Parameters.STATDIR)),
                home.resolve(cfg.get(Parameters.LOGDIR)).resolve(cfg.get(Parameters.LOGFILE)),
                cfg.get(Parameters.LOGLEVEL), cfg.get(Parameters.LOGFILEMAXSIZE), cfg.get(Parameters.LOGFILEROLLDEPTH),
                new DeferPolicy(cfg.get(Parameters.DEFERTIME), cfg.get(Parameters.DEFERCOUNT),
                        cfg.get(Parameters.DEFERSTARTCOUNT)),
                Math.max(poll, cfg.get(Parameters.JOBSYNCTIME)), true, home, Overrides.NONE);
    }

    /** The settings of {@code cfg} in the same home, with the same command-line overrides. */
    public DaemonSettings reread(MauiConfig cfg) {
        return of(cfg, home).with(overrides);
    }

    private DaemonSettings with(Overrides o) {
        return new DaemonSettings(o.rmHost() != null ? o.rmHost() : rmHost, o.rmPort() != null ? o.rmPort() : rmPort,
                o.schedulerPort() != null ? o.schedulerPort() : schedulerPort, pollInterval, aggregationTime,
                checkpointFile, checkpointInterval, statDir, logFile, logLevel, logFileMaxSize, logFileRollDepth,
                deferPolicy, inFlightTimeout, privilegedPokesOnly && !o.unprivilegedPokes(), home, o);
    }

    /** The pbs_servers to try in order, RMCFG HOST parsed with RMCFG PORT as the default port. */
    public ServerList rmServers() {
        return ServerList.parse(rmHost, rmPort);
    }

    /** pbs_server(s) at {@code host} ({@code head1,head2[:port]}) whatever RMCFG says (maui --server). */
    public DaemonSettings withRm(String host, int port) {
        return with(new Overrides(host, port, overrides.schedulerPort(), overrides.unprivilegedPokes(),
                overrides.discardState()));
    }

    /** The scheduler port whatever RMCFG EPORT says (0: any free port). */
    public DaemonSettings withSchedulerPort(int port) {
        return with(new Overrides(overrides.rmHost(), overrides.rmPort(), port, overrides.unprivilegedPokes(),
                overrides.discardState()));
    }

    /** Accepts pokes from any source port (an emulated pbs_server in the same process). */
    public DaemonSettings withUnprivilegedPokes() {
        return with(new Overrides(overrides.rmHost(), overrides.rmPort(), overrides.schedulerPort(), true,
                overrides.discardState()));
    }

    /** Starts afresh when the checkpoint cannot be believed, setting the old files aside (maui --discard-state). */
    public DaemonSettings withDiscardedState() {
        return with(new Overrides(overrides.rmHost(), overrides.rmPort(), overrides.schedulerPort(),
                overrides.unprivilegedPokes(), true));
    }
}
