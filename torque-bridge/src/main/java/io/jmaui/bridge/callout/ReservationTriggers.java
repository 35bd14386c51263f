package io.jmaui.bridge.callout;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.ReservationTrigger;
import io.jmaui.scheduler.config.StandingReservationConfig;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * SRCFG TRIGGER exec actions (guide 7.1.5, {@code SRCFG[fast] TRIGGER=start+5:00:00:exec@/usr/local/domail.pl}:
 * "launch the domail.pl script 5 hours after any fast reservation is started"). Each instance of a
 * standing reservation is followed from the iteration that first lists it: its {@code create}
 * moment is then, {@code start} and {@code end} its own times, each plus the trigger's offset. An
 * iteration at or after that moment runs the program once, with the instance's id and the event
 * as arguments. Moments already past when the daemon starts are not run (it cannot tell whether a
 * daemon before it ran them), nor are those of an instance a reload no longer configures.
 */
final class ReservationTriggers {

    /** An instance being followed: its times and the triggers still to run, by index. */
    private static final class Followed {
        final long created;
        final long start;
        final long end;
        final Set<Integer> fired = new HashSet<>();

        Followed(long created, long start, long end) {
            this.created = created;
            this.start = start;
            this.end = end;
        }
    }

    private final Map<String, Followed> followed = new HashMap<>();
    private boolean first = true;

    /** The commands due at {@code now} (program first), each returned once. */
    List<List<String>> due(MauiConfig cfg, List<Reservation> reservations, long now, java.util.function.Function<String, String> resolve) {
        Map<String, List<ReservationTrigger>> byName = new HashMap<>();
        for (StandingReservationConfig c : cfg.standingReservations().values()) {
            if (!c.triggers().isEmpty()) {
                byName.put(c.name(), c.triggers());
            }
        }
        for (Reservation r : reservations) {
            if (r.type() == ReservationType.STANDING && byName.containsKey(standingName(r.id()))) {
                followed.putIfAbsent(r.id(), new Followed(now, r.start(), r.end()));
            }
        }
        List<List<String>> out = new ArrayList<>();
        for (Iterator<Map.Entry<String, Followed>> it = followed.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Followed> e = it.next();
            List<ReservationTrigger> triggers = byName.get(standingName(e.getKey()));
            if (triggers == null) {
                it.remove();
                continue;
            }
            Followed f = e.getValue();
            for (int i = 0; i < triggers.size(); i++) {
                ReservationTrigger t = triggers.get(i);
                if (!t.supported() || f.fired.contains(i)) {
                    continue;
                }
                long at = moment(f, t);
                if (now >= at) {
                    f.fired.add(i);
                    if (!first) {
                        out.add(List.of(resolve.apply(t.data()), e.getKey(), t.event()));
                    }
                }
            }
            if (now > f.end && allDone(f, triggers)) {
                it.remove();
            }
        }
        first = false;
        return out;
    }

    private static long moment(Followed f, ReservationTrigger t) {
        long base = switch (t.event()) {
            case "create" -> f.created;
            case "start" -> f.start;
            default -> f.end;
        };
        return base + t.offset();
    }

    private static boolean allDone(Followed f, List<ReservationTrigger> triggers) {
        for (int i = 0; i < triggers.size(); i++) {
            if (triggers.get(i).supported() && !f.fired.contains(i)) {
                return false;
            }
        }
        return true;
    }

    /** {@code fast.3} is an instance of SRCFG fast (names may hold dots: the index follows the last). */
    static String standingName(String id) {
        int dot = id.lastIndexOf('.');
        return dot < 0 ? id : id.substring(0, dot);
    }
}
