package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The daemon's start-up warm-up goes through the real encoder and decoder without a failure. */
class DecoderWarmupTest {

  @Test
  void decodesWhatItEncodedAndReadsEveryValue() {
    long once = DecoderWarmup.run(30, 1);
    assertEquals(2 * once, DecoderWarmup.run(30, 2), "each round reads the same reply");
  }
}
