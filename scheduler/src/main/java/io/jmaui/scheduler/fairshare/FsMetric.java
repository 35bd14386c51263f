package io.jmaui.scheduler.fairshare;

/**
 * What FSPOLICY tracks (guide 6.3.2.1, appendix F): nothing, dedicated processor-seconds,
 * dedicated processor-equivalent-seconds, or dedicated GPU-seconds.
 */
public enum FsMetric {
    /** FSPOLICY unset or NONE: no usage is tracked and fairshare has no effect. */
    NONE,
    /** DEDICATEDPS: processors the job holds times seconds. */
    DEDICATEDPS,
    /** DEDICATEDPES: the job's processor equivalent (see {@link io.jmaui.scheduler.model.Job#processorEquivalents}) times seconds. */
    DEDICATEDPES,
    /** DEDICATEDGPUS: the GPUs the job holds times seconds; CPU-only jobs accrue nothing. */
    DEDICATEDGPUS
}
