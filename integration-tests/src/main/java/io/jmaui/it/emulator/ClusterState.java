package io.jmaui.it.emulator;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.PbsError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The emulated server's queues, nodes and jobs, and what requests do to them. Every method holds
 * the object's lock: requests arrive on Netty threads, completions on the timer.
 */
final class ClusterState {

    final String serverName;
    private final EmuClock clock;
    private final long keepCompleted;
    final Map<String, EmuQueue> queues = new LinkedHashMap<>();
    final Map<String, EmuNode> nodes = new LinkedHashMap<>();
    final Map<String, EmuJob> jobs = new LinkedHashMap<>();
    private final List<String> anomalies = new ArrayList<>();
    private final List<String> startLog = new ArrayList<>();
    private final List<LoggedRequest> requestLog = new ArrayList<>();
    /** Every Rerun, SignalJob, HoldJob, ReleaseJob and CheckpointJob received, in order: {@code Rerun 3.emu}. */
    private final List<String> controlLog = new ArrayList<>();
    /** The MOMs' {@code $ignwalltime}: a job runs its whole run time, past its walltime. */
    private boolean ignoreWalltime;
    private int nextJobNumber;
    private int refuseRunJobs;
    private final Dependencies dependencies = new Dependencies(this);
    final JobArrays arrays = new JobArrays(this);
    final JobControl control = new JobControl(this);

    ClusterState(String serverName, EmuClock clock, long keepCompleted) {
        this.serverName = serverName;
        this.clock = clock;
        this.keepCompleted = keepCompleted;
    }

    long now() {
        return clock.now();
    }

    synchronized String submit(JobSubmission s) {
        if (!queues.containsKey(s.queue)) {
            throw new IllegalArgumentException("no queue " + s.queue);
        }
        int number = nextJobNumber++;
        if (s.attributes.containsKey(JobArrays.REQUEST)) {
            return arrays.submit(number, s);
        }
        EmuJob job = new EmuJob(number + "." + serverName, s, clock.now());
        enqueue(job);
        return job.id;
    }

    /** {@code svr_enquejob}: the job joins the server's jobs and registers its dependencies. */
    void enqueue(EmuJob job) {
        jobs.put(job.id, job);
        enqueueDependencies(job);
    }

    /** {@code depend_on_que} for a job that has dependencies (an array's template too, which is in no job list). */
    void enqueueDependencies(EmuJob job) {
        if (!job.depend.isEmpty()) {
            dependencies.queued(job);
        }
    }

    /** {@code svr_find_job}: a job, or an array's template by its {@code 12[].srv}; null for neither. */
    EmuJob find(String id) {
        EmuJob j = jobs.get(id);
        if (j == null) {
            EmuArray a = arrays.get(id);
            return a == null ? null : a.template;
        }
        return j;
    }

    Dependencies dependencies() {
        return dependencies;
    }

    /** Runs a job on the destination's hosts, or its neednodes when empty; null when it started. */
    /** The next {@code count} RunJob requests are refused as when the MOM rejects the job (PBSE_MOMREJECT). */
    synchronized void refuseRunJobs(int count) {
        refuseRunJobs = count;
    }

