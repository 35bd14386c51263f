package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;

/** SRCFG OWNER (guide 7.1.5.2.5): {@code OWNER=USER:tom}. */
public record ReservationOwner(CredentialKind kind, String name) {
}
