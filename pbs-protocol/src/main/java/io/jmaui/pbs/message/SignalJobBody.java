package io.jmaui.pbs.message;

import java.util.Objects;

/** SignalJob, AsySignalJob (wire doc §3.2): job id and signal name (at most 16 bytes). */
public record SignalJobBody(String jobId, String signal) implements RequestBody {
  public SignalJobBody {
    Objects.requireNonNull(jobId, "jobId");
    Objects.requireNonNull(signal, "signal");
  }
}
