package io.jmaui.scheduler.qos;

/**
 * Where a job's QOS came from (guide 7.3; checkjob): the job asked for it, the resource manager
 * or trace gave it as the job's QOS, or a default: the QDEF of the job's user, group, account or
 * class (in Maui's order of precedence), SYSTEMCFG QDEF, Maui's own DEFAULT QOS, or the first
 * QOS the job may use when its default is not among them.
 */
public enum QosSource {
    REQUESTED,
    GIVEN,
    USER,
    GROUP,
    ACCOUNT,
    CLASS,
    SYSTEM,
    DEFAULT,
    FIRST_ALLOWED
}
