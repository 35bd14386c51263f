package io.jmaui.pbs.message;

import java.util.Objects;

/**
 * jobscript, jobscript2, MvJobFile (capture 01): one chunk of a job file.
 *
 * @param sequence chunk number, from 0
 * @param fileType which file (0 = the job script)
 * @param size     bytes in this chunk, as the sender states it
 * @param jobId    the job
 * @param data     the chunk (a counted string; any byte may occur)
 */
public record JobFileBody(long sequence, long fileType, long size, String jobId, String data)
    implements RequestBody {
  public JobFileBody {
    Objects.requireNonNull(jobId, "jobId");
    Objects.requireNonNull(data, "data");
  }
}
