/**
 * Throttling policies, Maui admin guide 6.2: active job limits (MAXJOB, MAXPROC, MAXPS, MAXPE,
 * MAXWC, MAXNODE, MAXMEM), idle job limits (MAXIJOB, ...), system job limits
 * (SYSTEMMAXPROCPERJOB, SYSTEMMAXPROCSECONDPERJOB, SYSTEMMAXJOBWALLTIME), soft and hard limits,
 * QOS override limits (OMAXJOB, ...) and multi-dimensional limits ({@code MAXJOB[USER]}), set
 * with USERCFG, GROUPCFG, ACCOUNTCFG, QOSCFG, CLASSCFG and SYSTEMCFG.
 *
 * <pre>
 *  MauiConfig ──LimitBook──┐            (per-credential limits, DEFAULT filling gaps, compiled once)
 *  Snapshot active jobs ───┼─► Limits ─► eligible(idle, pass)  ─► Eligibility (+ Reason per blocked job)
 *  now ──── JobSizing ─────┘     │    ─► check(job, pass, hosts) ─► Optional&lt;Reason&gt;  (LimitCheck)
 *                                └─── charge(job, hosts)      (UsageTable, iteration-local)
 * </pre>
 *
 * <p>The engine's iteration, per pass (SOFT, then HARD when resources remain): take
 * {@code eligible(idleInPriorityOrder, pass)}, and for each eligible job not yet started, in
 * priority order, find hosts, ask {@code check(job, pass, hosts)}, and on success
 * {@code charge(job, hosts)} before the next job.
 */
package io.jmaui.scheduler.limits;
