package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;

/** Seam to fairshare (guide 6.3): the usage windows after charging the running jobs up to now. */
interface Accrual {

    List<FairshareWindow> accrue(Snapshot s, long now);

    Accrual NONE = (s, now) -> s.fairshareWindows();
}
