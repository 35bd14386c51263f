package io.jmaui.pbs.message;

import java.util.Objects;

/** {@code string job id}: Rerun, LocateJob, RdytoCommit, Commit, Commit2 (wire doc §3.2). */
public record JobIdBody(String jobId) implements RequestBody {
  public JobIdBody {
    Objects.requireNonNull(jobId, "jobId");
  }
}
