package io.jmaui.it.emulator;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What qsub would send: owner, queue, resources ({@code nodes}, {@code walltime}, {@code mem},
 * ...), plus how long the job really runs once started (the emulator's stand-in for the script).
 */
public final class JobSubmission {

    final String user;
    String group;
    String queue = "batch";
    String name = "STDIN";
    String account;
    long runtime = 60;
    final Map<String, String> resources = new LinkedHashMap<>();
    /** Other job attributes as qsub sends them ({@code x}, {@code Rerunable}, {@code Checkpoint}). */
    final Map<String, String> attributes = new LinkedHashMap<>();
    String holdTypes = "n";
    String depend;
    int exitStatus;
    /** An array's sub-jobs that end with another exit status than {@link #exitStatus}, by index. */
    final Map<Integer, Integer> exitByIndex = new LinkedHashMap<>();
    double load = 1;
    long memMb;
    long vmemMb;

    private JobSubmission(String user) {
        this.user = user;
        this.group = user;
        resources.put("walltime", "01:00:00");
        resources.put("nodes", "1");
        attributes.put("Rerunable", "True"); // qsub's defaults (qsub_functions.c): -r y, -c u
        attributes.put("Checkpoint", "u");
    }

    public static JobSubmission of(String user) {
        return new JobSubmission(user);
    }

    public JobSubmission group(String g) { group = g; return this; }
    public JobSubmission queue(String q) { queue = q; return this; }
    public JobSubmission name(String n) { name = n; return this; }
    public JobSubmission account(String a) { account = a; return this; }
    /** Seconds the job runs once started (it is killed at its walltime if that is shorter). */
    public JobSubmission runtime(long seconds) { runtime = seconds; return this; }
    public JobSubmission nodes(String spec) { resources.put("nodes", spec); return this; }
    public JobSubmission procs(int n) { resources.remove("nodes"); resources.put("procs", Integer.toString(n)); return this; }
    public JobSubmission walltime(long seconds) {
        resources.put("walltime", String.format("%02d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60));
        return this;
    }
    public JobSubmission resource(String name, String value) { resources.put(name, value); return this; }
    /** A job attribute as qsub sends it, e.g. {@code attribute("Rerunable", "False")}. */
    public JobSubmission attribute(String name, String value) { attributes.put(name, value); return this; }
    /** {@code qsub -l qos=<name>}. */
    public JobSubmission qos(String name) { return resource("qos", name); }
    /** Submit with a user hold ({@code qsub -h}). */
    public JobSubmission held() { holdTypes = "u"; return this; }
    /**
     * {@code qsub -t REQUEST}: a job array, e.g. {@code 0-3}, {@code 1,5,7-9} or {@code 0-99%5}
     * (at most 5 of its jobs running at once); pbs_server makes it {@code N[].srv} with sub-jobs
     * {@code N[0].srv}...
     */
    public JobSubmission array(String request) { return attribute("job_array_request", request); }
    /** {@code qsub -W depend=TEXT}, e.g. {@code afterok:3.emu}, {@code on:2}, {@code syncwith:5.emu}. */
    public JobSubmission depend(String text) { depend = text; return this; }
    /**
     * What the job uses while it runs, as its MOM reports it in {@code resources_used}: {@code load}
     * processors kept busy (cput grows that much faster than walltime), {@code memMb} of memory and
     * {@code vmemMb} of virtual memory (default: one busy processor, no memory).
     */
    public JobSubmission uses(double load, long memMb, long vmemMb) {
        this.load = load;
        this.memMb = memMb;
        this.vmemMb = vmemMb;
        return this;
    }
    /** The exit status the job ends with when it has run its run time (default 0). */
    public JobSubmission exitStatus(int status) { exitStatus = status; return this; }
    /** The exit status sub-job {@code index} of an array ends with (a script reading {@code $PBS_ARRAYID}). */
    public JobSubmission exitStatusOf(int index, int status) { exitByIndex.put(index, status); return this; }
    /**
     * {@code qsub -W x=TEXT}: the resource manager extension, kept in the job attribute {@code x};
     * several are joined with {@code ;} as qsub joins them.
     */
    public JobSubmission extension(String text) {
        attributes.merge("x", text, (a, b) -> a + ";" + b);
        return this;
    }
}
