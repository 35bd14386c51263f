package io.jmaui.scheduler.config;

/** NODEALLOCATIONPOLICY (guide 5.2): how the nodes for a job are chosen among those available. */
public enum NodeAllocationPolicy {
    FIRSTAVAILABLE,
    LASTAVAILABLE,
    MINRESOURCE,
    CPULOAD,
    PRIORITY,
    LOCAL,
    CONTIGUOUS,
    MAXBALANCE,
    FASTEST
}
