package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.model.CredentialKind;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A reason carries enough for checkjob to say which limit, whose, and both numbers. */
class LimitReasonTest {

    @Test
    void maxjob_hard_for_steve_carries_what_checkjob_writes() {
        LimitReason r = new LimitReason(LimitKind.JOB, false, LimitPass.HARD, CredentialKind.USER, "steve",
                null, null, null, 2, 1, 2);

        assertEquals("MAXJOB", r.policy());
        assertEquals("MAXJOB hard user=steve 2/2", r.summary());
        assertTrue(r.hard());
        // what the edge renders: "MAXJOB hard limit 2 for user steve reached: 2 active"
        String edge = r.policy() + " " + (r.hard() ? "hard" : "soft") + " limit " + r.limit() + " for "
                + r.credential().name().toLowerCase() + " " + r.credentialName() + " reached: " + r.usage() + " active";
        assertEquals("MAXJOB hard limit 2 for user steve reached: 2 active", edge);
    }

    @Test
    void idle_override_scoped_and_system_limits_name_themselves() {
        assertEquals("MAXIPROC hard user=steve 20/30 +12", new LimitReason(LimitKind.PROC, true, LimitPass.HARD,
                CredentialKind.USER, "steve", null, null, null, 20, 12, 30).summary());
        assertEquals("OMAXNODE soft class=batch override=qos:hiprio 60/64 +5", new LimitReason(LimitKind.NODE, false,
                LimitPass.SOFT, CredentialKind.CLASS, "batch", null, null, "hiprio", 60, 5, 64).summary());
        assertEquals("MAXPROC[USER] hard class=fast user=steve 48/50 +4", new LimitReason(LimitKind.PROC, false,
                LimitPass.HARD, CredentialKind.CLASS, "fast", CredentialKind.USER, "steve", null, 48, 4, 50).summary());
        assertEquals("MAXJOB hard system 10/10", new LimitReason(LimitKind.JOB, false, LimitPass.HARD,
                null, null, null, null, null, 10, 1, 10).summary());
        assertEquals("SYSTEMMAXPROCPERJOB 512/256", new JobSizeReason("SYSTEMMAXPROCPERJOB", 512, 256).summary());
    }
}
