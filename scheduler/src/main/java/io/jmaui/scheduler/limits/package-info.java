/**
 * Throttling policies, Maui admin guide 6.2: active job limits (MAXJOB, MAXPROC, MAXPS, MAXPE,
 * MAXWC, MAXNODE, MAXMEM), idle job limits (MAXIJOB, ...), system job limits
 * (SYSTEMMAXPROCPERJOB, SYSTEMMAXPROCSECONDPERJOB, SYSTEMMAXJOBWALLTIME), soft and hard limits,
 * QOS override limits (OMAXJOB, ...) and multi-dimensional limits ({@code MAXJOB[USER]}), set
 * with USERCFG, GROUPCFG, ACCOUNTCFG, QOSCFG, CLASSCFG and SYSTEMCFG; Moab's MAXGRES on GPUs and
 * generic resources ({@code MAXGRES[gpus]=4}, {@link io.jmaui.scheduler.limits.GresLimits}).
 *
 * <pre>
 *  MauiConfig ── LimitBook ─┐  per-credential limits, DEFAULT merged, compiled once
 *  active jobs ── UsageTable ┼─► Limits ─► eligible(idle, pass) ─► Eligibility + Reason per job
 *  now ────────── JobSizing ─┘      │   ─► check(job, pass, hosts) ─► Optional&lt;Reason&gt;
 *                                   └─── charge(job, hosts)   iteration-local usage
 *  LimitCheck: one job against every credential's limits, O(credentials)
 *  CredentialIndex: names numbered once per iteration, so usage and limits are arrays
 *  CredentialIds: one job's numbers, each looked up when a check first reaches it
 *  ActiveCount: where each verdict reads only its own credentials' usage (SharedUsage), the active
 *               jobs counted as the jobs asked about need them, each once
 * </pre>
 *
 * <p>How the engine's iteration uses it:
 * <ol>
 *   <li>{@code Limits.of(cfg, snapshot, now)} once, after priorities.</li>
 *   <li>{@code eligible(idleInPriorityOrder)} (the HARD list): the jobs it keeps out are reported
 *       with their reason and accrue no queue time under JOBPRIOACCRUALPOLICY QUEUEPOLICY or
 *       FULLPOLICY.</li>
 *   <li>Pass SOFT: {@code eligible(idle, SOFT)}; for each job in order, find hosts, then
 *       {@code check(job, SOFT, hosts)}; on success start it and {@code charge(job, hosts)} before
 *       the next job; on failure keep the reason and go on.</li>
 *   <li>Pass HARD, when resources remain: the same with the idle jobs not started in pass SOFT,
 *       {@code eligible(rest, HARD)} and {@code check(job, HARD, hosts)}. A job refused in both
 *       passes shows its HARD reason; one refused only in SOFT and then not placed shows "soft
 *       limit" as the reason it waited.</li>
 *   <li>Backfill and reservations ask {@code check(job, HARD, hosts)} too, and charge what they
 *       start.</li>
 * </ol>
 */
package io.jmaui.scheduler.limits;
