package io.jmaui.scheduler.prediction;

/**
 * How far corrected predictions have pushed an idle job's reservation back in all: {@code total}
 * seconds, the last time at {@code at} by {@code last} seconds, because job {@code cause} ran
 * past its predicted end. checkjob shows it.
 */
public record ReservationMove(long total, long last, String cause, long at) {
}
