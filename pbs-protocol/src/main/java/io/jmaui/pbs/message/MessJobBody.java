package io.jmaui.pbs.message;

import java.util.Objects;

/** MessJob (wire doc §3.2): job id, file (1 stdout, 2 stderr), text. */
public record MessJobBody(String jobId, long file, String text) implements RequestBody {
  public MessJobBody {
    Objects.requireNonNull(jobId, "jobId");
    Objects.requireNonNull(text, "text");
  }
}
