package io.jmaui.scheduler.nodeset;

/**
 * NODESETPOLICY (guide 8.3): how a job's nodes fall into the sets. ONEOF: all in one set, the
 * best of those that can hold the job by NODESETPRIORITYTYPE; FIRSTOF: all in one set, the first
 * (in NODESETLIST order) that can hold it; ANYOF: each node in some set of the list, the job may
 * span them.
 */
public enum NodeSetPolicy {
    ONEOF,
    ANYOF,
    FIRSTOF
}
