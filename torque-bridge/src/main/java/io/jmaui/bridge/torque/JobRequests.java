package io.jmaui.bridge.torque;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a job's {@code Resource_List} asks for, as the job's requests ({@link Req}): node spec
 * parts, {@code procs}, {@code ncpus}, GPUs and generic resources, with memory shared out over
 * the tasks (wire doc 6.3).
 *
 * <p>A part without devices is {@code count * ppn} one-proc tasks, {@code ppn} per node. A part
 * with GPUs or MICs is {@code count} tasks of one node's share each ({@code ppn} procs,
 * {@code gpus} GPUs, {@code mics} MICs): TORQUE's {@code gpus=} is per node, so the node's share
 * is the unit that cannot be split. Parts of the same shape are one request; a spec whose parts
 * differ ({@code nodes=3:fast+1:io}) is a multi-req job, which the core runs as such under
 * ENABLEMULTIREQJOBS and otherwise merges into one request. Parts naming hosts
 * ({@code n1+n2:ppn=2}) stay one request bound to the job's host list.
 *
 * <p>{@code -l gpus=G}, which qsub sends as {@code gres=gpus:G} (TORQUE add_verify_resources.c),
 * and {@code -l ncpus=N:gpus=G}, which pbs_server keeps as {@code gpus=G} (req_quejob.c), ask G
 * GPUs on every node a part without {@code gpus=} uses; a job with no node spec is then one node.
 * Other {@code gres} names ({@code gres=matlab:2+tape}) are generic resources per task, as Maui
 * reads them (guide 13.3, count 1 when absent).
 */
final class JobRequests {

    /** The MIC count's generic-resource name: TORQUE's {@code mics=} and node {@code mics}. */
    static final String MICS = "mics";

    private JobRequests() {
    }

    /** One request before memory is shared out. */
    record Shape(int tasks, int procs, int gpus, Gres gres, int nodes, int tasksPerNode, Set<String> features) {

        boolean devices() {
            return gpus > 0 || !gres.isEmpty();
        }

        int totalProcs() {
            return tasks * procs;
        }

        /** Whole nodes' shares carrying {@code g} GPUs each (a shape without GPUs given them). */
        Shape withGpusPerNode(int g) {
            if (gpus > 0) {
                return this;
            }
            if (devices()) {
                return new Shape(tasks, procs, g, gres, nodes, tasksPerNode, features);
            }
            int n = Math.max(1, nodes);
            int perNode = tasksPerNode > 0 ? tasksPerNode : Math.max(1, tasks / n);
            return new Shape(n, perNode * procs, g, gres, n, 1, features);
        }

        /**
         * {@code TPN} tasks on each node (guide 13.3): {@code procs=8} with TPN 4 is {@code
         * nodes=2:ppn=4}. Only a request of one-proc tasks without devices, features or a per-node
         * count of its own, in whole nodes; null otherwise.
         */
        Shape withTasksPerNode(int tpn) {
            if (procs != 1 || devices() || tasksPerNode > 0 || tasks % tpn != 0) {
                return null;
            }
            return new Shape(tasks, 1, 0, gres, tasks / tpn, tpn, features);
        }

        Shape withGres(Gres g) {
            return new Shape(tasks, procs, gpus, gres.plus(g), nodes, tasksPerNode, features);
        }
    }

    /** The node spec's parts, parts of one shape merged, in order of first appearance. */
    static List<Shape> of(NodeSpec spec) {
        Map<List<Object>, Shape> merged = new LinkedHashMap<>();
        for (NodeSpec.Part p : spec.parts()) {
            Shape s = p.gpus() > 0 || p.mics() > 0
                    ? new Shape(p.count(), p.ppn(), p.gpus(), Gres.of(MICS, p.mics()), p.count(), 1, p.features())
                    : new Shape(p.count() * p.ppn(), 1, 0, Gres.NONE, p.count(), p.ppn(), p.features());
            // parts naming hosts stay one request, as before multi-req jobs: the job's host list binds them
            List<Object> key = p.host() != null && !s.devices() ? List.of("hosts")
                    : List.of(s.procs(), s.gpus(), s.gres(), s.tasksPerNode(), Set.copyOf(s.features()));
            merged.merge(key, s, (a, b) -> new Shape(a.tasks() + b.tasks(), a.procs(), a.gpus(), a.gres(),
                    a.nodes() + b.nodes(), a.tasksPerNode() == b.tasksPerNode() ? a.tasksPerNode() : 0,
                    a.features().equals(b.features()) ? a.features() : Set.of()));
        }
        return List.copyOf(merged.values());
    }

