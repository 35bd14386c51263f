package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.model.AclTarget.ACCOUNT;
import static io.jmaui.scheduler.model.AclTarget.CLASS;
import static io.jmaui.scheduler.model.AclTarget.DURATION;
import static io.jmaui.scheduler.model.AclTarget.GROUP;
import static io.jmaui.scheduler.model.AclTarget.JOBATTR;
import static io.jmaui.scheduler.model.AclTarget.QOS;
import static io.jmaui.scheduler.model.AclTarget.USER;
import static io.jmaui.scheduler.reservation.Fixtures.HOUR;
import static io.jmaui.scheduler.reservation.Fixtures.at;
import static io.jmaui.scheduler.reservation.Fixtures.during;
import static io.jmaui.scheduler.reservation.Fixtures.entry;
import static io.jmaui.scheduler.reservation.Fixtures.ownedBy;
import static io.jmaui.scheduler.reservation.Fixtures.reservation;
import static io.jmaui.scheduler.reservation.Fixtures.withFlags;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Reservation ACLs, each case from guide 7.1.5 (example numbers as the guide gives them). */
class ReservationAccessTest {

    private static Job.Builder job(String id) {
        return Job.builder(id).user("bob").group("staff").jobClass("batch").walltime(HOUR);
    }

    /** showbf's question for every name of a kind (-A; account, class, QOS not given): "global access". */
    @Test
    void theAnyCredentialPassesEveryPositiveEntryAndNoNotEntry() {
        Job any = job("showbf").account(io.jmaui.scheduler.model.Credentials.ANY).build();
        assertTrue(ReservationAccess.evaluate(any, reservation("chem.0", List.of(), entry(ACCOUNT, "chem"))).allowed());
        assertTrue(ReservationAccess.evaluate(any, reservation("req.0", List.of(), entry(ACCOUNT, "chem*"),
                entry(USER, "bob"))).allowed());
        assertTrue(ReservationAccess.evaluate(any, reservation("not.0", List.of(), entry(ACCOUNT, "!chem"))).allowed(),
                "a NOT list is satisfied by a name it does not list");
        assertFalse(ReservationAccess.evaluate(job("real").account("physics").build(),
                reservation("chem.0", List.of(), entry(ACCOUNT, "chem"))).allowed());
    }

    @Nested
    class Example1BusinessHours {
        final Reservation interactive = reservation("interactive.0", List.of(), entry(CLASS, "interactive"));

        @Test
        void jobsRequestingClassInteractiveMayUseIt() {
            AclVerdict v = ReservationAccess.evaluate(job("1").jobClass("interactive").build(), interactive);
            assertTrue(v.allowed());
            assertEquals(AclAffinity.POSITIVE, v.affinity());
            assertEquals(1, v.preference());
        }

        @Test
        void otherClassesAreRefusedWithTheReservationNamed() {
            AclVerdict v = ReservationAccess.evaluate(job("2").build(), interactive);
            assertFalse(v.allowed());
            assertEquals("RESERVATION interactive.0 NO_MATCH job=CLASS=batch acl=CLASS=interactive", v.reason().orElseThrow().summary());
            assertEquals("RESERVATION", v.reason().orElseThrow().policy());
        }
    }

    /** Example 3: access is OR'd within a reservation and AND'd across reservations stacked on node001. */
    @Nested
    class Example3Stacking {
        final Reservation interactive = reservation("interactive.0", List.of("node001", "node002", "node005", "node020"),
                entry(CLASS, "interactive"));
        final Reservation debug = reservation("debug.0", List.of("node001", "node002", "node003", "node004"),
                entry(USER, "helpdesk"), entry(GROUP, "operations"), entry(GROUP, "sysadmin"));
        final List<Reservation> onNode001 = ReservationAccess.stackedOn(List.of(interactive, debug), "node001", 0, HOUR);

        @Test
        void bothReservationsCoverNode001ButOnlyDebugNode003() {
            assertEquals(List.of(interactive, debug), onNode001);
            assertEquals(List.of(debug), ReservationAccess.stackedOn(List.of(interactive, debug), "node003", 0, HOUR));
            assertEquals(List.of(), ReservationAccess.stackedOn(List.of(interactive, debug), "node009", 0, HOUR));
        }

        @Test
        void debugAdmitsUserHelpdeskOrEitherGroup() {
            assertTrue(ReservationAccess.evaluate(job("1").user("helpdesk").build(), debug).allowed());
            assertTrue(ReservationAccess.evaluate(job("2").group("operations").build(), debug).allowed());
            assertTrue(ReservationAccess.evaluate(job("3").group("sysadmin").build(), debug).allowed());
            assertFalse(ReservationAccess.evaluate(job("4").build(), debug).allowed());
        }

