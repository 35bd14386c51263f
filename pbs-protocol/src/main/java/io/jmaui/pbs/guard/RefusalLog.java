package io.jmaui.pbs.guard;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Refusals written to the log at a bounded rate. In each period the first {@value #DETAILED}
 * refusals are written one by one with their reason (an admin sees what is happening at once);
 * the rest are counted per peer and written as one summary line per peer when the period ends:
 * {@code 1,234 pokes refused from 10.0.0.5 in the last minute (source port 40000 is not
 * privileged ...)}. At most {@value #PEERS} peers are summarised by name, the others together, so
 * neither the log nor memory grows with the number of attackers.
 */
public final class RefusalLog {

    static final int DETAILED = 20;
    static final int PEERS = 100;

    private final String what;
    private final Consumer<String> sink;
    private final Duration period;
    private final ScheduledExecutorService timer;
    private final Map<String, Count> counts = new LinkedHashMap<>();
    private int detailed;
    private long others;
    private boolean flushScheduled;

    /** One peer's refusals this period, and how many of them were written one by one. */
    private static final class Count {
        long n;
        long shown;
        String lastReason;
    }

    /**
     * @param what   the noun of the summary, plural: {@code "pokes"}, {@code "connections"}
     * @param sink   where lines go (a WARN logger)
     * @param period how long counts gather before a summary (a minute in the daemon)
     * @param timer  runs the summary when the period ends (the listener's event loop)
     */
    public RefusalLog(String what, Consumer<String> sink, Duration period, ScheduledExecutorService timer) {
        this.what = what;
        this.sink = sink;
        this.period = period;
        this.timer = timer;
    }

    /**
     * @param what   the noun of the summary, plural: {@code "pokes"}, {@code "requests"}
     * @param sink   where lines go (a WARN logger)
     * @param period how long counts gather before a summary (a minute in the daemon)
     */
    public RefusalLog(String what, Consumer<String> sink, Duration period) {
        this(what, sink, period, Timer.INSTANCE);
    }

    /** The summaries' timer for logs that have no event loop of their own: one daemon thread for all. */
    private static final class Timer {
        static final ScheduledExecutorService INSTANCE = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(
                r -> {
                    Thread t = new Thread(r, "refusal-log-summaries");
                    t.setDaemon(true);
                    return t;
                });
    }

    /** One refusal of {@code peer} (an address or a uid, without a port) for {@code reason}. */
    public void refused(String peer, String reason) {
        refused(peer, reason, "event=refused what=" + what + " peer=" + peer + " reason=\"" + clean(reason) + "\"");
    }

    /**
     * One refusal of {@code peer} for {@code reason}; {@code line} is what is logged when this one
     * is among those written one by one.
     */
    public void refused(String peer, String reason, String line) {
        String out = null;
        synchronized (this) {
            Count c = counts.get(peer);
            if (c == null && counts.size() < PEERS) {
                c = new Count();
                counts.put(peer, c);
            }
            if (c == null) {
                others++;
            } else {
                c.n++;
                c.lastReason = reason;
            }
            if (detailed < DETAILED) {
                detailed++;
                if (c != null) {
                    c.shown++;
                }
                out = line;
            }
            if (!flushScheduled) {
                flushScheduled = true;
                try {
                    timer.schedule(this::flush, period.toMillis(), TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.RejectedExecutionException stopping) {
                    flushScheduled = false;
                }
            }
        }
        if (out != null) {
            sink.accept(out);
        }
    }

    /** A reason as it may sit inside the summary's quotes: no quotes, no control characters, bounded. */
    private static String clean(String reason) {
        String r = reason == null ? "" : reason.length() > 200 ? reason.substring(0, 200) + "..." : reason;
        return r.replace('"', '\'').replaceAll("[\\p{Cntrl}\\\\]", "?");
    }

    /**
     * Writes the period's summaries, one per peer that had refusals not written one by one (with
     * the peer's total for the period), and starts a new period.
     */
    public void flush() {
        Map<String, Count> done;
        long otherCount;
        synchronized (this) {
            done = new LinkedHashMap<>(counts);
            otherCount = others;
            counts.clear();
            others = 0;
            detailed = 0;
            flushScheduled = false;
        }
        String when = period.equals(Duration.ofMinutes(1)) ? "the last minute" : "the last " + period.toSeconds() + " s";
        done.forEach((peer, c) -> {
            if (c.n > c.shown) {
                sink.accept(String.format(Locale.ROOT, "event=refused_summary what=%s peer=%s count=%d text=\"%,d %s"
                        + " refused from %s in %s (last reason: %s)\"", what, peer, c.n, c.n, what, peer, when,
                        clean(c.lastReason)));
            }
        });
        if (otherCount > 0) {
            sink.accept(String.format(Locale.ROOT, "event=refused_summary what=%s peer=others count=%d text=\"%,d %s"
                    + " refused from other sources in %s\"", what, otherCount, otherCount, what, when));
        }
    }
}
