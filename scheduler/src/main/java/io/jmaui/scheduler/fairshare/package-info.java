/**
 * Fairshare (Maui admin guide 6.3, the FS priority component of 5.1.2.2, FS* parameters of
 * appendix F, the FS data files of 6.3.2.3).
 *
 * <pre>
 *   STATDIR/FS.&lt;epoch&gt; text --FsFile.parseAll--&gt; windows (newest first) + problems (file:line)
 *                                                   |
 *   running jobs, [last iteration, now) --Fairshare.accrue--&gt; windows, rolled at FSINTERVAL,
 *                                                   |          FSDEPTH kept
 *                                                   v
 *                               FairshareUsage.compute  (decayed usage %, target, delta)
 *                                  |            |                 |
 *                 priority FS component   FairshareCaps.check   FairshareReport (diagnose -f)
 *                 (5.1.2.2)               (% and ^ caps block)
 *                                                   |
 *   windows --FsFile.format--&gt; text the bridge writes to STATDIR/FS.&lt;start&gt;
 * </pre>
 *
 * Everything here is a pure function of config, windows, jobs and the times passed in; files are
 * read and written by the bridge.
 */
package io.jmaui.scheduler.fairshare;