        @Test
        void doublyReservedNodeNeedsClassInteractiveAndDebugAccess() {
            Job both = job("1").jobClass("interactive").group("operations").build();
            assertTrue(ReservationAccess.allowedOnAll(both, onNode001));
        }

        @Test
        void classInteractiveAloneIsRefusedByDebug() {
            AclVerdict v = ReservationAccess.evaluateAll(job("2").jobClass("interactive").build(), onNode001);
            assertFalse(v.allowed());
            assertEquals("debug.0", v.reason().orElseThrow().reservationId());
        }

        @Test
        void helpdeskInClassBatchIsRefusedByInteractive() {
            AclVerdict v = ReservationAccess.evaluateAll(job("3").user("helpdesk").build(), onNode001);
            assertFalse(v.allowed());
            assertEquals("interactive.0", v.reason().orElseThrow().reservationId());
        }

        @Test
        void aReservationOutsideTheJobWindowIsNotInTheStack() {
            Reservation business = during(interactive, at("2024-01-01T10:00"), at("2024-01-01T15:00"));
            assertEquals(List.of(debug), ReservationAccess.stackedOn(List.of(business, debug), "node001",
                    at("2024-01-01T15:00"), at("2024-01-01T17:00")));
            assertEquals(List.of(business, debug), ReservationAccess.stackedOn(List.of(business, debug), "node001",
                    at("2024-01-01T14:59"), at("2024-01-01T17:00")));
        }
    }

    /**
     * Example 4: SRCFG[special] TIMELIMIT=1:00:00* QOSLIST=high low special- ACCOUNTLIST=!projectX,!projectY,
     * active Monday 8:00 to Friday 17:00.
     */
    @Nested
    class Example4MultipleAclTypes {
        final Reservation special = during(reservation("special.0", List.of(),
                        entry(DURATION, "3600*"), entry(QOS, "high"), entry(QOS, "low"), entry(QOS, "special-"),
                        entry(ACCOUNT, "!projectX"), entry(ACCOUNT, "!projectY")),
                at("2024-01-01T08:00"), at("2024-01-05T17:00"));

        @Test
        void qosHighJobOfAnHourIsAdmittedWithPositiveAffinity() {
            AclVerdict v = ReservationAccess.evaluate(job("1").qos("high").account("ops").walltime(HOUR).build(), special);
            assertTrue(v.allowed());
            assertEquals(AclAffinity.POSITIVE, v.affinity());
        }

        @Test
        void qosSpecialIsAdmittedWithNegativeAffinityAsLastResort() {
            AclVerdict v = ReservationAccess.evaluate(job("2").qos("special").account("ops").build(), special);
            assertTrue(v.allowed());
            assertEquals(AclAffinity.NEGATIVE, v.affinity());
            assertEquals(-1, v.preference());
        }

        @Test
        void aJobLongerThanTheTimeLimitMissesTheRequiredEntry() {
            AclVerdict v = ReservationAccess.evaluate(job("3").qos("high").walltime(2 * HOUR).build(), special);
            assertFalse(v.allowed());
            assertEquals("RESERVATION special.0 REQUIRED DURATION job=7200 acl=3600", v.reason().orElseThrow().summary());
        }

        @Test
        void aJobWithoutWalltimeNeverMeetsTheTimeLimit() {
            AclVerdict v = ReservationAccess.evaluate(job("4").qos("high").walltime(0).build(), special);
            assertEquals(RefusalCause.REQUIRED, v.reason().orElseThrow().cause());
        }

        @Test
        void accountProjectXIsDeniedEvenThoughItsQosMatches() {
            AclVerdict v = ReservationAccess.evaluate(job("5").qos("high").account("projectX").build(), special);
            assertFalse(v.allowed());
            assertEquals("RESERVATION special.0 EXCLUDED ACCOUNT job=projectX acl=projectX", v.reason().orElseThrow().summary());
        }

        @Test
        void anyOtherAccountSatisfiesTheNotListWhateverTheQos() {
            AclVerdict v = ReservationAccess.evaluate(job("6").qos("normal").account("ops").build(), special);
            assertTrue(v.allowed());
            assertEquals(AclAffinity.POSITIVE, v.affinity());
        }

        @Test
        void fourHourJobStartingMonday5amOverlapsOneHour() {
            Job fourHours = job("7").qos("high").walltime(4 * HOUR).build();
            assertFalse(ReservationAccess.evaluate(fourHours, special).allowed(), "walltime alone exceeds the limit");
            assertTrue(ReservationAccess.evaluate(fourHours, Set.of(), special, at("2024-01-01T05:00")).allowed());
            assertFalse(ReservationAccess.evaluate(fourHours, Set.of(), special, at("2024-01-01T06:00")).allowed());
        }

