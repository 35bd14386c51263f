/**
 * Bench commands that are not JMH: {@link io.jmaui.it.bench.ScaleBench} runs the daemon against a
 * 100,000-job, 10,000-node emulated pbs_server in a 512 MB heap ({@code bin/scale-bench}).
 */
package io.jmaui.it.bench;
