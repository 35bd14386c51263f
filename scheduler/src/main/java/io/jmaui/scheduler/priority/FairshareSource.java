package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.CredentialKind;

import java.util.OptionalDouble;

/**
 * Where the FS component reads each credential's fairshare delta (target minus usage, the target's
 * form applied): {@code FairshareUsage::delta} of the fairshare package. Empty: no delta.
 */
@FunctionalInterface
public interface FairshareSource {

    OptionalDouble delta(CredentialKind kind, String name);
}
