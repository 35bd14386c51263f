/**
 * JMH benchmarks of the codecs ({@code bin/bench}): decoding a 10,000-job StatusJob reply built
 * from the captured job records (wire doc §2.3, §6.2). {@code StatusJobDecodeCpu} times the same
 * work in thread CPU time.
 */
package io.jmaui.pbs.bench;
