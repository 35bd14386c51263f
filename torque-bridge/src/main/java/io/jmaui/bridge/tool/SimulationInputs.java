package io.jmaui.bridge.tool;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.config.SimNodeConfiguration;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.sim.ResourceTrace;
import io.jmaui.scheduler.sim.Simulator;
import io.jmaui.scheduler.sim.SwfTraceReader;
import io.jmaui.scheduler.sim.Trace;
import io.jmaui.scheduler.sim.WorkloadTrace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Where a simulation's trace and nodes come from (guide 16.2, 16.3): the command line first
 * ({@code --trace}, {@code --resources}, {@code --nodes}), then maui.cfg (SIMWORKLOADTRACEFILE,
 * SIMRESOURCETRACEFILE, each relative to the directory of maui.cfg, Maui's home), then the SWF
 * header's MaxNodes and MaxProcs. SIMNODECOUNT keeps the first nodes of a resource trace;
 * SIMNODECONFIGURATION UNIFORM keeps only their processors.
 */
final class SimulationInputs {

    private SimulationInputs() {
    }

    /** The workload trace file: {@code given}, else SIMWORKLOADTRACEFILE when maui.cfg sets it or runs in SIMULATION mode. */
    static Path traceFile(Path given, MauiConfig cfg, Path config) {
        if (given != null) {
            return given;
        }
        if (cfg.isSet(Parameters.SIMWORKLOADTRACEFILE) || simulationMode(cfg)) {
            return home(config).resolve(cfg.get(Parameters.SIMWORKLOADTRACEFILE));
        }
        return null;
    }

    static boolean simulationMode(MauiConfig cfg) {
        return "SIMULATION".equals(cfg.get(Parameters.SERVERMODE));
    }

    private static Path home(Path config) {
        Path parent = config.toAbsolutePath().getParent();
        return parent == null ? Path.of(".") : parent;
    }

    static Trace readTrace(Path file, String format, PrintWriter err) throws IOException {
        String text = Files.readString(file);
        boolean swf = "auto".equals(format) ? looksLikeSwf(text) : "swf".equals(format);
        Trace t = swf ? SwfTraceReader.read(file.toString(), text) : WorkloadTrace.read(file.toString(), text);
        t.problems().forEach(p -> err.println(p + " (skipped)"));
        return t;
    }

    /**
     * The simulated nodes, or null (after saying why on {@code err}) when nothing describes them.
     */
    static List<Node> cluster(Trace t, MauiConfig cfg, Path config, Path resources, Integer nodes, Integer procsPerNode,
                              PrintWriter err) throws IOException {
        Path file = resources;
        if (file == null && nodes == null) {
            Path fromCfg = home(config).resolve(cfg.get(Parameters.SIMRESOURCETRACEFILE));
            if (cfg.isSet(Parameters.SIMRESOURCETRACEFILE) || (simulationMode(cfg) && Files.isRegularFile(fromCfg))) {
                file = fromCfg;
            }
        }
        List<Node> out;
        if (file != null) {
            ResourceTrace.Nodes r = ResourceTrace.read(file.toString(), Files.readString(file));
            r.problems().forEach(p -> err.println(p + " (skipped)"));
            out = r.nodes();
            int limit = cfg.get(Parameters.SIMNODECOUNT);
            if (limit > 0 && out.size() > limit) {
                out = out.subList(0, limit);
            }
        } else {
            int n = nodes != null ? nodes : t.headerNodes();
            if (n <= 0) {
                err.println("maui-simulate: the trace gives no MaxNodes; say --nodes N [--procs-per-node P], --resources FILE"
                        + " or SIMRESOURCETRACEFILE");
                return null;
            }
            int p = procsPerNode != null ? procsPerNode
                    : t.headerProcs() > 0 && nodes == null ? Math.max(1, t.headerProcs() / n) : 1;
            out = Simulator.uniformNodes(n, p);
        }
        if (cfg.get(Parameters.SIMNODECONFIGURATION) == SimNodeConfiguration.UNIFORM) {
            out = out.stream().map(n -> new Node(n.name(), n.state(), Resources.procs(n.configured().procs()),
                    Resources.procs(n.configured().procs()), Set.of(), "DEFAULT", Set.of(), 0.0, List.of())).toList();
        }
        return out;
    }

    private static boolean looksLikeSwf(String text) {
        for (String line : text.split("\n", 200)) {
            String s = line.strip();
            if (s.startsWith(";")) {
                return true;
            }
            if (!s.isEmpty() && !s.startsWith("#")) {
                return s.split("\\s+").length < 30;
            }
        }
        return true;
    }
}
