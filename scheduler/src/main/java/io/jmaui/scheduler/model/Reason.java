package io.jmaui.scheduler.model;

/**
 * Why an idle job did not start this iteration: a limit, a reservation, a hold, too few
 * resources. Each policy contributes its own record carrying the policy name, the credential and
 * both numbers (style.md: "MAXJOB user=alice 8/8"); only the edge (checkjob, the qstat comment)
 * turns it into a sentence, so the core never formats user text beyond {@link #summary()}.
 */
public interface Reason {

    /** The policy that stopped the job, in Maui's words: MAXJOB, RESERVATION, HOLD, RESOURCES, ... */
    String policy();

    /** A one-line, key=value rendering for logs and tests, e.g. {@code MAXJOB hard user=steve 2/2}. */
    String summary();
}
