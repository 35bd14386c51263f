package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.reservation.Fixtures.HOUR;
import static io.jmaui.scheduler.reservation.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.reservation.StandingWindows.Period;
import io.jmaui.scheduler.reservation.StandingWindows.Window;

import java.time.DayOfWeek;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * Standing reservation windows and their roll (guide 7.1.5: DEPTH, DAYS, PERIOD, STARTTIME, ENDTIME).
 * 2024-01-01 is a Monday.
 */
class StandingWindowsTest {

    static final Set<DayOfWeek> WEEKDAYS = EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY);
    static final Set<DayOfWeek> ALL = EnumSet.allOf(DayOfWeek.class);

    static List<Window> business(String now, int depth) {
        return StandingWindows.of(Period.DAY, WEEKDAYS, 9 * HOUR, 17 * HOUR, depth, ZoneOffset.UTC, at(now));
    }

    @Test
    void depth2OnMondayMorningIsTodayAndTomorrow() {
        assertEquals(List.of(
                new Window(0, at("2024-01-01T09:00"), at("2024-01-01T17:00")),
                new Window(1, at("2024-01-02T09:00"), at("2024-01-02T17:00"))), business("2024-01-01T07:00", 2));
    }

    @Test
    void aWindowUnderWayKeepsItsStartAndAnEndedOneIsGone() {
        assertEquals(at("2024-01-01T09:00"), business("2024-01-01T12:00", 2).get(0).start());
        assertEquals(List.of(new Window(1, at("2024-01-02T09:00"), at("2024-01-02T17:00"))),
                business("2024-01-01T17:00", 2));
    }

    @Test
    void rollsAcrossTheWeekendBoundary() {
        assertEquals(List.of(new Window(0, at("2024-01-05T09:00"), at("2024-01-05T17:00"))),
                business("2024-01-05T08:00", 2), "Friday: Saturday is not in DAYS");
        assertEquals(List.of(), business("2024-01-06T12:00", 2), "Saturday: neither Saturday nor Sunday");
        assertEquals(List.of(new Window(1, at("2024-01-08T09:00"), at("2024-01-08T17:00"))),
                business("2024-01-07T00:00", 2), "Sunday: Monday appears as period 1");
        assertEquals(List.of(
                new Window(0, at("2024-01-08T09:00"), at("2024-01-08T17:00")),
                new Window(1, at("2024-01-09T09:00"), at("2024-01-09T17:00"))), business("2024-01-08T00:00", 2),
                "Monday midnight: rolled, Monday is period 0");
    }

    @Test
    void depth7WithWeekdaysGivesFiveReservations() {
        List<Window> w = business("2024-01-03T00:00", 7);
        assertEquals(List.of(0, 1, 2, 5, 6), w.stream().map(Window::index).toList(), "Wed Thu Fri, Mon Tue");
    }

    @Test
    void defaultDayWindowIsMidnightToMidnight() {
        assertEquals(List.of(
                new Window(0, at("2024-01-01T00:00"), at("2024-01-02T00:00")),
                new Window(1, at("2024-01-02T00:00"), at("2024-01-03T00:00"))),
                StandingWindows.of(Period.DAY, ALL, 0, 24 * HOUR, 2, ZoneOffset.UTC, at("2024-01-01T10:00")));
    }

    /** Example 4: PERIOD=WEEK STARTTIME=1:08:00:00 ENDTIME=5:17:00:00 is Monday 8:00 to Friday 17:00. */
    @Test
    void weekPeriodOffsetsCountFromSunday() {
        long start = 24 * HOUR + 8 * HOUR;
        long end = 5 * 24 * HOUR + 17 * HOUR;
        assertEquals(List.of(
                new Window(0, at("2024-01-01T08:00"), at("2024-01-05T17:00")),
                new Window(1, at("2024-01-08T08:00"), at("2024-01-12T17:00"))),
                StandingWindows.of(Period.WEEK, ALL, start, end, 2, ZoneOffset.UTC, at("2024-01-03T12:00")));
        assertEquals(List.of(
                new Window(1, at("2024-01-08T08:00"), at("2024-01-12T17:00")),
                new Window(2, at("2024-01-15T08:00"), at("2024-01-19T17:00"))),
                StandingWindows.of(Period.WEEK, ALL, start, end, 3, ZoneOffset.UTC, at("2024-01-06T12:00")),
                "Saturday: this week's window has ended");
    }

    @Test
    void infinityIsOnePermanentReservation() {
        assertEquals(List.of(new Window(0, at("2024-01-01T10:00"), Times.INFINITY)),
                StandingWindows.of(Period.INFINITY, ALL, 0, Times.INFINITY, 7, ZoneOffset.UTC, at("2024-01-01T10:00")));
    }

    @Test
    void startTimeIsWallClockAcrossDaylightSaving() {
        ZoneId ny = ZoneId.of("America/New_York");
        long now = java.time.ZonedDateTime.of(2024, 3, 9, 12, 0, 0, 0, ny).toEpochSecond();
        List<Window> w = StandingWindows.of(Period.DAY, ALL, 9 * HOUR, 17 * HOUR, 2, ny, now);
        assertEquals(java.time.ZonedDateTime.of(2024, 3, 10, 9, 0, 0, 0, ny).toEpochSecond(), w.get(1).start());
        assertEquals(8 * HOUR, w.get(1).end() - w.get(1).start());
    }
}
