package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * showbf -u USER (the showbf command: "show resources available to the specified user"): the
 * room of the reservations that user may use counts as free to them, and only to them.
 */
class BackfillWindowsForTest {

    static final long T0 = at("2024-01-01T07:00");

    private static Credentials user(String name) {
        return new Credentials(name, null, null, null, null);
    }

    @Test
    void theDebugReservationsNodesAreFreeToHelpdeskAndToNoOneElse() {
        MauiConfig cfg = cfg("SRCFG[debug] HOSTLIST=n1,n2 USERLIST=helpdesk PERIOD=INFINITY");
        Harness h = new Harness(cfg).nodes(nodes("n", 3, 1));
        IterationResult r = h.runAt(T0);
        assertEquals(List.of(new BackfillWindow(T0, 3, 3, Times.INFINITY)),
                BackfillWindowsFor.windows(cfg, h.snapshot(), r, user("helpdesk"), ZoneOffset.UTC));
        assertEquals(List.of(new BackfillWindow(T0, 1, 1, Times.INFINITY)),
                BackfillWindowsFor.windows(cfg, h.snapshot(), r, user("bob"), ZoneOffset.UTC));
    }

    /** setres -u alice -s +1:00:00 -d 2:00:00 n1: bob has n1 for an hour, alice for as long as she likes. */
    @Test
    void aLaterReservationCutsOthersWindowsShort_butNotItsUsers() {
        MauiConfig cfg = cfg();
        Reservation maint = new Reservation("maint.1", ReservationType.ADMIN, T0 + HOUR, T0 + 3 * HOUR, List.of("n1"),
                0, Resources.procs(1), List.of(AclEntry.of(AclTarget.USER, "alice")), Set.of(), "root", 0, Set.of(), null);
        Harness h = new Harness(cfg).nodes(nodes("n", 1, 1)).reservation(maint);
        IterationResult r = h.runAt(T0);
        assertEquals(List.of(new BackfillWindow(T0, 1, 1, HOUR)),
                BackfillWindowsFor.windows(cfg, h.snapshot(), r, user("bob"), ZoneOffset.UTC));
        assertEquals(List.of(new BackfillWindow(T0, 1, 1, Times.INFINITY)),
                BackfillWindowsFor.windows(cfg, h.snapshot(), r, user("alice"), ZoneOffset.UTC));
    }
}
