package io.jmaui.bridge.callout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * SRCFG TRIGGER, the guide's example (7.1.5): {@code SRCFG[fast] TRIGGER=start+5:00:00:exec@/usr/local/domail.pl}
 * "will launch the domail.pl script 5 hours after any fast reservation is started".
 */
class ReservationTriggersTest {

    static final long T0 = 1_700_000_000L;
    static final long HOUR = 3600;

    private static Reservation fast(int index, long start, long end) {
        return new Reservation("fast." + index, ReservationType.STANDING, start, end, List.of("n1"), 1, Resources.procs(1),
                List.of(), Set.of(), null, 0, Set.of(), null);
    }

    private static MauiConfig cfg(String text) {
        return MauiConfigParser.parse("maui.cfg", "SRCFG[fast] STARTTIME=9:00:00 ENDTIME=17:00:00 HOSTLIST=n1\n" + text);
    }

    @Test
    void theScriptRunsFiveHoursAfterEachFastReservationStartsAndOnce() {
        MauiConfig c = cfg("SRCFG[fast] TRIGGER=start+5:00:00:exec@/usr/local/domail.pl");
        ReservationTriggers t = new ReservationTriggers();
        List<Reservation> inForce = List.of(fast(0, T0 + HOUR, T0 + 9 * HOUR));

        assertEquals(List.of(), t.due(c, inForce, T0, p -> p), "the daemon's first look runs nothing");
        assertEquals(List.of(), t.due(c, inForce, T0 + 5 * HOUR, p -> p), "four hours after the start");
        assertEquals(List.of(List.of("/usr/local/domail.pl", "fast.0", "start")), t.due(c, inForce, T0 + 6 * HOUR, p -> p));
        assertEquals(List.of(), t.due(c, inForce, T0 + 7 * HOUR, p -> p), "once per instance");
    }

    @Test
    void createAndEndRunForAnInstanceFirstSeenLaterAndAfterItLeavesTheList() {
        MauiConfig c = cfg("SRCFG[fast] TRIGGER=create;exec@made.sh,end;exec@done.sh");
        ReservationTriggers t = new ReservationTriggers();
        t.due(c, List.of(), T0, p -> "/tools/" + p);
        Reservation next = fast(1, T0 + HOUR, T0 + 2 * HOUR);

        assertEquals(List.of(List.of("/tools/made.sh", "fast.1", "create")), t.due(c, List.of(next), T0 + 60, p -> "/tools/" + p));
        assertEquals(List.of(List.of("/tools/done.sh", "fast.1", "end")), t.due(c, List.of(), T0 + 2 * HOUR, p -> "/tools/" + p),
                "the ended instance is no longer listed, yet its end runs");
        assertEquals(List.of(), t.due(c, List.of(), T0 + 3 * HOUR, p -> p));
    }

    @Test
    void cancelSubmitAndMinloadAreWarnedAboutAndNeverRun() {
        MauiConfig c = cfg("SRCFG[fast] TRIGGER=minload@0.5;cancel,start;submit@job.sh");
        assertEquals(2, c.warnings().stream().filter(w -> w.toString().contains("jmaui runs only exec triggers")).count(),
                c.warnings().toString());
        ReservationTriggers t = new ReservationTriggers();
        t.due(c, List.of(fast(0, T0 + 60, T0 + HOUR)), T0, p -> p);
        assertEquals(List.of(), t.due(c, List.of(fast(0, T0 + 60, T0 + HOUR)), T0 + 120, p -> p));
    }

    @Test
    void aMalformedTriggerIsAnErrorNamingTheForm() {
        io.jmaui.scheduler.config.ConfigException e = org.junit.jupiter.api.Assertions.assertThrows(
                io.jmaui.scheduler.config.ConfigException.class,
                () -> MauiConfigParser.parse("maui.cfg", "SRCFG[fast] TRIGGER=sometime;exec@x"));
        assertEquals(true, e.getMessage().contains("<ETYPE>[+<OFFSET>]"), e.getMessage());
    }
}
