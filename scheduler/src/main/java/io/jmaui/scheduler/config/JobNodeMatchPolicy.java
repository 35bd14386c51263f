package io.jmaui.scheduler.config;

/** JOBNODEMATCHPOLICY words (appendix F): EXACTNODE gives a {@code nodes=N:ppn=P} job N distinct hosts, EXACTPROC only hosts with exactly the processors asked per node. */
public enum JobNodeMatchPolicy {
    EXACTNODE,
    EXACTPROC
}
