package io.jmaui.bridge.leader;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One daemon's side of the lease (see {@link LeaseFiles} for the files): a standby calls
 * {@link #tryAcquire()} every {@link LeaseTiming#checkEvery()}, the active {@link #renew()} every
 * {@link LeaseTiming#renewEvery()} and {@link #check} before every act.
 *
 * <p>A standby takes over when the record is gone or released, when the holder declared the
 * active lock and the lock is free (the holder's process died), or when it has seen the same
 * record for the holder's {@code ttl} on its own monotonic clock (the holder hung, or its host
 * died). Only that last rule needs time, and it measures time on the standby's clock from the
 * first read that showed the record: no two hosts' wall clocks are compared.
 *
 * <p>The active may act until {@code ttl - margin} after the start of its last successful
 * renewal, on its own monotonic clock, which runs on while the process is stopped: a daemon
 * paused past that point and resumed refuses to act before it has even looked at the record, and
 * its next renewal finds the higher epoch of the daemon that took over and gives up for good.
 *
 * <p>A renewal reads the record and writes the next one beside it ({@link LeaseFiles}) without
 * the mutex, so an active stopped in the middle of one keeps no standby out. It counts only if
 * its write ended within {@code ttl} less the margin of the start of the renewal before: then no standby can have
 * taken over on the record it replaced. A later one (the daemon stopped or starved between its
 * read and its write) is looked at again under the mutex, where no takeover is half done: the
 * record is still this daemon's, or the renewal is lost.
 */
public final class Leadership implements Fence {

    /** What a standby's look at the lease found. */
    public sealed interface Attempt {
    }

    /** This daemon took over: the new epoch and who held the lease before (empty: nobody). */
    public record Acquired(Lease lease, Optional<Lease> previous, String why) implements Attempt {
    }

    /** Another daemon is active (or was, and its lease has not lapsed yet). */
    public record Standby(Optional<Lease> active) implements Attempt {
    }

    /** What a renewal found. */
    public enum Renewal { RENEWED, LOST, FAILED }

    private final LeaseFiles files;
    private final LeaseTiming timing;
    private final String holder;
    private final String host;
    private final long pid;
    private final LongSupplier nanos;
    private final LongSupplier millis;

    private String observed;
    private long observedSince;
    private volatile Lease mine;
    private volatile long validUntil;
    /** When the last renewal that counted (or the takeover) started: no standby decides before it plus the ttl. */
    private long lastStart;
    private volatile Lease seen;

    Leadership(LeaseFiles files, LeaseTiming timing, String host, long pid, LongSupplier nanos, LongSupplier millis) {
        this.files = files;
        this.timing = timing;
        this.host = host;
        this.pid = pid;
        this.holder = host + "/" + pid + "/" + Long.toHexString(nanos.getAsLong() ^ millis.getAsLong());
        this.nanos = nanos;
        this.millis = millis;
    }

    /** The lease beside {@code checkpointFile}, for this process on this host. */
    public static Leadership open(Path checkpointFile, LeaseTiming timing) throws IOException {
        String host;
        try {
            host = java.net.InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "localhost";
        }
        return new Leadership(new LeaseFiles(checkpointFile), timing, host, ProcessHandle.current().pid(),
                System::nanoTime, System::currentTimeMillis);
    }

    public LeaseTiming timing() {
        return timing;
    }

    /** This daemon: {@code host (pid N)}. */
    public String self() {
        return host + " (pid " + pid + ")";
    }

    /** The lease file, for messages. */
    public Path file() {
        return files.leaseFile();
    }

    /**
     * A standby's look at the lease: takes it over when the rules above allow. An I/O failure
     * (the shared directory unreachable) propagates; the caller logs it and looks again later.
     */
    public Attempt tryAcquire() throws IOException {
        long waitMillis = timing.checkEvery().toMillis();
        Optional<Attempt> a = files.underMutex(waitMillis, () -> {
            long start = nanos.getAsLong();
            Optional<String> text = files.read();
            Optional<String> beat = files.readBeat();
            long readAt = nanos.getAsLong();
            Optional<Lease> current = text.flatMap(Leadership::parseOrEmpty).map(r -> renewed(r, beat));
            seen = current.orElse(null);
            String why = takeoverReason(text.map(t -> t + beat.orElse("")), current, readAt);
            if (why == null) {
                return new Standby(current);
            }
            boolean locked = files.holdActiveLock();
            long epoch = current.map(Lease::epoch).orElse(0L) + 1;
            Lease claim = new Lease(holder, host, pid, epoch, 0, millis.getAsLong(), timing.ttl().toMillis(),
                    locked, false);
            files.write(claim);
            if (!files.read().map(claim.format()::equals).orElse(false)) {
                files.releaseActiveLock(); // another daemon wrote in between (a file system without locks)
                return new Standby(current);
            }
            mine = claim;
            seen = claim;
            observed = null;
            lastStart = start;
            validUntil = start + timing.ttl().minus(timing.margin()).toNanos();
            return new Acquired(claim, current, why);
        });
        return a.orElseGet(() -> new Standby(Optional.ofNullable(seen)));
    }

    /** The record as its holder last renewed it: the renewal beside it when it is of the same holder and epoch. */
    private static Lease renewed(Lease record, Optional<String> beat) {
        if (record.released()) {
            return record;
        }
        return beat.flatMap(Leadership::parseOrEmpty)
                .filter(b -> b.holder().equals(record.holder()) && b.epoch() == record.epoch() && !b.released())
                .orElse(record);
    }

    /** Why a standby may take over now ({@code text}: the record and its renewal), or null when it may not. */
    private String takeoverReason(Optional<String> text, Optional<Lease> current, long readAt) throws IOException {
        if (text.isEmpty()) {
            return "no lease";
        }
        if (current.isPresent() && current.get().released()) {
            return "released by " + current.get().host() + " (pid " + current.get().pid() + ")";
        }
        if (current.isPresent() && current.get().locked() && files.activeLockFree()) {
            return "holder " + current.get().host() + " (pid " + current.get().pid() + ") is gone: its lock is free";
        }
        if (!text.get().equals(observed)) {
            observed = text.get();
            observedSince = readAt;
            return null;
        }
        long ttl = current.map(l -> TimeUnit.MILLISECONDS.toNanos(l.ttlMillis())).orElse(timing.ttl().toNanos());
        long unchanged = readAt - observedSince;
        if (unchanged >= ttl) {
            return "lease unchanged for " + TimeUnit.NANOSECONDS.toMillis(unchanged) + " ms (ttl "
                    + TimeUnit.NANOSECONDS.toMillis(ttl) + " ms)";
        }
        return null;
    }

    /**
     * The active's renewal. LOST when the record names another holder or epoch (this daemon must
     * stop for good); FAILED when a renewal written too late to count could not be looked at again
     * under the mutex this time (the lease may still be this daemon's: {@link #check} refuses once
     * it could have lapsed); an I/O failure propagates.
     */
    public Renewal renew() throws IOException {
        Lease current = mine;
        if (current == null) {
            return Renewal.LOST;
        }
        long start = nanos.getAsLong();
        Renewal r = renewFrom(current);
        // the standby's ttl runs on its own clock: allow the margin for clocks that drift, as validUntil does
        if (r != Renewal.RENEWED || nanos.getAsLong() - lastStart < timing.ttl().minus(timing.margin()).toNanos()) {
            if (r == Renewal.RENEWED) {
                counted(start);
            }
            return r;
        }
        // written too late to count: a standby may have taken over before it was there to see
        Optional<Renewal> again = files.underMutex(timing.renewEvery().toMillis(), () -> {
            long at = nanos.getAsLong();
            Renewal under = renewFrom(mine);
            if (under == Renewal.RENEWED) {
                counted(at);
            }
            return under;
        });
        return again.orElse(Renewal.FAILED);
    }

    /** Reads the record and, while it is still {@code current}'s, writes the next renewal beside it. */
    private Renewal renewFrom(Lease current) throws IOException {
        if (current == null) {
            return Renewal.LOST;
        }
        Optional<Lease> onDisk = files.read().flatMap(Leadership::parseOrEmpty);
        if (onDisk.isEmpty() || !onDisk.get().holder().equals(holder) || onDisk.get().epoch() != current.epoch()
                || onDisk.get().released()) {
            seen = onDisk.orElse(null);
            lose();
            return Renewal.LOST;
        }
        Lease next = current.renewed(millis.getAsLong(), files.holdActiveLock());
        files.writeBeat(next);
        mine = next;
        seen = next;
        return Renewal.RENEWED;
    }

    /** The renewal that started at {@code start} counts: the active may act until the ttl less the margin after it. */
    private void counted(long start) {
        lastStart = start;
        validUntil = start + timing.ttl().minus(timing.margin()).toNanos();
    }

    /** Gives the lease up (clean shutdown): a standby takes over at its next look. */
    public void release() throws IOException {
        Lease current = mine;
        if (current == null) {
            return;
        }
        lose();
        files.underMutex(timing.ttl().toMillis(), () -> {
            Optional<Lease> onDisk = files.read().flatMap(Leadership::parseOrEmpty);
            if (onDisk.isPresent() && onDisk.get().holder().equals(holder) && onDisk.get().epoch() == current.epoch()) {
                files.write(current.releasedAt(millis.getAsLong()));
            }
            return Boolean.TRUE;
        });
    }

    private void lose() {
        mine = null;
        validUntil = Long.MIN_VALUE;
        files.releaseActiveLock();
    }

    /**
     * Whether another daemon holds the lease on this checkpoint now (a record, not released): then
     * one answering on the command socket is this scheduler's active daemon, and this one is its
     * standby, not a second scheduler.
     */
    public boolean heldByAnother() throws IOException {
        Optional<Lease> current = files.read().flatMap(Leadership::parseOrEmpty);
        seen = current.orElse(null);
        return current.isPresent() && !current.get().released() && !current.get().holder().equals(holder);
    }

    /** Whether this daemon holds the lease (it may still have lapsed: see {@link #check}). */
    public boolean isActive() {
        return mine != null;
    }

    /** The last record this daemon read or wrote: who is active, for the standby's answers. */
    public Optional<Lease> lastSeen() {
        return Optional.ofNullable(seen);
    }

    @Override
    public void check(String action) {
        Lease current = mine;
        if (current == null) {
            Lease other = seen;
            throw new FencedException(action + ": refused: this daemon is not the active scheduler"
                    + (other == null ? "" : "; active: " + other.describe(millis.getAsLong())));
        }
        long left = validUntil - nanos.getAsLong();
        if (left <= 0) {
            throw new FencedException(action + ": refused: lease epoch " + current.epoch() + " not renewed for "
                    + TimeUnit.NANOSECONDS.toMillis(timing.ttl().minus(timing.margin()).toNanos() - left)
                    + " ms; a standby may have taken over");
        }
    }

    /** The files, for tests that stand in for the kernel dropping a dead process's lock. */
    LeaseFiles filesForTest() {
        return files;
    }

    private static Optional<Lease> parseOrEmpty(String text) {
        try {
            return Optional.of(Lease.parse(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
