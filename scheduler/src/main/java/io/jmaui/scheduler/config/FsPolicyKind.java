package io.jmaui.scheduler.config;

/**
 * The usage metric of FSPOLICY (guide 6.3.2.1): NONE disables fairshare tracking; DEDICATEDPS
 * counts dedicated processor-seconds, DEDICATEDPES processor-equivalent seconds, UTILIZEDPS
 * consumed processor-seconds; DEDICATEDGPUS (jmaui's, named as the others) dedicated GPU-seconds.
 */
public enum FsPolicyKind {
    NONE,
    DEDICATEDPS,
    DEDICATEDPES,
    UTILIZEDPS,
    DEDICATEDGPUS
}