    synchronized Refusal runJob(String jobId, String destination) {
        if (refuseRunJobs > 0) {
            refuseRunJobs--;
            return Refusal.of(PbsError.MOMREJECT, "job " + jobId + " rejected by mom");
        }
        EmuJob job = jobs.get(jobId);
        if (job == null) {
            return Refusal.of(PbsError.UNKJOBID, "cannot locate job");
        }
        if (job.state == 'R' || job.state == 'E') {
            return Refusal.of(PbsError.BADSTATE, "job already running");
        }
        if (job.state != 'Q' && job.state != 'H') {
            return Refusal.of(PbsError.BADSTATE, "job " + jobId + " state " + job.state);
        }
        EmuQueue q = queues.get(job.queue);
        if (!q.execution || !q.started) {
            return Refusal.of(PbsError.IVALREQ, "attempt to start job in non-started/non-execution queue");
        }
        Refusal slotLimit = arrays.slotLimitRefusal(job);
        if (slotLimit != null) {
            return slotLimit;
        }
        String spec = destination == null || destination.isEmpty()
                ? job.resources.getOrDefault("neednodes", job.resources.getOrDefault("procs", "1"))
                : destination;
        if (spec.chars().allMatch(Character::isDigit) && job.resources.containsKey("procs") && destination.isEmpty()) {
            spec = spec + ":ppn=1";
        }
        Object plan = Placement.plan(spec, nodes);
        if (plan instanceof Refusal r) {
            return r;
        }
        @SuppressWarnings("unchecked")
        Map<String, Placement.Ask> perHost = (Map<String, Placement.Ask>) plan;
        int slots = perHost.values().stream().mapToInt(Placement.Ask::slots).sum();
        int asked = Placement.requestedSlots(job);
        if (slots != asked) {
            anomalies.add("job " + jobId + " asked for " + asked + " slots, RunJob gave " + slots + " (" + spec + ")");
        }
        int gpus = perHost.values().stream().mapToInt(Placement.Ask::gpus).sum();
        int askedGpus = Placement.requestedGpus(job);
        if (gpus != askedGpus) {
            anomalies.add("job " + jobId + " asked for " + askedGpus + " GPUs, RunJob gave " + gpus + " (" + spec + ")");
        }
        Map<String, List<Integer>> taken = new LinkedHashMap<>();
        Map<String, List<Integer>> takenGpus = new LinkedHashMap<>();
        perHost.forEach((host, ask) -> {
            taken.put(host, nodes.get(host).take(jobId, ask.slots()));
            if (ask.gpus() > 0) {
                takenGpus.put(host, nodes.get(host).takeGpus(jobId, ask.gpus()));
            }
        });
        job.execHost = Placement.execHost(taken);
        job.execGpus = Placement.execGpus(takenGpus, !Character.isDigit(spec.charAt(0)));
        char was = job.state;
        job.state = 'R';
        job.holdTypes = "n";
        job.startTime = clock.now();
        job.ignoreWalltime = ignoreWalltime;
        job.startCount++;
        startLog.add(jobId);
        arrays.started(job, was);
        dependencies.started(job);
        return null;
    }

    synchronized Refusal modify(String jobId, List<Attribute> attributes) {
        EmuJob job = jobs.get(jobId);
        if (job == null) {
            return Refusal.of(PbsError.UNKJOBID, "cannot locate job");
        }
        for (Attribute a : attributes) {
            if ("Resource_List".equals(a.name()) && a.resource() != null) {
                if ((job.state == 'R') && !"walltime".equals(a.resource())) {
                    return Refusal.of(PbsError.MODATRRUN, null);
                }
                job.resources.put(a.resource(), a.value());
            } else if ("Hold_Types".equals(a.name())) {
                job.holdTypes = a.value();
            } else {
                job.extra.put(a.name(), a.value());
            }
        }
        return null;
    }

    synchronized Refusal hold(String jobId, String types, boolean release) {
        controlLog.add((release ? "ReleaseJob " : "HoldJob ") + jobId + " " + types);
        EmuJob job = jobs.get(jobId);
        if (job == null) {
            return Refusal.of(PbsError.UNKJOBID, "cannot locate job");
        }
        if (job.state == 'R' || job.state == 'S') {
            if (!release) {
                control.holdRunning(job, JobControl.merged(job.holdTypes, types));
            }
            return null;
        }
        if (job.state != 'Q' && job.state != 'H') {
            return release ? null : Refusal.of(PbsError.BADSTATE, null);
        }
        StringBuilder held = new StringBuilder("n".equals(job.holdTypes) ? "" : job.holdTypes);
        for (char c : types.toCharArray()) {
            int at = held.indexOf(String.valueOf(c));
            if (release && at >= 0) {
                held.deleteCharAt(at);
            } else if (!release && at < 0) {
                held.append(c);
            }
        }
        job.holdTypes = held.length() == 0 ? "n" : held.toString();
        job.state = "n".equals(job.holdTypes) ? 'Q' : 'H';
        if (release && types.indexOf('s') >= 0) {
            job.dependHeld = false;
        }
        return null;
    }

    /** Puts hold type {@code type} on a queued or held job (pbs_server's dependency and post-registration holds). */
    void addHold(EmuJob job, char type) {
        if (job.holdTypes.indexOf(type) < 0) {
            job.holdTypes = "n".equals(job.holdTypes) ? String.valueOf(type) : job.holdTypes + type;
        }
        job.state = 'H';
    }

    /** Takes hold type {@code type} off; the job is queued again when no hold is left. */
    void removeHold(EmuJob job, char type) {
        String left = job.holdTypes.replace(String.valueOf(type), "");
        job.holdTypes = left.isEmpty() ? "n" : left;
        job.state = "n".equals(job.holdTypes) ? 'Q' : 'H';
    }

