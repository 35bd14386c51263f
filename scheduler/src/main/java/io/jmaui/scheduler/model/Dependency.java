package io.jmaui.scheduler.model;

import java.util.Objects;

/**
 * One entry of a job's dependencies as pbs_server reports them in the job's {@code depend}
 * attribute: {@code afterok:12.srv} is type AFTEROK on job {@code 12.srv}; {@code on:2} is type ON
 * with count 2; {@code afterokarray:7[][3].srv} is type AFTEROKARRAY on array {@code 7[].srv} with
 * count 3 (0 when the array form names no count: every job of the array).
 *
 * <p>pbs_server removes an {@code after*} entry once the job it names has satisfied it (and lowers
 * an {@code on} count as jobs register), so the entries a job still carries are the ones not met.
 *
 * @param jobId the job or array named (null for the count kinds)
 * @param count the count of {@code on}, {@code synccount} and the array kinds, else 0
 */
public record Dependency(DependencyType type, String jobId, int count) {

    public Dependency {
        Objects.requireNonNull(type, "type");
    }

    /** An entry naming one job, e.g. {@code afterok:12.srv}. */
    public static Dependency on(DependencyType type, String jobId) {
        return new Dependency(type, jobId, 0);
    }
}
