package io.jmaui.scheduler.nodeset;

/**
 * NODESETATTRIBUTE (guide 8.3): the node attribute whose values form the sets. FEATURE: a node
 * property ({@code switchA}); PROCSPEED: the processor speed in MHz (NODECFG PROCSPEED or the
 * FEATUREPROCSPEEDHEADER feature); MEMORY: the configured memory in MB. NETWORK is in the guide
 * but TORQUE reports no network interfaces: node properties naming them, with FEATURE, do it.
 */
public enum NodeSetAttribute {
    FEATURE,
    MEMORY,
    PROCSPEED,
    NETWORK;

    /** True for the attributes whose values are numbers (ordered, NODESETTOLERANCE applies to PROCSPEED). */
    boolean numeric() {
        return this == MEMORY || this == PROCSPEED;
    }
}
