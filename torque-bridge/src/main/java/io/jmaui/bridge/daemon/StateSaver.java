package io.jmaui.bridge.daemon;

import io.jmaui.bridge.leader.FencedException;
import io.jmaui.bridge.state.CheckpointException;
import io.jmaui.bridge.state.CheckpointStore;
import io.jmaui.bridge.state.SchedulerState;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes the daemon's state (the checkpoint, the start ledger) and keeps track of whether it can.
 * When a write fails (a read-only or full file system), the daemon goes on serving what it knows,
 * but starts no job (a start needs the ledger on disk first), says so once in the log and in
 * every information command's answer ({@link #warning()}), and tries again at each iteration; the
 * first write that succeeds ends it. A write the lease fences off (a standby took over) is not a
 * failure of the disk: it is refused and logged. Loop thread only, but {@link #warning()}.
 */
final class StateSaver {

    private static final Logger LOG = LoggerFactory.getLogger("maui");
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private CheckpointStore store;
    private final LongSupplier clock;
    private final ZoneId zone;
    private long failingSince = -1;
    private volatile String warning;
    /** When an iteration last wrote the whole state. */
    private long iterationCheckpoint;

    StateSaver(CheckpointStore store, LongSupplier clock, ZoneId zone) {
        this.store = store;
        this.clock = clock;
        this.zone = zone;
    }

    /** Writes to {@code next} from now on (a new CHECKPOINTFILE). */
    void use(CheckpointStore next) {
        store = next;
    }

    /** Writes the whole state; false when it could not. */
    boolean checkpoint(SchedulerState s) {
        return save(() -> store.write(s));
    }

    /**
     * At the end of an iteration that turned {@code before} into {@code after}: writes the whole
     * state when CHECKPOINTINTERVAL has passed since an iteration last did, when the iteration
     * started, preempted or resumed a job, changed what the ledger journals (starts in flight,
     * deferrals, preemptible backfill, the enforcement timers), or while writes fail.
     */
    void afterIteration(SchedulerState before, SchedulerState after, DecisionExecutor.Outcome outcome, long now,
                        long interval) {
        boolean ledgerChanged = !after.preemptions().backfill().equals(before.preemptions().backfill())
                || !after.pendingStarts().equals(before.pendingStarts())
                || !after.deferrals().equals(before.deferrals())
                || !after.preemptions().violatingSince().equals(before.preemptions().violatingSince());
        if (now - iterationCheckpoint >= interval || !outcome.started().isEmpty() || ledgerChanged
                || !outcome.preempted().isEmpty() || !outcome.resumed().isEmpty() || failing()) {
            checkpoint(after);
            iterationCheckpoint = now;
        }
    }

    /** Makes the starts in flight durable; false when it could not (then no RunJob may leave). */
    boolean ledger(SchedulerState s) {
        return save(() -> store.writeLedger(s));
    }

    /** Whether the last write failed. */
    boolean failing() {
        return failingSince >= 0;
    }

    /** What the commands say while writes fail, else null. */
    String warning() {
        return warning;
    }

    private boolean save(Runnable write) {
        try {
            write.run();
        } catch (FencedException e) {
            // not this daemon's state to write any more: a standby took over (or may have)
            LOG.warn("event=fenced reason=\"{}\"", e.getMessage());
            return false;
        } catch (CheckpointException e) {
            if (failingSince < 0) {
                failingSince = clock.getAsLong();
                LOG.error("event=state_not_saved reason=\"{}\" text=\"no job is started until the state can be saved"
                        + " again\"", e.getMessage());
            }
            warning = "state not saved since " + WHEN.format(Instant.ofEpochSecond(failingSince).atZone(zone)) + " ("
                    + e.getMessage() + "): no job is started until it can be saved again; what is shown is the last"
                    + " state jmaui could keep";
            return false;
        }
        if (failingSince >= 0) {
            LOG.info("event=state_saved_again failing_since={} seconds={}", failingSince,
                    clock.getAsLong() - failingSince);
            failingSince = -1;
            warning = null;
        }
        return true;
    }
}
