package io.jmaui.scheduler.model;

import java.util.Objects;

/**
 * The QOS a job asks for (guide 7.3): {@code name}, and {@code via} how the user asked in the
 * resource manager's terms, for checkjob ({@code qsub -l qos=high}, {@code qsub -W x=QOS:high}).
 * Whether the job may have it is the scheduler's decision.
 */
public record QosRequest(String name, String via) {

    public QosRequest {
        Objects.requireNonNull(name, "name");
    }
}
