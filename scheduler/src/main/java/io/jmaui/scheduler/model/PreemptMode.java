package io.jmaui.scheduler.model;

/**
 * How a running job is made to give up its resources (guide 8.4 "Types of Preemption",
 * PREEMPTPOLICY): REQUEUE ends it and puts it back in the queue, SUSPEND stops it where it is
 * (it keeps its memory on its nodes, not its processors) until it is resumed, CHECKPOINT saves
 * its state and requeues it to restart from there. CANCEL ends it for good: never a PREEMPTPOLICY,
 * only what a limit's enforcement does (JOBMAXOVERRUN with WCVIOLATIONACTION CANCEL,
 * RESOURCELIMITPOLICY, JOBMAXSTARTTIME; guides 10.4, 11.7), carried out and journalled as a
 * preemption is.
 */
public enum PreemptMode {
    REQUEUE,
    SUSPEND,
    CHECKPOINT,
    CANCEL
}
