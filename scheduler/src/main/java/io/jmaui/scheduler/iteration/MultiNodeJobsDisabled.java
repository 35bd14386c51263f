package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * ENABLEMULTINODEJOBS FALSE (guide appendix F): the job would span more than one node, because it
 * asks for {@code nodes} nodes or for more procs than the largest node has.
 *
 * @param nodes        the job's {@code nodes=N} (0 when not given)
 * @param procs        procs the job asks for
 * @param largestNode  configured procs of the largest node
 */
public record MultiNodeJobsDisabled(int nodes, long procs, long largestNode) implements Reason {

    @Override
    public String policy() {
        return "MULTINODE";
    }

    @Override
    public String summary() {
        return nodes > 1 ? "ENABLEMULTINODEJOBS FALSE: job asks for " + nodes + " nodes"
                : "ENABLEMULTINODEJOBS FALSE: job needs " + procs + " procs, the largest node has " + largestNode;
    }
}
