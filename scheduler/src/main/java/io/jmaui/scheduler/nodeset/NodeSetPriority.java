package io.jmaui.scheduler.nodeset;

/**
 * NODESETPRIORITYTYPE (guide 8.3), which of the sets able to hold a job ONEOF picks. BESTFIT: the
 * one with the fewest tasks free (keeps large sets whole); WORSTFIT: the most; BESTRESOURCE: the
 * fastest (PROCSPEED) or largest (MEMORY) nodes; MINLOSS (Maui's default): under PROCSPEED with a
 * tolerance, the set that wastes least processor speed when the job runs at its slowest node's
 * pace. Where the attribute gives nothing to compare (BESTRESOURCE and MINLOSS over FEATURE), the
 * first set in order that holds the job.
 */
public enum NodeSetPriority {
    BESTFIT,
    WORSTFIT,
    BESTRESOURCE,
    MINLOSS
}
