package io.jmaui.scheduler.model;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A batch job as one iteration sees it.
 *
 * <p>The request is expressed in tasks (design.md "Tasks"): {@code tasks} tasks of {@code perTask}
 * resources each. {@code nodes} and {@code tasksPerNode} keep what the user wrote in
 * {@code nodes=N:ppn=P} (0 when not given): under JOBNODEMATCHPOLICY EXACTNODE they mean N
 * distinct hosts with P tasks each, otherwise P is only the minimum per node.
 *
 * @param id             the resource manager's job id, e.g. {@code 1001.head}
 * @param walltime       requested wallclock limit, seconds (0 when the job gave none)
 * @param submitTime     epoch seconds the job was queued
 * @param systemQueueTime epoch seconds from which the job accrues queue time under
 *                       JOBPRIOACCRUALPOLICY (0 = not yet known: use submitTime)
 * @param startTime      epoch seconds the job started (0 when not started)
 * @param allocatedHosts one host name per allocated task, in exec_host order (empty when idle)
 * @param bypassCount    how many times backfill started a lower-priority job ahead of this one
 * @param systemPriority the admin's system priority set with setspri (0 = none)
 * @param exitStatus     how a completed job ended (TORQUE's {@code exit_status}); null when not
 *                       ended or not reported
 * @param advres         the reservation the job asks to run in (Maui's ADVRES extension,
 *                       {@code qsub -W x=ADVRES:name} or {@code -l advres=name}): null for none, ""
 *                       for any reservation that admits it
 * @param rerunnable     the resource manager may requeue the job (TORQUE {@code Rerunable}, qsub's
 *                       default True): PREEMPTPOLICY REQUEUE can take it
 * @param checkpointable the job can be checkpointed (TORQUE {@code Checkpoint} enabled): PREEMPTPOLICY
 *                       CHECKPOINT can take it
 * @param preemption     its preemption history and the preemption in flight ({@link Preemption#NONE})
 * @param usage          what a running job uses as its MOM reports it, null when not reported
 * @param dedicatedNodes the job shares its nodes with no other job (Maui's job node access policy
 *                       SINGLEJOB or SINGLETASK: {@code qsub -W x=NACCESSPOLICY:SINGLEJOB}, or
 *                       {@code -W x=FLAGS:NASINGLEJOB}), as QOS DEDICATED does
 * @param qosRequest     the QOS the job asked for, null when none; {@code credentials.qos} is the
 *                       QOS it runs under once the iteration has granted it (set without a request,
 *                       it is taken as given)
 * @param extraReqs      the job's further independent requests after the first (a multi-req job,
 *                       ENABLEMULTIREQJOBS); empty for the common single-request job. For an
 *                       active job {@code allocatedHosts} lists the first request's tasks' hosts,
 *                       then each further request's, in order
 * @param placement      where the job asks to be placed beyond its resources (partition, node
 *                       access policy, node set); {@link PlacementRequest#NONE} when it asks nothing
 * @param completionTime epoch seconds a COMPLETED job ended (TORQUE's {@code comp_time}; 0 when
 *                       not ended or not known): fairshare charges it up to then
 * @param noQueue        the job is to run now or not at all (Maui's NOQUEUE job flag:
 *                       {@code qsub -W x=QUEUEJOB:FALSE} or {@code x=FLAGS:NOQUEUE}): cancelled by
 *                       the iteration that cannot start it
 */
public record Job(
        String id,
        Credentials credentials,
        JobState state,
        Set<HoldType> holds,
        int tasks,
        Resources perTask,
        int nodes,
        int tasksPerNode,
        Set<String> features,
        List<String> requestedHosts,
        long walltime,
        long submitTime,
        long systemQueueTime,
        long startTime,
        List<String> allocatedHosts,
        int bypassCount,
        List<Dependency> dependencies,
        long systemPriority,
        Integer exitStatus,
        String advres,
        QosRequest qosRequest,
        List<Req> extraReqs,
        PlacementRequest placement,
        long completionTime,
        boolean rerunnable,
        boolean checkpointable,
        Preemption preemption,
        Usage usage,
        boolean dedicatedNodes,
        boolean noQueue) {

    /** List.of()'s one empty list: what the canonical constructor leaves a job without further requests. */
    private static final List<Req> NO_REQS = List.of();

    public Job {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(perTask, "perTask");
        holds = Set.copyOf(holds);
        features = Set.copyOf(features);
        requestedHosts = List.copyOf(requestedHosts);
        // one list class at every length, as the placement and the start that made it keep them
        // (FixedList: why): every running job's hosts are walked at every event, and List.copyOf's
        // two classes (one or two hosts, and more) made those loops trap at a run's first jobs
        allocatedHosts = FixedList.copyOf(allocatedHosts);
        dependencies = List.copyOf(dependencies);
        extraReqs = extraReqs == null ? List.of() : List.copyOf(extraReqs);
        placement = placement == null ? PlacementRequest.NONE : placement;
        preemption = preemption == null ? Preemption.NONE : preemption;
    }

    /** This job with another bypass count (the simulator's queued jobs, whose count alone moves). */
    public Job withBypassCount(int n) {
        return n == bypassCount ? this : new Job(id, credentials, state, holds, tasks, perTask, nodes, tasksPerNode,
                features, requestedHosts, walltime, submitTime, systemQueueTime, startTime, allocatedHosts, n,
                dependencies, systemPriority, exitStatus, advres, qosRequest, extraReqs, placement, completionTime,
                rerunnable, checkpointable, preemption, usage, dedicatedNodes, noQueue);
    }

    /** True when the job has more than one independent request. */
    public boolean isMultiReq() {
        return !singleReq();
    }

    /**
     * No further request: the list the canonical constructor leaves a job without one (List.copyOf
     * of an empty list is List.of()'s one empty list), told by identity first. The totals below are
     * asked per job many times an iteration, and in C1 code, which a simulation's early runs mostly
     * execute, isEmpty is an interface call on one of the JDK's many list classes; another empty
     * list is still told, by isEmpty.
     */
    private boolean singleReq() {
        return extraReqs == NO_REQS || extraReqs.isEmpty();
    }

    /** The first request, as the job's own fields hold it. */
    public Req firstReq() {
        return new Req(tasks, perTask, nodes, tasksPerNode, features);
    }

    /** Every request: the first, then {@link #extraReqs()}. */
    public List<Req> reqs() {
        if (extraReqs.isEmpty()) {
            return List.of(firstReq());
        }
        List<Req> all = new java.util.ArrayList<>(extraReqs.size() + 1);
        all.add(firstReq());
        all.addAll(extraReqs);
        return all;
    }

    /** What each task holds, one entry per task in request order (parallel to an active job's hosts). */
    public List<Resources> taskResources() {
        return ReqHosts.taskResources(this);
    }

    /** An active job's hosts cut by request ({@link ReqHosts#byReq}). */
    public List<List<String>> hostsByReq() {
        return ReqHosts.byReq(this);
    }

    /** What an active job holds on each host, in order of first appearance. */
    public java.util.Map<String, Resources> heldPerHost() {
        return ReqHosts.heldPerHost(this);
    }

    /** Total processors requested: tasks times procs per task, over every request. */
    public int procs() {
        int p = tasks * perTask.procs();
        if (singleReq()) { // asked per job many times an iteration: no iterator over no requests
            return p;
        }
        for (Req r : extraReqs) {
            p += r.tasks() * r.perTask().procs();
        }
        return p;
    }

    /** Total tasks over every request. */
    public int totalTasks() {
        int t = tasks;
        if (singleReq()) {
            return t;
        }
        for (Req r : extraReqs) {
            t += r.tasks();
        }
        return t;
    }

    /** Total resources requested, over every request. */
    public Resources totalResources() {
        Resources t = perTask.times(tasks);
        if (singleReq()) {
            return t;
        }
        for (Req r : extraReqs) {
            t = t.plus(r.total());
        }
        return t;
    }

    /** The distinct hosts the job holds: what node-counting limits count (soft node definitions). */
    public Set<String> distinctHosts() {
        return new java.util.TreeSet<>(allocatedHosts);
    }

    /**
     * Processor equivalents (guide 3.2, 5.1.2.3; Maui's MJobGetPE): the largest share of any one
     * configured resource of the cluster the job asks for, times the cluster's processors,
     * {@code tasks * MAX(procs/CP, mem/CM, swap/CS, disk/CD per task) * CP}. A resource the
     * cluster does not report (total 0) is left out; 0 when the cluster has no processors. Guide
     * example: 25% of the processors and 50% of the memory of a 128-processor machine is 64 PE.
     *
     * @param clusterTotal configured resources of the cluster ({@link Snapshot#configuredResources()})
     */
    public double processorEquivalents(Resources clusterTotal) {
        return ProcessorEquivalents.of(this, clusterTotal);
    }

    /** Epoch seconds from which queue time accrues. */
    public long effectiveQueueTime() {
        return systemQueueTime > 0 ? systemQueueTime : submitTime;
    }

    /** Seconds of walltime left at {@code now} for an active job (never negative). */
    public long remainingWalltime(long now) {
        if (!state.isActive() || startTime <= 0) {
            return walltime;
        }
        return Math.max(0, startTime + walltime - now);
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder(String id) {
        return new Builder(id);
    }

    /** A fluent builder with valid defaults: one idle 1-proc task, user and group "nobody". */
    public static final class Builder {
        private String id;
        private Credentials credentials = new Credentials("nobody", "nobody", null, null, null);
        private JobState state = JobState.IDLE;
        private Set<HoldType> holds = Set.of();
        private int tasks = 1;
        private Resources perTask = Resources.procs(1);
        private int nodes;
        private int tasksPerNode;
        private Set<String> features = Set.of();
        private List<String> requestedHosts = List.of();
        private long walltime;
        private long submitTime;
        private long systemQueueTime;
        private long startTime;
        private List<String> allocatedHosts = FixedList.of();
        private int bypassCount;
        private List<Dependency> dependencies = List.of();
        private long systemPriority;
        private Integer exitStatus;
        private String advres;
        private QosRequest qosRequest;
        private List<Req> extraReqs = List.of();
        private PlacementRequest placement = PlacementRequest.NONE;
        private long completionTime;
        private boolean rerunnable = true;
        private boolean checkpointable;
        private Preemption preemption = Preemption.NONE;
        private Usage usage;
        private boolean dedicatedNodes;
        private boolean noQueue;

        private Builder(String id) {
            this.id = id;
        }

        private Builder(Job j) {
            id = j.id;
            credentials = j.credentials;
            state = j.state;
            holds = j.holds;
            tasks = j.tasks;
            perTask = j.perTask;
            nodes = j.nodes;
            tasksPerNode = j.tasksPerNode;
            features = j.features;
            requestedHosts = j.requestedHosts;
            walltime = j.walltime;
            submitTime = j.submitTime;
            systemQueueTime = j.systemQueueTime;
            startTime = j.startTime;
            allocatedHosts = j.allocatedHosts;
            bypassCount = j.bypassCount;
            dependencies = j.dependencies;
            systemPriority = j.systemPriority;
            exitStatus = j.exitStatus;
            advres = j.advres;
            qosRequest = j.qosRequest;
            extraReqs = j.extraReqs;
            placement = j.placement;
            completionTime = j.completionTime;
            rerunnable = j.rerunnable;
            checkpointable = j.checkpointable;
            preemption = j.preemption;
            usage = j.usage;
            dedicatedNodes = j.dedicatedNodes;
            noQueue = j.noQueue;
        }

        public Builder id(String v) { id = v; return this; }
        public Builder credentials(Credentials v) { credentials = v; return this; }
        public Builder user(String v) { credentials = new Credentials(v, credentials.group(), credentials.account(), credentials.jobClass(), credentials.qos()); return this; }
        public Builder group(String v) { credentials = new Credentials(credentials.user(), v, credentials.account(), credentials.jobClass(), credentials.qos()); return this; }
        public Builder account(String v) { credentials = new Credentials(credentials.user(), credentials.group(), v, credentials.jobClass(), credentials.qos()); return this; }
        public Builder jobClass(String v) { credentials = new Credentials(credentials.user(), credentials.group(), credentials.account(), v, credentials.qos()); return this; }
        public Builder qos(String v) { credentials = credentials.withQos(v); return this; }
        public Builder state(JobState v) { state = v; return this; }
        public Builder holds(Set<HoldType> v) { holds = v; return this; }
        public Builder tasks(int v) { tasks = v; return this; }
        public Builder perTask(Resources v) { perTask = v; return this; }
        /** {@code procs(n)}: n one-proc tasks, the common case. */
        public Builder procs(int n) { tasks = n; perTask = perTask.withProcs(1); return this; }
        public Builder nodes(int v) { nodes = v; return this; }
        public Builder tasksPerNode(int v) { tasksPerNode = v; return this; }
        public Builder features(Set<String> v) { features = v; return this; }
        public Builder requestedHosts(List<String> v) { requestedHosts = v; return this; }
        public Builder walltime(long seconds) { walltime = seconds; return this; }
        public Builder submitTime(long v) { submitTime = v; return this; }
        public Builder systemQueueTime(long v) { systemQueueTime = v; return this; }
        public Builder startTime(long v) { startTime = v; return this; }
        public Builder allocatedHosts(List<String> v) { allocatedHosts = v; return this; }
        public Builder bypassCount(int v) { bypassCount = v; return this; }
        public Builder dependencies(List<Dependency> v) { dependencies = v; return this; }
        public Builder systemPriority(long v) { systemPriority = v; return this; }
        public Builder exitStatus(Integer v) { exitStatus = v; return this; }
        public Builder advres(String v) { advres = v; return this; }
        public Builder qosRequest(QosRequest v) { qosRequest = v; return this; }
        public Builder rerunnable(boolean v) { rerunnable = v; return this; }
        public Builder checkpointable(boolean v) { checkpointable = v; return this; }
        public Builder preemption(Preemption v) { preemption = v; return this; }
        public Builder usage(Usage v) { usage = v; return this; }
        public Builder dedicatedNodes(boolean v) { dedicatedNodes = v; return this; }
        public Builder noQueue(boolean v) { noQueue = v; return this; }
        /** Asks for QOS {@code name} {@code via} a resource manager option ({@code -l qos}); the iteration grants it or not. */
        public Builder requestQos(String name, String via) { qosRequest = new QosRequest(name, via); return this; }
        public Builder completionTime(long v) { completionTime = v; return this; }
        public Builder extraReqs(List<Req> v) { extraReqs = v; return this; }
        public Builder placement(PlacementRequest v) { placement = v; return this; }

        /** The job's requests, the first into the job's own fields and the rest as {@link Job#extraReqs()}. */
        public Builder reqs(List<Req> all) {
            Req first = all.get(0);
            tasks = first.tasks();
            perTask = first.perTask();
            nodes = first.nodes();
            tasksPerNode = first.tasksPerNode();
            features = first.features();
            extraReqs = all.subList(1, all.size());
            return this;
        }

        /** Marks the job running since {@code start} on the given hosts (one entry per task). */
        public Builder running(long start, List<String> hosts) {
            state = JobState.RUNNING;
            startTime = start;
            allocatedHosts = hosts;
            return this;
        }

        public Job build() {
            return new Job(id, credentials, state, holds, tasks, perTask, nodes, tasksPerNode, features,
                    requestedHosts, walltime, submitTime, systemQueueTime, startTime, allocatedHosts,
                    bypassCount, dependencies, systemPriority, exitStatus, advres, qosRequest, extraReqs, placement,
                    completionTime, rerunnable, checkpointable, preemption, usage,
                    dedicatedNodes, noQueue);
        }
    }
}
