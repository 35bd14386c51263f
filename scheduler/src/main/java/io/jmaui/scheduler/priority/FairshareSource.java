package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;

import java.util.OptionalDouble;

/**
 * Where the FS component reads each credential's fairshare delta (target minus usage, the target's
 * form applied): {@code FairshareUsage::delta} of the fairshare package. Empty: no delta.
 */
@FunctionalInterface
public interface FairshareSource {

    OptionalDouble delta(CredentialKind kind, String name);

    /**
     * The usage whose {@link FairshareUsage#delta(CredentialKind, String)} {@link #delta} is, to
     * the bit; null (the default) where the deltas come from elsewhere. With it, the priority pass
     * carries each credential's place in the usage from one ranking to the next
     * ({@link CredentialTerms#next}) instead of looking its names up again.
     */
    default FairshareUsage usage() {
        return null;
    }
}