    /** {@code procs=N}: N one-proc tasks anywhere. */
    static Shape procs(int n) {
        return new Shape(n, 1, 0, Gres.NONE, 0, 0, Set.of());
    }

    /** {@code ncpus=N}: one task of N procs, on one node. */
    static Shape ncpus(int n) {
        return new Shape(1, n, 0, Gres.NONE, 1, 0, Set.of());
    }

    /**
     * The {@code gres} resource: {@code name[:count]} items separated by {@code +}, {@code %} or
     * {@code ,}; null when an item's count is not a positive number.
     */
    static Map<String, Long> gres(String text) {
        Map<String, Long> out = new TreeMap<>();
        for (String item : text.split("[+%,]")) {
            String t = item.strip();
            if (t.isEmpty()) {
                continue;
            }
            int colon = t.indexOf(':');
            String name = colon < 0 ? t : t.substring(0, colon);
            long count = 1;
            if (colon >= 0) {
                String v = t.substring(colon + 1);
                if (v.isEmpty() || v.length() > 9 || !v.chars().allMatch(Character::isDigit) || Long.parseLong(v) <= 0) {
                    return null;
                }
                count = Long.parseLong(v);
            }
            if (name.isEmpty()) {
                return null;
            }
            out.merge(name, count, Long::sum);
        }
        return out;
    }

    /**
     * The GRES of a job's extension as Maui reads it (guide 13.3, MJob.c):
     * {@code <name>[@<count>][:<name>[@<count>]]...}, count 1 when absent; null when a count is
     * not a positive number.
     */
    static Map<String, Long> gresExtension(String text) {
        Map<String, Long> out = new TreeMap<>();
        for (String item : text.split("[:,+]")) {
            String t = item.strip();
            if (t.isEmpty()) {
                continue;
            }
            int at = t.indexOf('@');
            Map<String, Long> one = gres(at < 0 ? t : t.substring(0, at) + ":" + t.substring(at + 1));
            if (one == null || one.isEmpty()) {
                return null;
            }
            one.forEach((k, v) -> out.merge(k, v, Long::sum));
        }
        return out;
    }

    /** True for the gres name qsub gives {@code -l gpus=}. */
    static boolean isGpus(String gresName) {
        return gresName.toLowerCase(Locale.ROOT).equals("gpus");
    }

    /**
     * The requests with memory per task: {@code perProc} MB per proc when the job gave pmem or
     * pvmem, else the job's {@code perJob} MB shared over its procs (rounded up).
     */
    static List<Req> reqs(List<Shape> shapes, long perJobMem, long perProcMem, long perJobSwap, long perProcSwap) {
        int procs = 0;
        for (Shape s : shapes) {
            procs += s.totalProcs();
        }
        List<Req> out = new ArrayList<>(shapes.size());
        for (Shape s : shapes) {
            long mem = perTask(s, shapes.size(), procs, perJobMem, perProcMem);
            long swap = perTask(s, shapes.size(), procs, perJobSwap, perProcSwap);
            out.add(new Req(s.tasks(), new Resources(s.procs(), mem, swap, 0, s.gpus(), s.gres()), s.nodes(),
                    s.tasksPerNode(), s.features()));
        }
        return out;
    }

    private static long perTask(Shape s, int shapes, int totalProcs, long perJob, long perProc) {
        if (perProc > 0) {
            return perProc * s.procs();
        }
        if (perJob <= 0) {
            return 0;
        }
        if (shapes == 1) {
            return (perJob + s.tasks() - 1) / s.tasks();
        }
        return (perJob + totalProcs - 1) / Math.max(1, totalProcs) * s.procs();
    }
}
