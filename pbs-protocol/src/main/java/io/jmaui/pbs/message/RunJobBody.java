package io.jmaui.pbs.message;

import java.util.Objects;

/**
 * RunJob, AsyrunJob, StageIn (wire doc §3.2, semantics §3.3).
 *
 * @param jobId       the job
 * @param destination host list in {@code -l nodes=} grammar ({@code n1:ppn=2+n2}), or {@code ""}
 * @param resch       always 0 (the server ignores it)
 */
public record RunJobBody(String jobId, String destination, long resch) implements RequestBody {
  public RunJobBody {
    Objects.requireNonNull(jobId, "jobId");
    Objects.requireNonNull(destination, "destination");
  }

  public RunJobBody(String jobId, String destination) {
    this(jobId, destination, 0);
  }
}
