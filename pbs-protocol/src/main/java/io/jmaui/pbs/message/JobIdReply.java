package io.jmaui.pbs.message;

import java.util.Objects;

/** Choices Queue, RdytoCom, Commit: a job id. */
public record JobIdReply(String jobId) implements ReplyBody {
  public JobIdReply {
    Objects.requireNonNull(jobId, "jobId");
  }
}
