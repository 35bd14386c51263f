package io.jmaui.bridge.view;

/**
 * One job as showq lists it.
 *
 * @param state       Maui's spelling: Running, Starting, Idle, Hold, Deferred, ...
 * @param wallLimit   requested walltime, seconds (0: none)
 * @param remaining   active jobs: walltime left, seconds
 * @param startTime   active jobs: epoch seconds it started
 * @param queueTime   epoch seconds it was submitted
 * @param priority    eligible jobs: start priority
 * @param reason      idle jobs: why the job is not running, e.g. {@code MAXJOB hard user=steve 2/2}
 * @param completionTime completed jobs: epoch seconds the daemon last saw it active
 * @param gpus        the GPUs the job asks for (or holds, when active), 0 for a CPU job
 */
public record JobRow(String id, String user, String group, String account, String jobClass, String qos,
                     String state, int procs, int nodes, long wallLimit, long remaining, long startTime,
                     long queueTime, long priority, String reason, long completionTime, int gpus) {
}
