package io.jmaui.pbs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The benchmark's fixture is sound, so the benchmark cannot rot unnoticed. */
class StatusJobRepliesTest {

  @Test
  void capturedJobsAreThere() {
    assertTrue(StatusJobReplies.capturedJobs().size() >= 4);
  }

  @Test
  void benchmarkDecodesAllJobsInOneBufferAndInChunks() {
    StatusJobDecodeBench b = new StatusJobDecodeBench();
    b.jobs = 1000;
    b.setup();
    b.chunk = 0;
    assertEquals(1000, b.decode());
    b.chunk = 65536;
    assertEquals(1000, b.decode());
  }
}
