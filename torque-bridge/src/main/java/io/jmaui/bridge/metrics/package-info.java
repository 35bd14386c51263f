/**
 * The OpenMetrics/Prometheus endpoint a site's monitoring scrapes (off unless maui.cfg sets
 * METRICSPORT): iteration time by stage, queue lengths by state and class, starts, deferrals,
 * preemptions and every decision by kind, node states, and commands by name and exit status.
 * Built on the Prometheus Java client; fed by the loop's iteration reports and the command
 * service's answers, so it adds no work to the iteration itself.
 */
package io.jmaui.bridge.metrics;
