/**
 * Allocation management (guide 6.4, AMCFG) through Maui's FILE interface: each lien and charge is
 * one line appended to a file an accounting system reads, in Maui's words and fields
 * ({@code RESERVE}, {@code WITHDRAWAL}, {@code REMOVE}).
 *
 * <pre>
 *  IterationReport ──> Accounting ──lines──> AmFile (append, fsync; AMSTART ... BANKEND)
 *                        │  liens of running jobs, idle cycles of chargeable reservations
 *                        └──> AmState (durable: what was charged up to when, the lines in flight)
 * </pre>
 *
 * <p>Charging points, as the guide describes them: a job's lien ({@code RESERVE TYPE=job}) when it
 * starts; its charge ({@code WITHDRAWAL TYPE=job}) when it ends, after which the lien is released
 * ({@code REMOVE}), and for a long job every FLUSHINTERVAL in between; a standing reservation with
 * CHARGEACCOUNT is charged its idle processor-seconds every FLUSHINTERVAL and when it ends.
 * CHARGEPOLICY decides which ended jobs are charged: DEBITSUCCESSFUL* only jobs that completed with
 * exit status 0, ran to their wallclock limit, or vanished from pbs_server; DEBITALL* every job.
 * QBank, Gold and RES servers are not spoken to (the config says so when AMCFG names one).
 */
package io.jmaui.bridge.allocation;
