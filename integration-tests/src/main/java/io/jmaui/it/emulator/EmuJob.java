package io.jmaui.it.emulator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A job of the emulated server, mutable under the {@link ClusterState} lock. */
final class EmuJob {
    final String id;
    final String user;
    final String group;
    final String queue;
    final String name;
    final String account;
    final long runtime;
    final long ctime;
    final Map<String, String> resources = new LinkedHashMap<>();
    final Map<String, String> extra = new LinkedHashMap<>();
    char state = 'Q';
    String holdTypes = "n";
    String execHost;
    String execGpus;
    long startTime;
    long compTime;
    int startCount;
    /** The exit status the job ends with once it has run (the script's, in the emulator's stand-in). */
    int exitOnEnd;
    /** How the job ended: what depend_on_term reads (0 for a queued job deleted, as pbs_server keeps it). */
    int exitStatus;
    /** The {@code depend} attribute's entries. */
    final List<DependEntry> depend;
    /** The system hold is the dependencies' (pbs_server's DEPNHOLD/SYNCHOLD substate). */
    boolean dependHeld;
    /** Seconds of its run time done in earlier runs it restarts from (a checkpoint); 0 to start over. */
    long progress;
    /** The progress at its last checkpoint this run. */
    long checkpointed;
    /** When it was suspended (0: not suspended) and how long it has been suspended this run: its clock stops. */
    long suspendedAt;
    long suspendedTotal;
    /** The slots a suspended job gave up, by host: taken back on resume. */
    Map<String, List<Integer>> heldSlots = new LinkedHashMap<>();
    Map<String, List<Integer>> heldGpus = new LinkedHashMap<>();
    /** A rerun or checkpoint-and-hold under way: the state it goes to ('Q', 'H'; 0: none) and when. */
    char vacateTo;
    long vacateAt;
    /** Its MOM's {@code $ignwalltime}: it runs past its walltime. */
    boolean ignoreWalltime;
    /** What it uses while running, as its MOM reports in resources_used: busy processors, memory, virtual memory (MB). */
    final double load;
    final long memMb;
    final long vmemMb;
    /** Fault injection: its MOM never carries out a kill, so it never vacates. */
    boolean stuck;

    EmuJob(String id, JobSubmission s, long now) {
        this(id, s, s.name, now);
    }

    /** A job as {@code s} asks, under the name {@code name} (an array's sub-job is {@code NAME-INDEX}). */
    EmuJob(String id, JobSubmission s, String name, long now) {
        this.id = id;
        this.user = s.user;
        this.group = s.group;
        this.queue = s.queue;
        this.name = name;
        this.account = s.account;
        this.runtime = s.runtime;
        this.ctime = now;
        this.resources.putAll(s.resources);
        this.extra.putAll(s.attributes);
        this.exitOnEnd = s.exitStatus;
        this.load = s.load;
        this.memMb = s.memMb;
        this.vmemMb = s.vmemMb;
        this.depend = s.depend == null ? new ArrayList<>() : Dependencies.decode(s.depend);
        this.holdTypes = s.holdTypes;
        this.state = "n".equals(s.holdTypes) ? 'Q' : 'H';
        resources.putIfAbsent("neednodes", resources.getOrDefault("nodes", resources.getOrDefault("procs", "1")));
    }

    /** The hosts of its exec_host. */
    List<String> heldSlotsHosts() {
        return execHost == null ? List.of() : List.copyOf(Placement.hostsOf(execHost));
    }

    /** When the running job ends: its start, the time it spent suspended, the run time left after its checkpoint. */
    long endTime() {
        return startTime + suspendedTotal + Math.max(0, effectiveRuntime() - progress);
    }

    /** Seconds of its run time done by {@code now}, earlier checkpointed runs included. */
    long done(long now) {
        long suspended = suspendedTotal + (suspendedAt > 0 ? now - suspendedAt : 0);
        return progress + Math.max(0, now - startTime - suspended);
    }

    /** Seconds this run has been running, suspensions left out: pbs_mom's resources_used.walltime. */
    long ranThisRun(long now) {
        return Math.max(0, now - startTime - suspendedTotal - (suspendedAt > 0 ? now - suspendedAt : 0));
    }

    /** TORQUE's Rerunable (qsub sends True unless -r n; a job without it cannot be rerun). */
    boolean rerunnable() {
        return "true".equalsIgnoreCase(extra.getOrDefault("Rerunable", "False"));
    }

    /**
     * TORQUE's test for a checkpointable job (req_holdjob.c): its Checkpoint list has an item
     * {@code s}, {@code c} (or {@code c=N}) or {@code enabled}, as csv_find_string matches them.
     */
    boolean checkpointable() {
        for (String item : extra.getOrDefault("Checkpoint", "u").split(",")) {
            String i = item.strip();
            for (String w : new String[] {"s", "c", "enabled"}) {
                if (i.startsWith(w) && (i.length() == w.length() || !Character.isLetter(i.charAt(w.length())))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Seconds from start to end: the run time, cut at the walltime as pbs_mom would unless it ignores walltimes. */
    long effectiveRuntime() {
        long wall = TorqueTime.seconds(resources.getOrDefault("walltime", "0"));
        return wall > 0 && !ignoreWalltime ? Math.min(runtime, wall) : runtime;
    }
}
