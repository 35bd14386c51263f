package io.jmaui.scheduler.config;

/** A credential's FSTARGET (guide 6.3.3, fs.cfg): a percentage of delivered resources and how it steers. */
public record FsTarget(double value, FsTargetMode mode) {
}
