package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.enforcement.LimitEnforcement;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.preemption.PreemptionRules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * First stage: running jobs that broke a limit (JOBMAXOVERRUN, RESOURCELIMITPOLICY,
 * JOBMAXSTARTTIME; {@link LimitEnforcement}) get an {@link Enforce} decision. They keep their
 * resources in this iteration's plan (they have not vacated yet) and are no preemptor's victim.
 */
final class EnforceLimits implements Stage {

    @Override
    public void apply(IterationState st) {
        Rules rules = st.cfg.derived(RULES);
        if (rules.limits.off()) {
            return;
        }
        // the config's own, unless the iteration was given other settings (a test's)
        LimitEnforcement limits = st.settings.preemptPolicy() == rules.preemptPolicy ? rules.limits
                : new LimitEnforcement(st.cfg, new PreemptionRules(st.settings.preemptPolicy()));
        if (rules.disk) {
            st.warnings.add("RESOURCELIMITPOLICY DISK cannot apply to TORQUE: pbs_mom reports no disk use in a job's"
                    + " resources_used, so no job is stopped for it");
        }
        List<Job> active = st.snapshot.activeJobs();
        Map<String, Long> since = st.carry.violatingSince();
        for (int i = 0; i < active.size(); i++) { // indexed: a list's iterator is one class shared by every list
            Job j = active.get(i);
            Optional<Enforce> e = limits.check(j, st.now, since, st.violatingSince, st.warnings);
            if (e.isPresent()) {
                st.decisions.add(e.get());
                st.enforced.add(j.id());
            }
        }
    }

    /**
     * Whether a RESOURCELIMITPOLICY rule is on DISK, which this stage warns about at every iteration:
     * read once per config ({@link io.jmaui.scheduler.config.MauiConfig#derived}), not by a stream at
     * every event of a simulation (1.2 % of Lublin reslimits).
     */
    static boolean diskRule(MauiConfig cfg) {
        return cfg.derived(RULES).disk;
    }

    /**
     * The enforcement under the config's own PREEMPTPOLICY ({@code preemptPolicy}, as {@link
     * Settings} reads it) and whether a rule is on DISK ({@code disk}): made once per config, not
     * at every iteration (a look at four parameters and two objects per event of a simulation).
     */
    private record Rules(LimitEnforcement limits, PreemptMode preemptPolicy, boolean disk) {
        static Rules of(MauiConfig cfg) {
            PreemptMode policy = Settings.ofConfig(cfg).preemptPolicy();
            return new Rules(new LimitEnforcement(cfg, new PreemptionRules(policy)), policy,
                    cfg.get(Parameters.RESOURCELIMITPOLICY).stream().anyMatch(r -> r.resource().equals("DISK")));
        }
    }

    private static final Derived<Rules> RULES = Derived.of(Rules::of);
}
