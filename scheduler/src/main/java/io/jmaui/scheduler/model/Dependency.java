package io.jmaui.scheduler.model;

/** One job dependency as TORQUE's {@code depend} gives it, e.g. type {@code afterok} on job {@code 12.srv}. */
public record Dependency(String type, String jobId) {
}
