package io.jmaui.scheduler.config;

/** NODEACCESSPOLICY (guide 5.3, appendix F): who may share a node. SHARED anyone, SINGLEJOB one job, SINGLETASK one task, SINGLEUSER jobs of one user. */
public enum NodeAccessPolicy {
    SHARED,
    SINGLEJOB,
    SINGLETASK,
    SINGLEUSER
}
