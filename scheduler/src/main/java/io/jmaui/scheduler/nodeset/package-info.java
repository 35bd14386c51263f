/**
 * Node sets (guide 8.3, appendix F NODESET*; Maui's MJobSelectResourceSet): a job's nodes come
 * from one set of nodes sharing an attribute value (a switch's feature, a processor speed, a
 * memory size), so an MPI job lands inside one switch or on nodes of one speed.
 *
 * <pre>
 *   NodeSets.of(cfg, procSpeed)             NODESETPOLICY, NODESETATTRIBUTE, NODESETLIST, NODESETPRIORITYTYPE,
 *       .forJob(job)                        NODESETTOLERANCE, NODESETDELAY, over the job's own NODESET request
 *         -> NodeSetSelection               the allocation seam (allocation.ResourceSets):
 *              .select(feasible, shape)     feasible nodes -> sets -> the set (ONEOF, FIRSTOF) or sets (ANYOF)
 *                                           whose nodes the tasks are taken from
 * </pre>
 *
 * The availability calls the selection with the nodes that could take the job's tasks over its
 * interval; when no set holds the job it waits for one at most NODESETDELAY beyond the time it
 * could start across sets ({@link io.jmaui.scheduler.availability.Availability#startNow}), and
 * {@link io.jmaui.scheduler.nodeset.NodeSetWait} says so.
 */
package io.jmaui.scheduler.nodeset;
