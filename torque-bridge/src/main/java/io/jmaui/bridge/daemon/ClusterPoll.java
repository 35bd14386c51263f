package io.jmaui.bridge.daemon;

import io.jmaui.bridge.torque.JobMapper;
import io.jmaui.bridge.torque.MappingProblems;
import io.jmaui.bridge.torque.NodeMapper;
import io.jmaui.bridge.torque.PbsObject;
import io.jmaui.bridge.torque.RmExtension;
import io.jmaui.bridge.torque.QueueMapper;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.codec.DecoderWarmup;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.AttributeNames;
import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.scheduler.iteration.RankedMap;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Pulls queues, nodes and jobs from pbs_server (StatusQue, StatusNode, StatusJob; the client sends
 * them one at a time on its one connection) and maps them into the model.
 *
 * <p>At 100,000 jobs the decoded StatusJob reply is the largest thing the daemon holds, so the
 * poll is built to keep it small and short-lived: StatusJob asks only for the attributes the
 * mapping reads ({@link #JOB_ATTRIBUTES}); the reply is mapped on the scheduling thread, not on
 * the client's event loop, and each status object is let go as soon as it is mapped; values many
 * jobs share and keep (queue, user, group, account, qos, comment) are kept once. One instance per
 * daemon: it remembers what each object mapped to, and maps only the objects that changed.
 */
final class ClusterPoll {

    /** The job attributes asked for: what the mapping reads, and the comment. */
    static final List<String> JOB_ATTRIBUTES = Stream.concat(JobMapper.ATTRIBUTES.stream(), Stream.of("comment"))
            .toList();
    private static final List<String> WITHOUT_EXTENSION = JOB_ATTRIBUTES.stream()
            .filter(a -> !a.equals(RmExtension.ATTRIBUTE)).toList();
    /**
     * Without {@code resources_used}, asked for only while a policy reads it: a running job's
     * usage changes with every MOM update, so asking for it has every running job mapped afresh
     * each poll instead of recalled.
     */
    private static final String USAGE = "resources_used";

    /**
     * Values that repeat across jobs and that the mapped jobs keep (the extension, the comment),
     * kept as one String each per poll. Values only parsed (state, node spec, walltime) go with
     * their status object, so sharing them would cost a lookup per job and save nothing.
     */
    private static final Set<String> SHARED_VALUES = Set.of("x", "comment");
    /**
     * Credential names, kept as one String each across polls ({@link #credentials}): a job
     * recalled from the memo keeps the strings of the poll that mapped it, and the core's lookups
     * by name compare identity first, so every job naming a user names it with the same String.
     */
    private static final Set<String> CREDENTIALS = Set.of("queue", "euser", "egroup", "Account_Name",
            "Resource_List.qos");
    /** Distinct credential names kept at most; past it they start afresh (a site has far fewer). */
    private static final int CREDENTIALS_KEPT = 100_000;
    private final Map<String, String> credentials = new HashMap<>();


    /**
     * The three status replies, handed over once: {@link #map} takes the lists out, so that the
     * decoded objects can be collected while the rest are mapped.
     */
    static final class Replies {
        private List<StatusObject> queues;
        private List<StatusObject> nodes;
        private List<StatusObject> jobs;

        Replies(List<StatusObject> queues, List<StatusObject> nodes, List<StatusObject> jobs) {
            this.queues = queues;
            this.nodes = nodes;
            this.jobs = jobs;
        }

        /** How many nodes and jobs came withheld (the memo held them with the same bytes). */
        int withheld() {
            return (int) Stream.concat(nodes.stream(), jobs.stream()).filter(ClusterPoll::withheld).count();
        }
    }

    /**
     * The three replies, asked for one after the other (the client sends one request at a time
     * anyway) and waited for here, on the scheduling thread: the nodes and jobs this poll's memo
     * holds with the same bytes come withheld ({@link KnownObjects}), so only what changed is
     * copied out of the replies. The queues and node names are looked at before the jobs are asked
     * for: when they changed, the job memo is dropped first, so no job comes withheld that would
     * have to be mapped again. {@code usage}: ask for the jobs' {@code resources_used} too.
     */
    Replies fetch(PbsClient client, boolean usage, long timeoutSeconds) throws Exception {
        List<StatusObject> queues = client.statQueues().get(timeoutSeconds, TimeUnit.SECONDS);
        List<StatusObject> nodes = client.statNodes("", List.of(), nodeMemo).get(timeoutSeconds,
                TimeUnit.SECONDS);
        prepareJobs(queues, nodes);
        List<StatusObject> jobs = statJobs(client, usage, jobMemo).get(timeoutSeconds, TimeUnit.SECONDS);
        return new Replies(queues, nodes, jobs);
    }

    /**
     * The replies {@link #fetch} would hand over for these objects, passed through the codec as
     * the client receives them, the objects the memos hold withheld: the daemon's warm-up
     * ({@link MappingWarmup}) polls a made-up cluster this way, with no pbs_server.
     */
    Replies decoded(List<StatusObject> queues, List<StatusObject> nodes, List<StatusObject> jobs) {
        List<StatusObject> q = DecoderWarmup.roundTrip(queues, KnownObjects.NONE);
        List<StatusObject> n = DecoderWarmup.roundTrip(nodes, nodeMemo);
        prepareJobs(q, n);
        return new Replies(q, n, DecoderWarmup.roundTrip(jobs, jobMemo));
    }

    /** Drops the job memo when what a job is mapped against changed: the node names or the routing queues. */
    private void prepareJobs(List<StatusObject> queues, List<StatusObject> nodes) {
        Set<String> hosts = new HashSet<>(capacity(nodes.size()));
        nodes.forEach(n -> hosts.add(n.name()));
        Set<String> routing = new TreeSet<>();
        for (StatusObject q : queues) {
            JobClass c = QueueMapper.map(object(q, new HashMap<>()), new MappingProblems());
            if (!c.execution()) {
                routing.add(c.name());
            }
        }
        JobContext context = new JobContext(hosts, routing);
        if (!context.equals(jobContext)) {
            jobMemo.clear();
            jobContext = context;
        }
    }

    /**
     * StatusJob filtered to {@link #JOB_ATTRIBUTES}. A server built without the {@code x} job
     * attribute refuses a filter naming it (PBSE_NOATTR, every name is looked up in its attribute
     * table); then the jobs are asked for again without it, and {@code x} comes among the
     * unknown attributes ({@code _other_}).
     */
    private static CompletableFuture<List<StatusObject>> statJobs(PbsClient client, boolean usage, KnownObjects known) {
        return client.statJobs("", usage ? JOB_ATTRIBUTES : without(JOB_ATTRIBUTES, USAGE), known).exceptionallyCompose(e -> {
            Throwable cause = e instanceof java.util.concurrent.CompletionException ? e.getCause() : e;
            if (cause instanceof PbsServerException p && p.code() == PbsError.NOATTR.code()) {
                return client.statJobs("", usage ? WITHOUT_EXTENSION : without(WITHOUT_EXTENSION, USAGE), known);
            }
            return CompletableFuture.failedFuture(cause);
        });
    }

    private static List<String> without(List<String> names, String name) {
        return names.stream().filter(a -> !a.equals(name)).toList();
    }

    /** A mapped job with the comment pbs_server shows for it. */
    private record MappedJob(Job job, String comment) {
    }

    private final MappingMemo<Node> nodeMemo = new MappingMemo<>();
    private final MappingMemo<MappedJob> jobMemo = new MappingMemo<>();
    /** The node names and routing queues the job memo's jobs were mapped under. */
    private record JobContext(Set<String> hosts, Set<String> routing) {
    }

    private JobContext jobContext = new JobContext(Set.of(), Set.of());
    private final AttributeNames names = new AttributeNames();

    /**
     * Maps one poll's replies (the scheduling thread): every object that changed since the last
     * poll, and for the rest what they mapped to then ({@link MappingMemo}). An object whose
     * mapping reported a problem is mapped again each poll, so its problem is reported again.
     * Null when an object came withheld that the memo cannot give back (it never should: the
     * memo is left as it was when the replies were asked for); both memos are dropped then, so
     * that the caller's next {@link #fetch} has every object's bytes.
     */
    PolledCluster map(Replies replies) {
        PolledCluster polled = mapReplies(replies);
        if (polled == null) {
            nodeMemo.clear();
            jobMemo.clear();
        }
        return polled;
    }

    /**
     * Each node and job in a method of its own ({@link #node}, {@link #job}): called per object,
     * they are compiled early (the warm-up reaches them), where this method, run once a poll, only
     * ever gets its loops compiled on the fly.
     */
    private PolledCluster mapReplies(Replies replies) {
        ArrayList<StatusObject> queues = new ArrayList<>(replies.queues);
        ArrayList<StatusObject> nodes = new ArrayList<>(replies.nodes);
        ArrayList<StatusObject> jobs = new ArrayList<>(replies.jobs);
        replies.queues = null;
        replies.nodes = null;
        replies.jobs = null;
        Map<String, String> shared = new HashMap<>();
        MappingProblems problems = new MappingProblems();
        List<JobClass> classes = new ArrayList<>();
        Set<String> routing = new TreeSet<>();
        for (int i = 0; i < queues.size(); i++) {
            JobClass c = QueueMapper.map(object(queues.set(i, null), shared), problems);
            classes.add(c);
            if (!c.execution()) {
                routing.add(c.name());
            }
        }
        List<Node> nodeList = new ArrayList<>(nodes.size());
        Set<String> hostNames = new HashSet<>(capacity(nodes.size()));
        for (int i = 0; i < nodes.size(); i++) {
            Node node = node(nodes.set(i, null), shared, problems);
            if (node == null) {
                return null;
            }
            nodeList.add(node);
            hostNames.add(node.name());
        }
        nodeMemo.endPoll();
        JobContext context = new JobContext(hostNames, routing);
        if (!context.equals(jobContext)) {
            jobMemo.clear();
            jobContext = context;
        }
        JobMapper jobMapper = new JobMapper(hostNames);
        List<Job> jobList = new ArrayList<>(jobs.size());
        // each job once in a poll: appended in poll order, indexed on the first look-up
        RankedMap<String> comments = new RankedMap<>(jobs.size());
        for (int i = 0; i < jobs.size(); i++) {
            StatusObject o = jobs.set(i, null);
            MappedJob m = job(o, shared, routing, jobMapper, problems);
            if (m == WITHHELD) {
                return null;
            }
            if (m != null) {
                jobList.add(m.job());
                if (m.comment() != null) {
                    comments.append(m.job().id(), m.comment());
                }
            }
        }
        jobMemo.endPoll();
        return new PolledCluster(jobList, nodeList, classes, comments, problems.list());
    }

    /** One node: recalled, or mapped; null when it came withheld and cannot be recalled. */
    private Node node(StatusObject o, Map<String, String> shared, MappingProblems problems) {
        Node node = nodeMemo.recall(o);
        if (node != null || withheld(o)) {
            return node;
        }
        int before = problems.size();
        node = NodeMapper.map(object(o, shared), problems);
        if (problems.size() == before) {
            nodeMemo.remember(o, node);
        }
        return node;
    }

    /** Said of a job that came withheld and cannot be recalled. */
    private static final MappedJob WITHHELD = new MappedJob(null, null);

    /** One job: recalled, or mapped ({@link #mapJob}); {@link #WITHHELD} when it cannot be recalled. */
    private MappedJob job(StatusObject o, Map<String, String> shared, Set<String> routing, JobMapper mapper,
                          MappingProblems problems) {
        MappedJob m = jobMemo.recall(o);
        if (m != null) {
            return m;
        }
        return withheld(o) ? WITHHELD : mapJob(o, shared, routing, mapper, problems);
    }

    private static boolean withheld(StatusObject o) {
        return o.attributes() instanceof EncodedAttributes a && a.isWithheld();
    }

    /** One job that changed (or is new): null when it is not the scheduler's (routing queue) or cannot be mapped. */
    private MappedJob mapJob(StatusObject status, Map<String, String> shared, Set<String> routing, JobMapper mapper,
                             MappingProblems problems) {
        PbsObject o = object(status, shared);
        if (routing.contains(o.getOr("queue", ""))) {
            return null;
        }
        int before = problems.size();
        MappedJob m = mapper.map(o, problems).map(job -> new MappedJob(job, o.getOr("comment", null))).orElse(null);
        if (m != null && problems.size() == before) {
            jobMemo.remember(status, m);
        }
        return m;
    }

    /**
     * A status object's attributes keyed by wire name, or {@code name.resource} for resources;
     * values of {@link #SHARED_VALUES} taken from {@code shared}, credential names from {@link #credentials}.
     */
    private PbsObject object(StatusObject o, Map<String, String> shared) {
        List<Attribute> list = o.attributes();
        Map<String, String> attrs = new HashMap<>(capacity(list.size()));
        if (list instanceof EncodedAttributes e) {
            for (int i = 0; i < e.size(); i++) {
                put(attrs, e.fullName(i, names), e.value(i), shared);
            }
        } else {
            for (Attribute a : list) {
                put(attrs, a.fullName(), a.value(), shared);
            }
        }
        return new PbsObject(o.name(), attrs);
    }

    private void put(Map<String, String> attrs, String key, String value, Map<String, String> shared) {
        String kept = value;
        if (CREDENTIALS.contains(key)) {
            if (credentials.size() >= CREDENTIALS_KEPT) {
                credentials.clear();
            }
            kept = credentials.computeIfAbsent(value, v -> v);
        } else if (SHARED_VALUES.contains(key)) {
            kept = shared.computeIfAbsent(value, v -> v);
        }
        attrs.put(key, kept);
    }

    /** A HashMap capacity that holds {@code n} entries without resizing (Java 19's HashMap.newHashMap). */
    private static int capacity(int n) {
        return (int) Math.ceil(n / 0.75);
    }
}
