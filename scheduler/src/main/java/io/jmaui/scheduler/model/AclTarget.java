package io.jmaui.scheduler.model;

/** What an ACL entry of a reservation matches on (guide 7.1.5, ACL). DURATION is TIMELIMIT: the job's walltime. */
public enum AclTarget {
    USER,
    GROUP,
    ACCOUNT,
    CLASS,
    QOS,
    JOBATTR,
    DURATION
}
