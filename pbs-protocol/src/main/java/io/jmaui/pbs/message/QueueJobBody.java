package io.jmaui.pbs.message;

import java.util.List;
import java.util.Objects;

/** QueueJob, QueueJob2 (qsub, capture 01): job id ({@code ""} = server assigns), destination queue, attributes. */
public record QueueJobBody(String jobId, String destination, List<Attribute> attributes)
    implements RequestBody {
  public QueueJobBody {
    Objects.requireNonNull(jobId, "jobId");
    Objects.requireNonNull(destination, "destination");
    attributes = List.copyOf(attributes);
  }
}
