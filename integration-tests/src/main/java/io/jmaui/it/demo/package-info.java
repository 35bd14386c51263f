/**
 * {@code bin/maui --demo}: the maui daemon scheduling an in-process emulated pbs_server over
 * loopback, with conf/'s maui.cfg, demo cluster (guide 16.2 resource trace) and workload (guide
 * 16.3 workload trace, submitted again each time it drains) on an accelerated clock, printing a
 * showq-like view as jobs start; the commands reach it on the per-user runtime socket, and it
 * removes its state when it stops.
 */
package io.jmaui.it.demo;
