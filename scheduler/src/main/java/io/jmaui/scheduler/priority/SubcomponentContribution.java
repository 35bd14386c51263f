package io.jmaui.scheduler.priority;

/**
 * One subcomponent of a job's priority, as {@code diagnose -p} shows it.
 *
 * @param raw          the subcomponent's value before its cap (minutes queued, MB, percent, ...)
 * @param value        {@code raw} after the subcomponent cap ({@code MIN(cap, raw)} when a cap is set)
 * @param weight       the effective subcomponent weight (QUEUETIME and XFACTOR include the QOS's
 *                     QTWEIGHT and XFWEIGHT)
 * @param contribution {@code componentWeight * weight * value}: the subcomponent's share of the
 *                     priority before any component cap
 */
public record SubcomponentContribution(Subcomponent subcomponent, double raw, double value, long weight,
                                       double contribution) {
}
