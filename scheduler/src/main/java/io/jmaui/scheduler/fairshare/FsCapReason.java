package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Reason;
import java.util.Locale;

/**
 * A job blocked by a fairshare cap (guide 6.3.3.2): with the job's request added, the credential's
 * decayed usage would exceed its {@code %} (relative) or {@code ^} (absolute) FSTARGET.
 *
 * @param kind      the capped credential's kind
 * @param name      the capped credential
 * @param mode      {@code CAP_RELATIVE} (numbers in percent) or {@code CAP_ABSOLUTE} (usage units)
 * @param usage     the credential's decayed usage before the job, in the cap's unit
 * @param projected usage with the job's request (procs x walltime, or PE x walltime) added
 * @param cap       the FSTARGET value
 */
public record FsCapReason(CredentialKind kind, String name, FairshareTarget.Mode mode, double usage,
                          double projected, double cap) implements Reason {

    public static final String POLICY = "FSCAP";

    @Override
    public String policy() {
        return POLICY;
    }

    @Override
    public String summary() {
        String unit = mode == FairshareTarget.Mode.CAP_RELATIVE ? "%" : "";
        return String.format(Locale.ROOT, "%s %s=%s usage=%.2f%s withjob=%.2f%s cap=%.2f%s", POLICY,
                kind.name().toLowerCase(Locale.ROOT), name, usage, unit, projected, unit, cap, mode.suffix());
    }
}
