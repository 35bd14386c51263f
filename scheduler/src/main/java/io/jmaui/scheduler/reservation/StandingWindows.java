package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.Times;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The active windows of a standing reservation, DEPTH periods ahead of {@code now} (guide 7.1.5
 * "Configuring Standing Reservations"; Maui's MSRGetAttributes).
 *
 * <pre>
 *   PERIOD=DAY      period k = local day (today + k), k = 0 .. DEPTH-1
 *                   window   = [midnight + STARTTIME, midnight + ENDTIME)   (defaults 00:00, 24:00)
 *                   skipped when the day is not in DAYS
 *   PERIOD=WEEK     period k = week (this week + k), weeks begin Sunday 00:00
 *                   window   = [Sunday + STARTTIME, Sunday + ENDTIME)       (DD:HH:MM:SS, defaults 0, 7:00:00:00)
 *   PERIOD=INFINITY one window [now, INFINITY)
 *   any window that has already ended (end &lt;= now) is skipped; one that is under way keeps its
 *   configured start.
 * </pre>
 * Because windows are recomputed from {@code now} each iteration, they roll by themselves at each
 * period boundary: at midnight today's window ends and the one DEPTH-1 days ahead appears. Offsets
 * are wall-clock times in {@code zone}, so 08:00 stays 08:00 across a daylight-saving change.
 */
final class StandingWindows {

    enum Period { DAY, WEEK, INFINITY }

    /** @param index the period index k (Maui names the instance {@code <name>.<k>}) */
    record Window(int index, long start, long end) {
    }

    private StandingWindows() {
    }

    static List<Window> of(Period period, Set<DayOfWeek> days, long startOffset, long endOffset, int depth,
                           ZoneId zone, long now) {
        List<Window> out = new ArrayList<>();
        if (period == Period.INFINITY) {
            out.add(new Window(0, now, Times.INFINITY));
            return out;
        }
        LocalDate today = LocalDateTime.ofInstant(Instant.ofEpochSecond(now), zone).toLocalDate();
        LocalDate first = period == Period.DAY ? today : today.with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY));
        for (int k = 0; k < depth; k++) {
            LocalDate periodStart = period == Period.DAY ? first.plusDays(k) : first.plusWeeks(k);
            if (period == Period.DAY && !days.contains(periodStart.getDayOfWeek())) {
                continue;
            }
            long start = at(periodStart, startOffset, zone);
            long end = at(periodStart, endOffset, zone);
            if (end > now && end > start) {
                out.add(new Window(k, start, end));
            }
        }
        return out;
    }

    /**
     * The first time after {@code now} at which {@link #of} with the same arguments may give other
     * windows: the next local midnight (today, and so the periods, move on) or the end of one of the
     * windows it gives at {@code now} (which then drops out), whichever comes first; {@code now + 1}
     * for INFINITY, whose window starts at {@code now}. For any {@code t} in {@code [now, until)},
     * {@code of(..., t)} equals {@code of(..., now)}.
     */
    static long stableUntil(Period period, Set<DayOfWeek> days, long startOffset, long endOffset, int depth,
                            ZoneId zone, long now) {
        if (period == Period.INFINITY) {
            return now < Long.MAX_VALUE ? now + 1 : now;
        }
        LocalDate today = LocalDateTime.ofInstant(Instant.ofEpochSecond(now), zone).toLocalDate();
        long until = today.plusDays(1).atStartOfDay(zone).toEpochSecond();
        for (Window w : of(period, days, startOffset, endOffset, depth, zone, now)) {
            until = Math.min(until, w.end());
        }
        return until;
    }

    private static long at(LocalDate day, long offsetSeconds, ZoneId zone) {
        return day.atStartOfDay().plusSeconds(offsetSeconds).atZone(zone).toEpochSecond();
    }
}
