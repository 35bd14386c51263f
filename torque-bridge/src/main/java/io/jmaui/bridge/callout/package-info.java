/**
 * Maui's call-outs: programs the site names in maui.cfg, run by the daemon with Maui's arguments.
 * FEEDBACKPROGRAM gets each ended job's usage (guide 15.1, the sixteen fields of Maui's job
 * feedback); NOTIFICATIONPROGRAM gets each admin event as one text argument (JOBHOLD, RMFAILURE,
 * RESERVATIONCREATED, AMFAILURE, in Maui's words).
 *
 * <pre>
 *  loop thread: IterationReport ──> Callouts ──> ProgramRunner.run(...)   (returns at once)
 *                                                    │ queue (bounded; full: dropped, logged)
 *  maui-callout threads:                             └──> process, time limit, exit code logged
 * </pre>
 *
 * Nothing here runs a program on the scheduling thread or waits for one there; a program that
 * hangs is killed at its time limit, one that fails is logged with its exit code and first output.
 */
package io.jmaui.bridge.callout;
