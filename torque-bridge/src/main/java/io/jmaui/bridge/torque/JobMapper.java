package io.jmaui.bridge.torque;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.QosRequest;
import io.jmaui.scheduler.model.Req;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;

/**
 * A TORQUE job status object to a {@link Job} (wire doc 6.2, 6.3).
 *
 * <p>The request becomes tasks ({@link JobRequests}): {@code nodes=N:ppn=P} is N*P one-proc tasks
 * with N and P kept for JOBNODEMATCHPOLICY, {@code nodes=N:ppn=P:gpus=G} N tasks of P procs and G
 * GPUs; {@code procs=N} is N one-proc tasks anywhere; {@code ncpus=N} is one task of N procs (all
 * on one host); no request is one task of one proc. {@code mem}/{@code vmem} are per job and are
 * divided among the tasks; {@code pmem}/{@code pvmem} are per process, so per task they are
 * multiplied by the task's procs. An active job's hosts and devices come from {@code exec_host}
 * and {@code exec_gpus} ({@link ExecAllocation}). Jobs in routing queues are not the scheduler's
 * and map to empty.
 *
 * <p>A poll maps every job with one mapper ({@link #JobMapper(Set)}), which reads each distinct
 * node spec once (a 100,000-job poll has a few dozen) and gives {@code exec_host} the known
 * nodes' own name strings.
 */
public final class JobMapper {

    /**
     * The StatusJob name of the attributes pbs_server does not know. TORQUE 6.1 knows {@code x}
     * ({@link RmExtension}): every build copies src/include/site_job_attr_def.ht, which defines
     * it, into its attribute table (server/accounting.c reads JOB_SITE_ATR_x), so {@code x} is
     * asked for by name; {@code _other_} still brings it from a server built without it, which
     * refuses the name {@code x} (PBSE_NOATTR; the poll then asks again without it).
     */
    static final String OTHER = "_other_";

    /**
     * Every job attribute {@link #map} reads ({@code Resource_List} brings all its resources). A
     * StatusJob filtered to these (wire doc §3, the request's {@code attrl}) maps to the same jobs
     * as an unfiltered one, without {@code Variable_List} and the rest of what a 100,000-job reply
     * would otherwise carry. {@code resources_used} is asked for (RESOURCELIMITPOLICY, JOBMAXOVERRUN):
     * pbs_server has it only for jobs that have run, five short values each.
     */
    public static final List<String> ATTRIBUTES = List.of("job_state", "queue", "queue_type", "Hold_Types",
            "Job_Owner", "euser", "egroup", "group_list", "Account_Name", "Resource_List", "qtime", "ctime",
            "start_time", "comp_time", "exec_host", "exec_gpus", "exec_mics", "depend", "exit_status", "Rerunable",
            "Checkpoint", "resources_used", Placements.NODE_EXCLUSIVE, OTHER, RmExtension.ATTRIBUTE);

    private final Set<String> knownHosts;
    private final Map<String, String> hostNames;
    private final Map<String, Optional<NodeRequest>> nodeRequests = new HashMap<>();
    /** One request object per distinct QOS and option: 100,000 jobs of a few QOS share a few. */
    private final Map<String, QosRequest> qosRequests = new HashMap<>();

    /** How a job asked for its QOS, as checkjob says it. */
    public static final String VIA_EXTENSION = "qsub -W x=QOS:";
    public static final String VIA_RESOURCE = "qsub -l qos=";

    /** A mapper for one poll's jobs, where the server's nodes are {@code knownHosts}. */
    public JobMapper(Set<String> knownHosts) {
        this.knownHosts = knownHosts;
        this.hostNames = new HashMap<>(knownHosts.size() * 4 / 3 + 1);
        knownHosts.forEach(h -> hostNames.put(h, h));
    }

