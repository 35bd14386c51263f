package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.FsTarget;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import java.util.Optional;

/**
 * Reads a credential's FSTARGET from the *CFG parameters ({@code USERCFG[alice] FSTARGET=25-});
 * the config falls back to the kind's {@code [DEFAULT]} entry, as Maui does. The one place that
 * knows the config API's shape for targets.
 */
final class Targets {

    private Targets() {
    }

    static Optional<FsTarget> configured(MauiConfig cfg, CredentialKind kind, String name) {
        if (name == null) {
            return Optional.empty();
        }
        return cfg.credential(kind, name).fsTarget();
    }

    /** The target with Maui's five modes; the raw FSTARGET text tells the caps apart. */
    static Optional<FairshareTarget> of(MauiConfig cfg, CredentialKind kind, String name) {
        if (name == null) {
            return Optional.empty();
        }
        CredentialConfig c = cfg.credential(kind, name);
        String raw = c.raw().get("FSTARGET");
        if (raw != null) {
            try {
                return Optional.of(FairshareTarget.parse(raw));
            } catch (IllegalArgumentException e) {
                // the config validated the text; should its syntax grow past ours, use its typed view
            }
        }
        return c.fsTarget().map(Targets::fromConfig);
    }

    private static FairshareTarget fromConfig(FsTarget t) {
        FairshareTarget.Mode mode = switch (t.mode()) {
            case TARGET -> FairshareTarget.Mode.TARGET;
            case FLOOR -> FairshareTarget.Mode.FLOOR;
            case CAP -> FairshareTarget.Mode.CEILING;
            case HARD_CAP -> FairshareTarget.Mode.CAP_ABSOLUTE;
            case RELATIVE_CAP -> FairshareTarget.Mode.CAP_RELATIVE;
        };
        return new FairshareTarget(t.value(), mode);
    }
}
