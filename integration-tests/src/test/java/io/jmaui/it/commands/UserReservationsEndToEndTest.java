package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * RESCTLPOLICY (guide 7.1.6.1): "ADMINONLY and ANY ... allows only scheduler administrators or any
 * valid user to manage reservations respectively. While scheduler administrators are allowed to
 * manage any reservation, users are only allowed to manage their own reservations."
 */
class UserReservationsEndToEndTest extends FixtureTest {

    @Test
    void underAnyAUserCreatesAndReleasesTheirOwnReservationOnly() throws Exception {
        f.start("RESCTLPOLICY ANY");

        assertEquals("reservation created: 'mine'\n",
                ok(f.as("alice", "setres", "-n", "mine", "-d", "1:00:00", "-u", "alice", "node001")).out());
        ok(f.as("admin", "setres", "-n", "maint", "-d", "1:00:00", "node002"));
        ok(f.as("bob", "setres", "-n", "bobs", "-d", "1:00:00", "node003"));
        f.iterate();
        String diag = ok(f.as("admin", "diagnose", "-r", "mine")).out();
        assertTrue(diag.contains("Owner: USER:alice"), "the requestor owns it: " + diag);

        CommandFixture.Run notHers = f.as("alice", "releaseres", "maint");
        assertEquals(1, notHers.exit(), notHers.out() + notHers.err());
        assertTrue(notHers.err().contains("reservation 'maint' is not alice's"), notHers.err());
        assertEquals(1, f.as("alice", "releaseres", "bobs").exit(), "nor another user's");

        assertEquals("released User reservation 'mine'\n", ok(f.as("alice", "releaseres", "mine")).out());
        assertEquals("released User reservation 'bobs'\n", ok(f.as("admin", "releaseres", "bobs")).out(),
                "an administrator manages any reservation");
        f.iterate();
        String shown = ok(f.as("admin", "showres")).out();
        assertFalse(shown.contains("mine") || shown.contains("bobs"), shown);
        assertTrue(shown.contains("maint"), shown);
    }

    @Test
    void adminOnlyIsTheDefault() throws Exception {
        f.start();
        CommandFixture.Run r = f.as("alice", "setres", "-d", "1:00:00", "node001");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("is not authorized (needs ADMIN1, or RESCTLPOLICY ANY)"), r.err());
    }

    @Test
    void resLimitPolicyHoldsAUsersReservationsToTheirLimits() throws Exception {
        // guide 7.1.6.3: "to limit user reservations by hard throttling policy limits ... RESLIMITPOLICY HARD"
        f.start("RESCTLPOLICY ANY", "RESLIMITPOLICY HARD", "USERCFG[alice] MAXPROC=8",
                "USERCFG[alice] MAXNODE=2");
        ok(f.as("alice", "setres", "-n", "a1", "-d", "1:00:00", "node001"));
        CommandFixture.Run third = f.as("alice", "setres", "-n", "a2", "-d", "1:00:00", "node002", "node003");
        assertEquals(1, third.exit(), third.out() + third.err());
        assertTrue(third.err().contains("limits prevent reservation creation (RESLIMITPOLICY HARD): MAX"), third.err());
        ok(f.as("alice", "setres", "-n", "a2", "-d", "1:00:00", "node002"));
        ok(f.as("admin", "setres", "-n", "big", "-d", "1:00:00", "-u", "alice", "node003", "node004"));
        f.iterate();
        assertTrue(ok(f.as("admin", "showres")).out().contains("big"), "an administrator is never held to them");
    }
}