    /** One job, with a mapper of its own: for a whole poll, map with one {@link #JobMapper(Set)}. */
    public static Optional<Job> map(PbsObject o, Set<String> knownHosts, MappingProblems problems) {
        return new JobMapper(knownHosts).map(o, problems);
    }

    public Optional<Job> map(PbsObject o, MappingProblems problems) {
        String id = o.name();
        String where = "job " + id;
        if ("R".equals(o.getOr("queue_type", "E"))) {
            return Optional.empty();
        }
        String stateText = o.getOr("job_state", "Q");
        Set<HoldType> holds = holds(o.getOr("Hold_Types", "n"), where, problems);
        JobState state = switch (stateText) {
            case "Q" -> holds.isEmpty() ? JobState.IDLE : JobState.HOLD;
            case "H" -> JobState.HOLD;
            case "W" -> JobState.DEFERRED;
            case "R", "E" -> JobState.RUNNING;
            case "S" -> JobState.SUSPENDED;
            case "T" -> JobState.STAGING;
            case "C" -> JobState.COMPLETED;
            default -> {
                problems.add(where, "job_state", stateText, "is not a TORQUE job state (T Q H W R E C S)");
                yield null;
            }
        };
        if (state == null) {
            return Optional.empty();
        }
        Job.Builder b = Job.builder(id)
                .credentials(credentials(o))
                .state(state)
                .holds(holds);
        RmExtension x = RmExtension.parse(o.getOr(RmExtension.ATTRIBUTE, null),
                expected -> problems.add(where, RmExtension.ATTRIBUTE, o.getOr(RmExtension.ATTRIBUTE, ""), expected));
        List<Req> reqs = request(o, x, b, where, problems);
        b.walltime(time(o, "Resource_List.walltime", where, problems).orElse(0));
        b.submitTime(epoch(o, "qtime", where, problems).orElse(epoch(o, "ctime", where, problems).orElse(0)));
        b.startTime(epoch(o, "start_time", where, problems).orElse(0));
        if (state == JobState.COMPLETED) {
            b.completionTime(epoch(o, "comp_time", where, problems).orElse(0));
        }
        if (state.isActive()) {
            o.get("exec_host").ifPresent(text -> {
                Optional<List<String>> slots = ExecHost.slots(text, hostNames);
                if (slots.isEmpty()) {
                    problems.add(where, "exec_host", text, "is not host/slot[+host/slot...]");
                }
                slots.ifPresent(hosts -> {
                    ExecAllocation.Held held = ExecAllocation.of(reqs, hosts, devices(o, "exec_gpus", "-gpu", where,
                            problems), devices(o, "exec_mics", "-mic", where, problems));
                    b.reqs(held.reqs()).allocatedHosts(held.hostsPerTask());
                });
            });
        }
        o.get("depend").ifPresent(d -> b.dependencies(
                DependAttribute.parse(d, expected -> problems.add(where, "depend", d, expected))));
        if (state == JobState.COMPLETED) {
            exitStatus(o, where, problems).ifPresent(v -> b.exitStatus((int) v));
        }
        b.advres(x.advres().orElse(o.getOr("Resource_List.advres", null)));
        b.dedicatedNodes(x.dedicatedNodes());
        b.noQueue(x.noQueue(expected -> problems.add(where, RmExtension.ATTRIBUTE, o.getOr(RmExtension.ATTRIBUTE, ""),
                expected)));
        b.qosRequest(qosRequest(x, o));
        b.placement(Placements.of(x, o.getOr(Placements.NODE_EXCLUSIVE, null),
                expected -> problems.add(where, RmExtension.ATTRIBUTE, o.getOr(RmExtension.ATTRIBUTE, ""), expected)));
        // pbs_server reruns only a job whose Rerunable is set (req_rerun.c); qsub sets it unless -r n
        b.rerunnable("True".equalsIgnoreCase(o.getOr("Rerunable", "False")));
        b.checkpointable(checkpointable(o.getOr("Checkpoint", "u")));
        if (state == JobState.RUNNING || state == JobState.SUSPENDED) {
            b.usage(ResourcesUsed.of(o, where, problems));
        }
        return Optional.of(b.build());
    }

