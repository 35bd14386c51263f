package io.jmaui.bridge.allocation;

/**
 * What one running job owes: its credentials and size as the lien recorded them, and the time up
 * to which it has been charged.
 *
 * @param account   the account charged (with {@code @machine} under APPENDMACHINENAME)
 * @param user      the sub-account: the job's user
 * @param procs     processors dedicated to the job
 * @param nodeType  NODECFG NODETYPE of its first host, {@code DEFAULT} when none (guide 12.2)
 * @param qos       the job's QOS, null for none
 * @param walltime  its wallclock limit, seconds
 * @param nodes     distinct hosts it runs on
 * @param start     when it started, epoch seconds
 * @param chargedTo epoch seconds up to which a WITHDRAWAL covers it (= start before the first)
 */
record JobCharge(String id, String account, String user, int procs, String nodeType, String qos, long walltime,
                 int nodes, long start, long chargedTo) {

    JobCharge chargedTo(long t) {
        return new JobCharge(id, account, user, procs, nodeType, qos, walltime, nodes, start, t);
    }
}
