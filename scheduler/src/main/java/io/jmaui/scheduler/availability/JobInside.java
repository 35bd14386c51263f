package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;

/**
 * What a running job a reservation admits holds on one host until {@code end}: placing the
 * reservation there, that share counts as the reservation's own (Maui takes an admitted job's
 * dedicated resources out of a container reservation's blocked resources), so a job running
 * inside a floating reservation uses it up rather than pushing it onto other nodes.
 */
public record JobInside(String host, Resources amount, long end) {
}
