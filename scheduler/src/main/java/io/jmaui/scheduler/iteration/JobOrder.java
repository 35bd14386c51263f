package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;

import java.util.Comparator;

/** The engine's tie-break between equal priorities: submit time, then job number, then id. */
final class JobOrder {

    static final Comparator<Job> FIFO = Comparator.comparingLong(Job::submitTime)
            .thenComparingLong(j -> number(j.id()))
            .thenComparing(Job::id);

    private JobOrder() {
    }

    /** The leading digits of a job id ({@code 1001.head} is 1001), Long.MAX_VALUE when none. */
    static long number(String id) {
        long n = 0;
        int i = 0;
        for (; i < id.length() && i < 18 && Character.isDigit(id.charAt(i)); i++) {
            n = n * 10 + (id.charAt(i) - '0');
        }
        return i == 0 ? Long.MAX_VALUE : n;
    }
}