    private static Credentials credentials(PbsObject o) {
        String owner = o.getOr("Job_Owner", "");
        String user = o.getOr("euser", null);
        if (user == null) {
            user = owner.contains("@") ? owner.substring(0, owner.indexOf('@')) : owner;
        }
        String group = o.get("egroup").orElse(o.get("group_list").map(g -> g.split(",")[0]).orElse(null));
        return new Credentials(user.isEmpty() ? null : user, group, o.get("Account_Name").orElse(null),
                o.get("queue").orElse(null), null);
    }

    /**
     * The QOS the job asks for (guide 7.3): {@code qsub -W x=QOS:name} (the {@code x} attribute),
     * else {@code qsub -l qos=name} ({@code Resource_List.qos}); the scheduler grants it or not.
     * The extension wins, as Maui reads it after the resource list.
     */
    /**
     * Whether pbs_server checkpoints the job on a hold (req_holdjob.c): its {@code Checkpoint} list
     * has an item {@code s}, {@code c}, {@code c=N} or {@code enabled}, matched as TORQUE's
     * csv_find_string matches (the word, then no further letter).
     */
    static boolean checkpointable(String text) {
        for (String item : text.split(",")) {
            String i = item.strip();
            for (String w : new String[] {"s", "c", "enabled"}) {
                if (i.startsWith(w) && (i.length() == w.length() || !Character.isLetter(i.charAt(w.length())))) {
                    return true;
                }
            }
        }
        return false;
    }

    private QosRequest qosRequest(RmExtension ext, PbsObject o) {
        Optional<String> x = ext.qos();
        if (x.isPresent()) {
            return qosRequests.computeIfAbsent(x.get() + "\0x", k -> new QosRequest(x.get(), VIA_EXTENSION));
        }
        String l = o.getOr("Resource_List.qos", null);
        if (l == null || l.isBlank()) {
            return null;
        }
        return qosRequests.computeIfAbsent(l.strip() + "\0l", k -> new QosRequest(l.strip(), VIA_RESOURCE));
    }

    /**
     * What a node spec asks of a job, worked out once per distinct spec text; the lists are
     * immutable, so every job that asks the same shares them.
     *
     * @param hosts the requested hosts when every part names one, else null
     */
    private record NodeRequest(List<JobRequests.Shape> shapes, List<String> hosts) {

        static NodeRequest of(NodeSpec s) {
            List<String> hosts = s.hosts().size() == s.parts().size() ? List.copyOf(s.hosts()) : null;
            return new NodeRequest(JobRequests.of(s), hosts);
        }
    }

