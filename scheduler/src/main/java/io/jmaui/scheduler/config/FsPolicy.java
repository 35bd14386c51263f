package io.jmaui.scheduler.config;

/**
 * FSPOLICY (guide 6.3.2.1): the usage metric, and whether the fairshare factor is the ratio
 * {@code 1 - usage/target} (a trailing {@code %}) instead of the difference {@code target - usage}.
 */
public record FsPolicy(FsPolicyKind kind, boolean percent) {

    public static final FsPolicy NONE = new FsPolicy(FsPolicyKind.NONE, false);
}
