package io.jmaui.scheduler.availability;

/**
 * A user's tasks on a node over [start, end), for NODEACCESSPOLICY SINGLEUSER: {@code exclusive}
 * when the job runs SINGLEUSER itself and keeps other users off the node.
 */
record UserSpan(String user, long start, long end, boolean exclusive) {
}
