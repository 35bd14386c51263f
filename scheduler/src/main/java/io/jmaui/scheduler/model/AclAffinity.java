package io.jmaui.scheduler.model;

/**
 * How a matching job regards reserved resources (guide 7.1.5): POSITIVE (default) means use
 * them first, NEGATIVE ({@code -}) only as a last resort, NEUTRAL ({@code =}) no preference.
 */
public enum AclAffinity {
    POSITIVE,
    NEGATIVE,
    NEUTRAL
}
