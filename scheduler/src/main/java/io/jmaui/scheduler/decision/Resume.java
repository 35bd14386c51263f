package io.jmaui.scheduler.decision;

/** Resume suspended job {@code jobId} on the nodes it holds (guide 8.4): its processors are free again. */
public record Resume(String jobId) implements Decision {
}
