package io.jmaui.bridge.view;

import java.util.List;

/** diagnose -j (guide 14.2 "diagnose -j"): every job with its state, request and, if idle, why it waits. */
public record JobsDiagView(long now, List<JobRow> jobs) {

    public JobsDiagView {
        jobs = List.copyOf(jobs);
    }
}
