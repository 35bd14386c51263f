package io.jmaui.bridge.leader;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The lease record in {@code <CHECKPOINTFILE>.lock}: which daemon is the active scheduler, since
 * which takeover, and how recently it said so. The file is replaced whole (temp, fsync, rename),
 * so a reader sees one record or the previous one, never a mix. The text is {@code key=value}
 * lines an admin can read with {@code cat}.
 *
 * @param holder   the active daemon's unique id ({@code host/pid/start}); a daemon that restarts
 *                 gets a new one, so a record never names a process that is not this one
 * @param host     the active daemon's host name
 * @param pid      its process id
 * @param epoch    the fencing token: raised by one at every takeover, so a former active that
 *                 reads a higher epoch knows another daemon has acted since
 * @param sequence how often this holder renewed the lease in this epoch
 * @param renewedMillis wall-clock time of the last renewal (epoch ms; for people, never for
 *                 deciding: hosts' clocks differ, monotonic observation decides)
 * @param ttlMillis how long a standby must see this record unchanged before it may take over
 * @param locked   whether the holder holds the fcntl lock on {@code <CHECKPOINTFILE>.lock.active}:
 *                 then a free lock means the holder's process is gone (the fast path of takeover)
 * @param released the holder stopped cleanly and gave the lease up: take over at once
 */
public record Lease(String holder, String host, long pid, long epoch, long sequence, long renewedMillis,
                    long ttlMillis, boolean locked, boolean released) {

    private static final String MAGIC = "jmaui-lease 1";

    /** The same holder and epoch, renewed now. */
    Lease renewed(long nowMillis, boolean nowLocked) {
        return new Lease(holder, host, pid, epoch, sequence + 1, nowMillis, ttlMillis, nowLocked, false);
    }

    /** Given up by its holder (clean shutdown). */
    Lease releasedAt(long nowMillis) {
        return new Lease(holder, host, pid, epoch, sequence + 1, nowMillis, ttlMillis, false, true);
    }

    /** {@code head1 (pid 1234, epoch 7, renewed 0.8 s ago)}, or {@code released} forms. */
    public String describe(long nowMillis) {
        double ago = Math.max(0, nowMillis - renewedMillis) / 1000.0;
        return host + " (pid " + pid + ", epoch " + epoch + ", " + (released ? "released " : "renewed ")
                + String.format(java.util.Locale.ROOT, "%.1f", ago) + " s ago)";
    }

    /** The file's text. */
    String format() {
        return MAGIC + "\n"
                + "holder=" + holder + "\n"
                + "host=" + host + "\n"
                + "pid=" + pid + "\n"
                + "epoch=" + epoch + "\n"
                + "sequence=" + sequence + "\n"
                + "renewed_ms=" + renewedMillis + "\n"
                + "ttl_ms=" + ttlMillis + "\n"
                + "locked=" + locked + "\n"
                + "state=" + (released ? "released" : "active") + "\n";
    }

    /**
     * Reads {@link #format()}'s text.
     *
     * @throws IllegalArgumentException naming the line and what is wrong with it
     */
    static Lease parse(String text) {
        String[] lines = text.split("\n");
        if (lines.length == 0 || !MAGIC.equals(lines[0].strip())) {
            throw new IllegalArgumentException("line 1: expected \"" + MAGIC + "\"");
        }
        Map<String, String> v = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected key=value, got \"" + line + "\"");
            }
            v.put(line.substring(0, eq), line.substring(eq + 1));
        }
        String state = need(v, "state");
        if (!state.equals("active") && !state.equals("released")) {
            throw new IllegalArgumentException("state: \"" + state + "\" is not active or released");
        }
        return new Lease(need(v, "holder"), need(v, "host"), number(v, "pid"), number(v, "epoch"),
                number(v, "sequence"), number(v, "renewed_ms"), number(v, "ttl_ms"),
                Boolean.parseBoolean(need(v, "locked")), state.equals("released"));
    }

    private static String need(Map<String, String> v, String key) {
        String s = v.get(key);
        if (s == null || s.isEmpty()) {
            throw new IllegalArgumentException(key + ": missing");
        }
        return s;
    }

    private static long number(Map<String, String> v, String key) {
        String s = need(v, key);
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + ": \"" + s + "\" is not a number");
        }
    }
}