    private List<Req> request(PbsObject o, RmExtension x, Job.Builder b, String where, MappingProblems p) {
        List<JobRequests.Shape> shapes = List.of(JobRequests.procs(1));
        boolean hostsNamed = false;
        String nodes = o.getOr("Resource_List.nodes", null);
        if (nodes != null) {
            Optional<NodeRequest> request = nodeRequests.computeIfAbsent(nodes,
                    text -> NodeSpec.parse(text, knownHosts).map(NodeRequest::of));
            if (request.isEmpty()) {
                p.add(where, "Resource_List.nodes", nodes, "is not a node spec (e.g. 2:ppn=4:fast, n1+n2:ppn=2)");
            } else {
                shapes = request.get().shapes();
                hostsNamed = request.get().hosts() != null;
                if (hostsNamed) {
                    b.requestedHosts(request.get().hosts());
                }
            }
        } else if (o.get("Resource_List.procs").isPresent()) {
            shapes = List.of(JobRequests.procs((int) positive(o, "Resource_List.procs", where, p).orElse(1)));
        } else if (o.get("Resource_List.ncpus").isPresent()) {
            shapes = List.of(JobRequests.ncpus((int) positive(o, "Resource_List.ncpus", where, p).orElse(1)));
        }
        shapes = devices(o, x, shapes, where, p);
        Consumer<String> xProblem = expected -> p.add(where, RmExtension.ATTRIBUTE, o.getOr(RmExtension.ATTRIBUTE, ""),
                expected);
        List<String> hostList = x.hostList(knownHosts, xProblem);
        if (!hostsNamed && !hostList.isEmpty()) {
            b.requestedHosts(hostList); // -W x=HOSTLIST: the node spec named no hosts of its own
        }
        int tpn = x.tasksPerNode();
        if (tpn != 0) {
            JobRequests.Shape spread = tpn > 0 && shapes.size() == 1 ? shapes.get(0).withTasksPerNode(tpn) : null;
            if (spread == null) {
                xProblem.accept(tpn < 0 ? "TPN is not a positive count" : "TPN:" + tpn + " applies only to one-proc"
                        + " tasks in whole nodes (procs=N, N a multiple of it) without ppn or devices");
            } else {
                shapes = List.of(spread);
            }
        }
        long dmem = x.dedicatedMemMb();
        if (dmem < 0) {
            xProblem.accept("DMEM is not a whole number of MB");
        }
        long pmem = size(o, "Resource_List.pmem", where, p).orElse(0);
        List<Req> reqs = JobRequests.reqs(shapes,
                size(o, "Resource_List.mem", where, p).orElse(0), pmem > 0 ? pmem : Math.max(0, dmem),
                size(o, "Resource_List.vmem", where, p).orElse(0), size(o, "Resource_List.pvmem", where, p).orElse(0));
        String software = o.getOr("Resource_List.software", null);
        if (software != null) {
            // -l software=NAME: a licence request of its own, as Maui's PBS interface adds it
            if (software.isBlank() || !software.strip().matches("[A-Za-z0-9_.\\-]+")) {
                p.add(where, "Resource_List.software", software, "is not a licence name (letters, digits, _ . -)");
            } else {
                List<Req> withLicence = new ArrayList<>(reqs);
                withLicence.add(Req.software(software.strip()));
                reqs = List.copyOf(withLicence);
            }
        }
        b.reqs(reqs);
        return reqs;
    }

    /**
     * The job's {@code gpus} and {@code gres} resources and its extension's {@code GRES}
     * ({@code -W x=GRES:tape:matlab@2}, guide 13.3) laid onto its requests (see {@link JobRequests}).
     */
    private static List<JobRequests.Shape> devices(PbsObject o, RmExtension x, List<JobRequests.Shape> shapes,
                                                   String where, MappingProblems p) {
        long gpus = o.get("Resource_List.gpus").isPresent() ? positive(o, "Resource_List.gpus", where, p).orElse(0) : 0;
        Gres gres = Gres.NONE;
        String text = o.getOr("Resource_List.gres", null);
        String ext = x.values().get("GRES");
        for (String[] source : new String[][] {{"Resource_List.gres", text}, {RmExtension.ATTRIBUTE, ext}}) {
            if (source[1] == null) {
                continue;
            }
            boolean mauiForm = source[0].equals(RmExtension.ATTRIBUTE);
            Map<String, Long> items = mauiForm ? JobRequests.gresExtension(source[1]) : JobRequests.gres(source[1]);
            if (items == null) {
                p.add(where, source[0], mauiForm ? o.getOr(RmExtension.ATTRIBUTE, "") : source[1], mauiForm
                        ? "has a GRES that is not name[@count][:name[@count]...]" : "is not name[:count][+name[:count]...]");
            } else {
                for (Map.Entry<String, Long> e : items.entrySet()) {
                    if (JobRequests.isGpus(e.getKey())) {
                        gpus = Math.max(gpus, e.getValue());
                    } else {
                        gres = gres.plus(Gres.of(e.getKey(), e.getValue()));
                    }
                }
            }
        }
        if (gpus <= 0 && gres.isEmpty()) {
            return shapes;
        }
        List<JobRequests.Shape> out = new ArrayList<>(shapes.size());
        for (JobRequests.Shape s : shapes) {
            JobRequests.Shape d = gpus > 0 ? s.withGpusPerNode((int) Math.min(gpus, 1 << 16)) : s;
            out.add(out.isEmpty() && !gres.isEmpty() ? d.withGres(gres) : d);
        }
        return out;
    }

