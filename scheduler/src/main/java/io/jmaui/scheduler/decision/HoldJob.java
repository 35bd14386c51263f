package io.jmaui.scheduler.decision;

import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Reason;

/** Place a hold on a job, with the reason (e.g. a fairshare feasibility cap it can never meet). */
public record HoldJob(String jobId, HoldType hold, Reason reason) implements Decision {
}
