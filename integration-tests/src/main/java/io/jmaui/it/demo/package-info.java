/**
 * {@code bin/maui --demo}: the maui daemon scheduling an in-process emulated pbs_server over
 * loopback, with conf/'s maui.cfg, demo cluster (guide 16.2 resource trace) and workload (guide
 * 16.3 workload trace) on an accelerated clock, printing a showq-like view as jobs start and end.
 */
package io.jmaui.it.demo;