        @Test
        void twelveHourJobStartingFriday4pmOverlapsOneHour() {
            Job twelveHours = job("8").qos("low").walltime(12 * HOUR).build();
            assertTrue(ReservationAccess.evaluate(twelveHours, Set.of(), special, at("2024-01-05T16:00")).allowed());
        }
    }

    @Test
    void neutralAffinityNeitherAttractsNorRepels() {
        Reservation r = reservation("r.0", List.of(), entry(QOS, "normal="), entry(QOS, "high"), entry(QOS, "low-"));
        AclVerdict v = ReservationAccess.evaluate(job("1").qos("normal").build(), r);
        assertEquals(AclAffinity.NEUTRAL, v.affinity());
        assertEquals(0, v.preference());
    }

    /** 7.1.5.2.5 Example 5: SRCFG[jupiter] ACCOUNTLIST=jupiter,saturn- OWNER=ACCOUNT:jupiter. */
    @Test
    void example5LimitedSharedAccess() {
        Reservation jupiter = ownedBy(reservation("jupiter.0", List.of("node01"),
                entry(ACCOUNT, "jupiter"), entry(ACCOUNT, "saturn-")), "ACCOUNT:jupiter");
        Job owner = job("1").account("jupiter").build();
        Job guest = job("2").account("saturn").build();
        Job stranger = job("3").account("mars").build();

        assertEquals(AclAffinity.POSITIVE, ReservationAccess.evaluate(owner, jupiter).affinity());
        assertTrue(ReservationAccess.isOwner(owner, jupiter));
        assertEquals(AclAffinity.NEGATIVE, ReservationAccess.evaluate(guest, jupiter).affinity());
        assertFalse(ReservationAccess.isOwner(guest, jupiter));
        assertFalse(ReservationAccess.evaluate(stranger, jupiter).allowed());
    }

    @Test
    void aReservationWithoutAclIsASystemReservationThatBlocksEveryone() {
        Reservation system = reservation("SYSTEM.1", List.of("node01"));
        AclVerdict v = ReservationAccess.evaluate(job("1").user("root").build(), system);
        assertEquals("RESERVATION SYSTEM.1 SYSTEM", v.reason().orElseThrow().summary());
    }

    @Test
    void byNameReservationAdmitsNoJobUntilJobsCanNameIt() {
        Reservation r = withFlags(reservation("test.0", List.of(), entry(USER, "bob")), "BYNAME");
        assertEquals(RefusalCause.BYNAME, ReservationAccess.evaluate(job("1").build(), r).reason().orElseThrow().cause());
    }

    @Test
    void jobAttrListAdmitsPreemptibleJobs() {
        Reservation r = reservation("test.0", List.of(), entry(JOBATTR, "PREEMPTEE"));
        Job j = job("1").build();
        assertTrue(ReservationAccess.evaluate(j, Set.of("PREEMPTEE"), r, 0).allowed());
        assertFalse(ReservationAccess.evaluate(j, r).allowed());
    }

    @Test
    void requiredEntriesOfOneListAreAlternatives() {
        Reservation r = reservation("r.0", List.of(), entry(CLASS, "batch*"), entry(CLASS, "debug*"), entry(USER, "bob"));
        assertTrue(ReservationAccess.evaluate(job("1").jobClass("debug").build(), r).allowed());
        assertEquals("RESERVATION r.0 REQUIRED CLASS job=long acl=batch,debug",
                ReservationAccess.evaluate(job("2").jobClass("long").build(), r).reason().orElseThrow().summary());
    }

    @Test
    void stackedAffinityIsNegativeIfAnyReservationIsNegative() {
        Reservation pos = reservation("a.0", List.of("n1"), entry(USER, "bob"));
        Reservation neg = reservation("b.0", List.of("n1"), entry(USER, "bob-"));
        assertEquals(AclAffinity.POSITIVE, ReservationAccess.evaluateAll(job("1").build(), List.of(pos)).affinity());
        assertEquals(AclAffinity.NEGATIVE, ReservationAccess.evaluateAll(job("1").build(), List.of(pos, neg)).affinity());
        assertEquals(AclVerdict.UNRESERVED, ReservationAccess.evaluateAll(job("1").build(), List.of()));
    }

    @Test
    void allMatchesAnyCredential() {
        Reservation r = reservation("r.0", List.of(), entry(USER, "ALL"));
        assertTrue(ReservationAccess.evaluate(job("1").user("zoe").build(), r).allowed());
    }
}
