package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;

/** Seam to fairshare accrual (guide 6.3): the usage windows after charging the running jobs for [from, now). */
interface Accrual {

    List<FairshareWindow> accrue(Snapshot s, long from, long now);
}
