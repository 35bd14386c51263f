/**
 * The sentences users read: each of the core's {@link io.jmaui.scheduler.model.Reason} records
 * turned into plain text for the qstat {@code comment} and checkjob (style.md: the core carries
 * numbers, only the edge formats them).
 */
package io.jmaui.bridge.reason;
