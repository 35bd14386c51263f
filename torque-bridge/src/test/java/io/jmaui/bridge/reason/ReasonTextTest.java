package io.jmaui.bridge.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.iteration.InsufficientResources;
import io.jmaui.scheduler.iteration.JobHeld;
import io.jmaui.scheduler.limits.LimitPass;
import io.jmaui.scheduler.limits.LimitReason;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.reservation.RefusalCause;
import io.jmaui.scheduler.iteration.ReservationWait;
import io.jmaui.scheduler.reservation.ReservationRefusal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ReasonTextTest {

    @Test
    void aLimitSaysWhichLimitWhoseUsageAndTheNumbers() {
        LimitReason r = new LimitReason(LimitKind.JOB, false, LimitPass.HARD, CredentialKind.USER, "steve", null, null,
                null, 2, 1, 2);
        assertEquals("MAXJOB hard limit 2 for user steve reached: 2 active", ReasonText.sentence(r));
    }

    /** MAXNODE counts the nodes the user's jobs hold together (guide 6.2): the comment says so. */
    @Test
    void aNodeLimitSaysHowManyNodesAreInUseAndHowManyMoreTheJobNeeds() {
        LimitReason r = new LimitReason(LimitKind.NODE, false, LimitPass.SOFT, CredentialKind.USER, "steve", null, null,
                null, 3, 1, 3);
        assertEquals("MAXNODE soft limit 3 for user steve reached: 3 nodes in use, job needs 1 more", ReasonText.sentence(r));
        assertEquals("MAXNODE soft user=steve 3/3 +1", r.summary());
    }

    @Test
    void aScopedLimitNamesBothCredentials() {
        LimitReason r = new LimitReason(LimitKind.PROC, false, LimitPass.SOFT, CredentialKind.CLASS, "fast",
                CredentialKind.USER, "steve", null, 3, 2, 3);
        assertEquals(r.policy() + " soft limit 3 for user steve in class fast reached: 3 procs active, job needs 2",
                ReasonText.sentence(r));
    }

    @Test
    void resourcesHoldsAndReservations() {
        assertEquals("insufficient resources: needs 8 procs, 3 free",
                ReasonText.sentence(new InsufficientResources(8, 3, 0)));
        assertEquals("held (system, user)", ReasonText.sentence(new JobHeld(Set.of(HoldType.USER, HoldType.SYSTEM))));
        assertEquals("reservation special.0 does not admit the job: its ACL requires timelimit 3600 (job: 7200)",
                ReasonText.sentence(new ReservationRefusal("special.0", ReservationType.ADMIN, RefusalCause.REQUIRED, AclTarget.DURATION,
                        "7200", List.of("3600"))));
    }

    /** Found live: a standing reservation's comment read "its ACL does not list the job". */
    @Test
    void aStandingReservationSaysWhatItsAclListsAndWhatTheJobHas() {
        assertEquals("standing reservation fast.0 does not admit the job: its ACL lists class express, user not bob;"
                + " the job has class batch, user alice", ReasonText.sentence(new ReservationRefusal("fast.0",
                ReservationType.STANDING, RefusalCause.NO_MATCH, null, "CLASS=batch,USER=alice",
                List.of("CLASS=express", "USER=!bob-"))));
        assertEquals("reservation john.1 does not admit the job: it admits only jobs that ask for it by name"
                + " (qsub -W x=ADVRES:john.1)", ReasonText.sentence(new ReservationRefusal("john.1",
                ReservationType.ADMIN, RefusalCause.BYNAME, null, null, List.of())));
    }

    /** qsub -W x=FLAGS:ADVRES[:name] (guide 7.1.1): the job says which reservation it waits for and why. */
    @Test
    void aJobThatMayRunOnlyInAReservationSaysHowThatReservationStands() {
        assertEquals("runs only in reservation staff.1 (ADVRES): needs 2 procs there, not free now",
                ReasonText.sentence(new ReservationWait("staff.1", "ADVRES", ReservationWait.Status.FULL, 2, 4)));
        assertEquals("runs only in reservation maint.3 (ADVRES): no reservation maint.3 is in force",
                ReasonText.sentence(new ReservationWait("maint.3", "ADVRES", ReservationWait.Status.MISSING, 1, 0)));
        assertEquals("runs only in a reservation it may use (QOS chem USERESERVED): none in force admits the job",
                ReasonText.sentence(new ReservationWait("", "QOS chem USERESERVED", ReservationWait.Status.NONE_ADMITS, 1, 0)));
        assertEquals("runs only in reservation john.1 (ADVRES): can never run there: needs 8 procs, its hosts have 2",
                ReasonText.sentence(new ReservationWait("john.1", "ADVRES", ReservationWait.Status.TOO_SMALL, 8, 2)));
        assertEquals("standing reservation fast.0 does not admit the job: the job asks to run only in reservation"
                + " staff.1 (ADVRES)", ReasonText.sentence(new ReservationRefusal("fast.0", ReservationType.STANDING,
                RefusalCause.NOT_ASKED, null, "staff.1", List.of())));
    }

    @Test
    void aReasonWithoutASentenceFallsBackToItsSummary() {
        Reason other = new Reason() {
            @Override
            public String policy() {
                return "X";
            }

            @Override
            public String summary() {
                return "X a=1";
            }
        };
        assertEquals("X a=1", ReasonText.sentence(other));
    }
}
