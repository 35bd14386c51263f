package io.jmaui.scheduler.availability;

/** A user's tasks on a node over [start, end), for NODEACCESSPOLICY SINGLEUSER. */
record UserSpan(String user, long start, long end) {
}