    synchronized Refusal delete(String jobId) {
        controlLog.add("DeleteJob " + jobId);
        EmuArray array = arrays.get(jobId);
        if (array != null) { // req_deletearray: every sub-job of the array, none cloned meanwhile
            arrays.deleting(array).forEach(this::delete);
            return null;
        }
        EmuJob job = jobs.get(jobId);
        if (job == null) {
            return Refusal.of(PbsError.UNKJOBID, "cannot locate job");
        }
        dependencies.deleting(job);
        if (job.state == 'R' || job.state == 'S') {
            finish(job, 271); // killed: 256 + SIGTERM
        } else if (job.state != 'C') {
            end(job, 0, false); // a queued job deleted keeps exit status 0 and reports none
        }
        return null;
    }

    synchronized Refusal rerun(String jobId) {
        controlLog.add("Rerun " + jobId);
        EmuJob job = jobs.get(jobId);
        return job == null ? Refusal.of(PbsError.UNKJOBID, "cannot locate job") : control.rerun(job);
    }

    synchronized Refusal signal(String jobId, String signal) {
        controlLog.add("SignalJob " + jobId + " " + signal);
        EmuJob job = jobs.get(jobId);
        return job == null ? Refusal.of(PbsError.UNKJOBID, "cannot locate job") : control.signal(job, signal);
    }

    synchronized Refusal checkpoint(String jobId) {
        controlLog.add("CheckpointJob " + jobId);
        EmuJob job = jobs.get(jobId);
        return job == null ? Refusal.of(PbsError.UNKJOBID, "cannot locate job") : control.checkpoint(job);
    }

    /** The job's MOM never carries out a kill: a rerun or checkpoint of it never completes (fault injection). */
    synchronized void stuck(String jobId, boolean stuck) {
        jobs.get(jobId).stuck = stuck;
    }

    synchronized void ignoreWalltime(boolean ignore) {
        ignoreWalltime = ignore;
    }

    synchronized void vacateDelay(long seconds) {
        control.vacateDelay(seconds);
    }

    void anomaly(String text) {
        anomalies.add(text);
    }

    /** Ends jobs whose run time is up and forgets completed jobs past keep_completed; returns the ended ids. */
    synchronized List<String> tick() {
        long now = clock.now();
        List<EmuJob> due = new ArrayList<>();
        List<String> ended = new ArrayList<>(control.due(now));
        for (EmuJob j : jobs.values()) {
            if ((j.state == 'R' && j.vacateTo == 0 && now >= j.endTime())
                    || (j.state == 'C' && now >= j.compTime + keepCompleted)) {
                due.add(j);
            }
        }
        for (EmuJob j : due) {
            if (j.state == 'R') {
                finish(j, j.exitOnEnd);
                ended.add(j.id);
            } else {
                jobs.remove(j.id);
                arrays.purged(j);
            }
        }
        return ended;
    }

    private void finish(EmuJob j, int exitStatus) {
        j.extra.put("exit_status", Integer.toString(exitStatus));
        end(j, exitStatus, false);
    }

    /** The job ends: its slots are freed, the jobs depending on it released or deleted, it completes. */
    private void end(EmuJob j, int exitStatus, boolean aborted) {
        release(j);
        char was = j.state;
        j.exitStatus = exitStatus;
        j.state = 'E';
        dependencies.ended(j, exitStatus, aborted);
        j.state = 'C';
        j.compTime = clock.now();
        arrays.ended(j, was, exitStatus);
    }

    /** pbs_server aborts a job whose dependency can no longer be met ({@code job_abt}); kept as completed. */
    void abort(EmuJob j, String becauseOf) {
        j.extra.put("comment", "Job deleted as result of dependency on job " + becauseOf);
        end(j, 0, true);
    }

    /** Frees the job's slots on the hosts of its exec_host (only a started job holds any); returns them by host. */
    Map<String, List<Integer>> release(EmuJob j) {
        Map<String, List<Integer>> freed = new LinkedHashMap<>();
        if (j.execHost != null) {
            Placement.hostsOf(j.execHost).forEach(h -> freed.put(h, nodes.get(h).release(j.id)));
        }
        return freed;
    }

    synchronized List<String> anomalies() {
        return List.copyOf(anomalies);
    }

    synchronized void logRequest(LoggedRequest r) {
        requestLog.add(r);
    }

    synchronized List<LoggedRequest> requestLog() {
        return List.copyOf(requestLog);
    }

    synchronized List<String> startLog() {
        return List.copyOf(startLog);
    }

    synchronized List<String> controlLog() {
        return List.copyOf(controlLog);
    }

    synchronized Set<String> jobIds() {
        return Set.copyOf(jobs.keySet());
    }
}
