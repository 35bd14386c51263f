package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The daemon's start-up warm-up goes through the real encoder and decoder without a failure. */
class DecoderWarmupTest {

  @Test
  void decodesWhatItEncodedAndReadsEveryValue() {
    assertEquals(30 * 12, DecoderWarmup.run(30, 1), "every attribute of the 30 jobs");
    // then 0, 10 and 20 are held with other bytes, 4, 14 and 24 with another entry count, and 2, 6, 8, 12... come withheld
    assertEquals(30 * 12 + 21 * 12, DecoderWarmup.run(30, 2), "the second round reads the jobs not held as they are");
  }
}