    /** Devices per host of an active job's {@code exec_gpus} or {@code exec_mics}; none when absent or malformed. */
    private static Map<String, Integer> devices(PbsObject o, String attribute, String suffix, String where,
                                                MappingProblems p) {
        String text = o.getOr(attribute, null);
        if (text == null) {
            return Map.of();
        }
        Optional<Map<String, Integer>> d = ExecAllocation.devices(text, suffix);
        if (d.isEmpty()) {
            p.add(where, attribute, text, "is not host" + suffix + "/index[+host" + suffix + "/index...]");
        }
        return d.orElse(Map.of());
    }

    private static Set<HoldType> holds(String letters, String where, MappingProblems p) {
        Set<HoldType> holds = EnumSet.noneOf(HoldType.class);
        for (char c : letters.toCharArray()) {
            switch (c) {
                case 'n' -> { }
                case 'u' -> holds.add(HoldType.USER);
                case 'o' -> holds.add(HoldType.OPERATOR);
                case 's', 'a' -> holds.add(HoldType.SYSTEM);
                case 'l' -> holds.add(HoldType.SLOT);
                default -> p.add(where, "Hold_Types", letters, "has a letter other than n u o s a l");
            }
        }
        return holds;
    }

    /** TORQUE's {@code exit_status}: may be negative (the server's own codes for jobs that never ran). */
    private static OptionalLong exitStatus(PbsObject o, String where, MappingProblems p) {
        return parsed(o, "exit_status", text -> {
            OptionalLong v = TorqueValues.integer(text);
            return v.isPresent() && Math.abs(v.getAsLong()) < Integer.MAX_VALUE ? v : OptionalLong.empty();
        }, "is not an exit status", where, p);
    }

    private static OptionalLong time(PbsObject o, String key, String where, MappingProblems p) {
        return parsed(o, key, TorqueValues::seconds, "is not a time ([[DD:]HH:]MM:]SS)", where, p);
    }

    private static OptionalLong size(PbsObject o, String key, String where, MappingProblems p) {
        return parsed(o, key, TorqueValues::megabytes, "is not a size (e.g. 4gb, 512mb)", where, p);
    }

    private static OptionalLong epoch(PbsObject o, String key, String where, MappingProblems p) {
        return parsed(o, key, TorqueValues::integer, "is not epoch seconds", where, p);
    }

    private static OptionalLong positive(PbsObject o, String key, String where, MappingProblems p) {
        return parsed(o, key, text -> {
            OptionalLong v = TorqueValues.integer(text);
            return v.isPresent() && v.getAsLong() > 0 && v.getAsLong() < Integer.MAX_VALUE ? v : OptionalLong.empty();
        }, "is not a positive count", where, p);
    }

    /**
     * The attribute read by {@code parser}, reported when it cannot be read; empty when the job
     * has no such attribute. An absent attribute is not parsed: reading "" as a number costs an
     * exception, and most jobs have no start_time.
     */
    private static OptionalLong parsed(PbsObject o, String key, Function<String, OptionalLong> parser,
                                       String expected, String where, MappingProblems p) {
        String text = o.getOr(key, null);
        if (text == null) {
            return OptionalLong.empty();
        }
        OptionalLong value = parser.apply(text);
        if (value.isEmpty()) {
            p.add(where, key, text, expected);
        }
        return value;
    }
}
