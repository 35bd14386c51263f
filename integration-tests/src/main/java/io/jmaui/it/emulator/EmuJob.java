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
    final int exitOnEnd;
    /** How the job ended: what depend_on_term reads (0 for a queued job deleted, as pbs_server keeps it). */
    int exitStatus;
    /** The {@code depend} attribute's entries. */
    final List<DependEntry> depend;
    /** The system hold is the dependencies' (pbs_server's DEPNHOLD/SYNCHOLD substate). */
    boolean dependHeld;

    EmuJob(String id, JobSubmission s, long now) {
        this.id = id;
        this.user = s.user;
        this.group = s.group;
        this.queue = s.queue;
        this.name = s.name;
        this.account = s.account;
        this.runtime = s.runtime;
        this.ctime = now;
        this.resources.putAll(s.resources);
        this.extra.putAll(s.attributes);
        this.exitOnEnd = s.exitStatus;
        this.depend = s.depend == null ? new ArrayList<>() : Dependencies.decode(s.depend);
        this.holdTypes = s.holdTypes;
        this.state = "n".equals(s.holdTypes) ? 'Q' : 'H';
        resources.putIfAbsent("neednodes", resources.getOrDefault("nodes", resources.getOrDefault("procs", "1")));
    }

    /** Seconds from start to end: the run time, cut at the walltime as pbs_mom would. */
    long effectiveRuntime() {
        long wall = TorqueTime.seconds(resources.getOrDefault("walltime", "0"));
        return wall > 0 ? Math.min(runtime, wall) : runtime;
    }
}
