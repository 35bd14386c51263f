package io.jmaui.scheduler.jobdefaults;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The guide 11.6 attributes of one class, read once per class and iteration rather than per job.
 *
 * @param defaultFeatures DEFAULT.FEATURES, empty for none
 * @param defaultWalltime DEFAULT.WCLIMIT seconds, 0 for none
 * @param maxWalltime     MAX.WCLIMIT seconds, 0 for none
 * @param minProcs        MIN.PROC, 0 for none
 */
record ClassRules(Set<String> defaultFeatures, long defaultWalltime, long maxWalltime, long minProcs) {

    static final ClassRules NONE = new ClassRules(Set.of(), 0, 0, 0);

    boolean none() {
        return defaultFeatures.isEmpty() && defaultWalltime <= 0 && maxWalltime <= 0 && minProcs <= 0;
    }

    static ClassRules of(CredentialConfig c) {
        List<String> f = c.defaultFeatures();
        ClassRules r = new ClassRules(Set.copyOf(f), c.defaultWalltime().orElse(0), c.maxWalltime().orElse(0),
                c.minProcs().orElse(0));
        return r.none() ? NONE : r;
    }

    /** Per class name (null: the job has none), looked up once each; CLASSCFG[DEFAULT] applies to every class. */
    static final class Cache {
        private final MauiConfig cfg;
        /** Null until a class is looked up: made at every iteration, most configs set no class rule. */
        private Map<String, ClassRules> byClass;
        /** Some CLASSCFG entry (DEFAULT included) sets one of the four: else every class has none, unlooked-up. */
        private final boolean any;

        Cache(MauiConfig cfg) {
            this.cfg = cfg;
            boolean set = false;
            Map<String, CredentialConfig> classes = cfg.credentials(CredentialKind.CLASS);
            // no iterator over an empty map's view: the check is made at every event of a simulation
            if (!classes.isEmpty()) {
                for (CredentialConfig c : classes.values()) {
                    set |= !ClassRules.of(c).none();
                }
            }
            this.any = set;
        }

        ClassRules of(String jobClass) {
            if (jobClass == null || !any) {
                return NONE;
            }
            if (byClass == null) {
                byClass = new HashMap<>();
            }
            return byClass.computeIfAbsent(jobClass, c -> ClassRules.of(cfg.credential(CredentialKind.CLASS, c)));
        }
    }
}
