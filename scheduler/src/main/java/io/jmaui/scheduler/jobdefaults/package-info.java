/**
 * Job defaults and per job limits of a class (guide 11.6): {@code CLASSCFG[batch]
 * DEFAULT.WCLIMIT=1:00:00} gives a job of the class that asked no walltime one hour,
 * {@code DEFAULT.FEATURES=fast,io} adds those node features to what each of its jobs requires,
 * {@code MAX.WCLIMIT} and {@code MIN.PROC} bound a single job of the class. Defaults are laid on the
 * snapshot before the stages ({@link ClassDefaults}), so every policy and every view sees the job
 * as Maui would have read it; the limits set a job aside in the eligibility stage with a
 * {@link ClassLimitReason} ({@link ClassJobLimits}).
 */
package io.jmaui.scheduler.jobdefaults;
