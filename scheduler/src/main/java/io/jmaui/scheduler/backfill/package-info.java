/**
 * Backfill (guide 8.2): after the priority pass has started what it can and reserved the top
 * jobs, lower-priority jobs start out of order as long as they delay no job reservation.
 *
 * <pre>
 *   windows (largest node-time rectangles, widest first)
 *     └─ BACKFILLPOLICY: FIRSTFIT | BESTFIT | GREEDY | NONE | PREEMPT   (BackfillPolicies)
 *          ├─ candidates: priority order, BACKFILLDEPTH of them, soft-limit pass then hard-limit pass
 *          ├─ BACKFILLMETRIC scores fits (BESTFIT, GREEDY)
 *          ├─ BFCHUNKSIZE / BFCHUNKDURATION chunking (FIRSTFIT)
 *          └─ PREEMPT (8.4): what is free now, in BFPRIORITYPOLICY's order, as preemptible jobs
 * </pre>
 */
package io.jmaui.scheduler.backfill;
