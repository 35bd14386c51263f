package io.jmaui.bridge.leader;

import io.jmaui.bridge.state.StateFiles;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The three files of the lease, beside the checkpoint in the shared state directory, as TORQUE
 * keeps {@code server_priv/server.lock} and {@code server.lock.mutex}:
 * <ul>
 * <li>{@code <CHECKPOINTFILE>.lock}: the {@link Lease} record of the last takeover (or release),
 *     replaced whole, written only under the mutex;
 * <li>{@code <CHECKPOINTFILE>.lock.beat}: the active's renewals of that record, replaced whole
 *     without the mutex, as TORQUE's heartbeat touches {@code server.lock} without taking its
 *     {@code .mutex}: a renewal never overwrites a takeover, and an active stopped in the middle
 *     of one holds nothing a standby needs;
 * <li>{@code <CHECKPOINTFILE>.lock.mutex}: fcntl-locked for the few milliseconds of a
 *     read-decide-write of the record, so two daemons never both take over (TORQUE locks its
 *     {@code .mutex} file the same way around its check of {@code server.lock});
 * <li>{@code <CHECKPOINTFILE>.lock.active}: fcntl-locked by the active daemon for as long as it
 *     is active. The kernel (or the NFS server, once the holder's host stops renewing its NFS
 *     lease) drops it when the process dies, so a standby that finds it free knows the holder is
 *     gone without waiting for the lease to lapse. A paused process keeps it: that case waits
 *     for the lease.
 * </ul>
 * All through {@link StateFiles}: mode 0600, never through a link. fcntl locks belong to the
 * process and closing any descriptor of the file drops them, so inside one JVM (tests run two
 * daemons in one) a lock is also taken on a JVM-wide lock object first and files are opened only
 * by the instance that holds it.
 */
final class LeaseFiles {

    private static final Map<Path, ReentrantLock> MUTEXES_IN_THIS_JVM = new ConcurrentHashMap<>();
    private static final Map<Path, LeaseFiles> ACTIVE_IN_THIS_JVM = new ConcurrentHashMap<>();
    /** Serialises this JVM's opens of active-lock files, so no close drops another instance's lock. */
    private static final Object ACTIVE_FILES = new Object();

    /** A read-decide-write of the record, done while the mutex is held. */
    @FunctionalInterface
    interface Step<T> {
        T run() throws IOException;
    }

    private final Path lease;
    private final Path beat;
    private final Path mutex;
    private final Path active;
    private FileChannel activeChannel;
    private FileLock activeLock;

    /** The lease of the checkpoint {@code checkpointFile}; its directory is made (or checked) safe. */
    LeaseFiles(Path checkpointFile) throws IOException {
        Path abs = checkpointFile.toAbsolutePath().normalize();
        StateFiles.directory(abs.getParent());
        this.lease = abs.resolveSibling(abs.getFileName() + ".lock");
        this.beat = abs.resolveSibling(abs.getFileName() + ".lock.beat");
        this.mutex = abs.resolveSibling(abs.getFileName() + ".lock.mutex");
        this.active = abs.resolveSibling(abs.getFileName() + ".lock.active");
    }

    Path leaseFile() {
        return lease;
    }

    /** The record's text, or empty when there is no record. */
    Optional<String> read() throws IOException {
        return read(lease);
    }

    /** The last renewal's text, or empty when there is none. */
    Optional<String> readBeat() throws IOException {
        return read(beat);
    }

    private static Optional<String> read(Path file) throws IOException {
        try {
            return Optional.of(new String(StateFiles.read(file), StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }

    /** Writes the record (a takeover or a release: under the mutex). */
    void write(Lease l) throws IOException {
        StateFiles.writeAtomically(lease, l.format().getBytes(StandardCharsets.UTF_8));
    }

    /** Writes a renewal of the record beside it. */
    void writeBeat(Lease l) throws IOException {
        StateFiles.writeAtomically(beat, l.format().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Runs {@code step} holding the mutex; empty when the mutex stayed taken for {@code waitMillis}
     * (another daemon in the middle of its own step, or a stale NFS lock: the caller tries again).
     */
    <T> Optional<T> underMutex(long waitMillis, Step<T> step) throws IOException {
        ReentrantLock inJvm = MUTEXES_IN_THIS_JVM.computeIfAbsent(mutex, p -> new ReentrantLock());
        try {
            if (!inJvm.tryLock(waitMillis, TimeUnit.MILLISECONDS)) {
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        try (FileChannel ch = StateFiles.open(mutex, StandardOpenOption.READ, StandardOpenOption.WRITE,
                StandardOpenOption.CREATE)) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis);
            FileLock lock;
            while ((lock = tryLock(ch)) == null) {
                if (System.nanoTime() > deadline) {
                    return Optional.empty();
                }
                sleep(10);
            }
            try {
                return Optional.ofNullable(step.run());
            } finally {
                lock.release();
            }
        } finally {
            inJvm.unlock();
        }
    }

    /** Takes (or keeps) the active lock; false when some other process holds it. */
    boolean holdActiveLock() throws IOException {
        synchronized (ACTIVE_FILES) {
            return takeActiveLock();
        }
    }

    private boolean takeActiveLock() throws IOException {
        if (activeLock != null && activeLock.isValid()) {
            return true;
        }
        if (ACTIVE_IN_THIS_JVM.putIfAbsent(active, this) != null) {
            return false;
        }
        FileChannel ch = null;
        try {
            ch = StateFiles.open(active, StandardOpenOption.READ, StandardOpenOption.WRITE, StandardOpenOption.CREATE);
            FileLock lock = tryLock(ch);
            if (lock == null) {
                ch.close();
                ACTIVE_IN_THIS_JVM.remove(active, this);
                return false;
            }
            activeChannel = ch;
            activeLock = lock;
            return true;
        } catch (IOException | RuntimeException e) {
            if (ch != null) {
                ch.close();
            }
            ACTIVE_IN_THIS_JVM.remove(active, this);
            throw e;
        }
    }

    /** Drops the active lock (leadership lost or given up). */
    void releaseActiveLock() {
        synchronized (ACTIVE_FILES) {
            dropActiveLock();
        }
    }

    private void dropActiveLock() {
        if (activeChannel != null) {
            try {
                activeChannel.close();
            } catch (IOException ignored) {
                // closing drops the lock; nothing else to do
            }
            activeChannel = null;
            activeLock = null;
            ACTIVE_IN_THIS_JVM.remove(active, this);
        }
    }

    /** Whether nobody holds the active lock: the holder's process is gone. */
    boolean activeLockFree() throws IOException {
        synchronized (ACTIVE_FILES) {
            return ACTIVE_IN_THIS_JVM.containsKey(active) ? false : probeActiveLock();
        }
    }

    private boolean probeActiveLock() throws IOException {
        try (FileChannel ch = StateFiles.open(active, StandardOpenOption.READ, StandardOpenOption.WRITE,
                StandardOpenOption.CREATE)) {
            FileLock lock = tryLock(ch);
            if (lock == null) {
                return false;
            }
            lock.release();
            return true;
        }
    }

    private static FileLock tryLock(FileChannel ch) throws IOException {
        try {
            return ch.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
