/**
 * The {@code maui} daemon: the loop that replaces pbs_sched (guide 3.3 job flow, 13.2 resource
 * managers, pbsintegration).
 *
 * <pre>
 *  trigger: a poke on the scheduler port, or RMPOLLINTERVAL  (coalesced by JOBAGGREGATIONTIME)
 *     |
 *  ClusterPoll      StatusJob / StatusNode / StatusQue from pbs_server, mapped by bridge.torque
 *     |
 *  StartLedger      settle starts in flight; deferrals; never offer a starting job as idle
 *     |
 *  SnapshotAssembler  + admin reservations, fairshare windows, bypass counts, setspri
 *     |
 *  PolicyCore       the pure scheduler core: (config, snapshot, now) -> IterationResult
 *     |
 *  DecisionExecutor RunJob (ledger first, checkpoint, then the request), ModifyJob
 *     |
 *  JobComments      what qstat users see: why a job waits and when it should start
 * </pre>
 *
 * Everything that can fail at the edge (pbs_server down, a bad reply, a refused RunJob) is logged
 * once with key=value fields and the daemon carries on with its last good state.
 */
package io.jmaui.bridge.daemon;
