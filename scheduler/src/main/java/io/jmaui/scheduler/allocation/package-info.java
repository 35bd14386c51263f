/**
 * Node allocation (guide 5.2): which nodes a job's tasks go to once the availability knows where
 * they fit. {@link io.jmaui.scheduler.allocation.NodeFilter} says which nodes a job may use at
 * all (state, features, class, requested hosts); a
 * {@link io.jmaui.scheduler.allocation.NodeAllocationPolicy} (NODEALLOCATIONPOLICY, looked up in
 * {@link io.jmaui.scheduler.allocation.NodeAllocationPolicies}) ranks the feasible nodes;
 * reservation affinity moves positive-affinity reserved nodes first and negative ones last;
 * {@link io.jmaui.scheduler.allocation.TaskSelection} (JOBNODEMATCHPOLICY) picks one host per task.
 * {@link io.jmaui.scheduler.allocation.NodeAccessPolicy} (NODEACCESSPOLICY) says who may share.
 *
 * <pre>
 *   nodes ── NodeFilter ── fit over [start, end) ── affinity, then policy order ── TaskSelection ── hosts per task
 * </pre>
 */
package io.jmaui.scheduler.allocation;
