package io.jmaui.bridge.state;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.jmaui.scheduler.json.SnapshotJson;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * CHECKPOINTFILE: the {@link SchedulerState} as JSON, written so that a crash at any instant
 * leaves either the old or the new state on disk, never a torn file: the current file is kept as
 * {@code <file>.1}, then the new one replaces it through {@link StateFiles} (temp file, fsync,
 * rename; mode 0600, never through a link). A read falls back to {@code .1}
 * when the current file is unreadable, and says so. The starts in flight also live in a small
 * journal beside it, {@code <file>.ledger}, written the same way before every RunJob and every
 * preemption request.
 */
public final class CheckpointStore {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .registerModule(SnapshotJson.modelModule());

    private final Path file;
    private final Path ledger;
    private final Consumer<String> beforeWrite;

    public CheckpointStore(Path file) {
        this(file, what -> { });
    }

    /**
     * A store whose writes first pass {@code beforeWrite} (given what is written): an active
     * daemon's lease check, which throws when a standby may have taken over, so a former active
     * never overwrites the state the new one wrote.
     */
    public CheckpointStore(Path file, Consumer<String> beforeWrite) {
        this.file = file;
        this.ledger = file.resolveSibling(file.getFileName() + ".ledger");
        this.beforeWrite = beforeWrite;
    }

    /** What {@link #read()} found: the state, and what had to be worked around to get it. */
    public record Loaded(SchedulerState state, List<String> warnings) {
    }

    /** Writes the whole state, and the start ledger with it. */
    public void write(SchedulerState state) {
        writeAtomically(file, state, true);
        writeLedger(state);
    }

    /**
     * Writes only the starts and the preemptions in flight (with the preemption history) to
     * {@code <file>.ledger}: small, so it can be made durable before every RunJob, Rerun or
     * SignalJob without rewriting the whole state (bypass counts of every idle job).
     */
    public void writeLedger(SchedulerState state) {
        writeAtomically(ledger, SchedulerState.EMPTY.withPendingStarts(state.pendingStarts())
                .withPreemptions(state.preemptions()), false);
    }

    private void writeAtomically(Path target, SchedulerState state, boolean keepPrevious) {
        beforeWrite.accept("write " + target);
        try {
            byte[] bytes = JSON.writeValueAsBytes(state);
            StateFiles.directory(target.toAbsolutePath().getParent());
            if (keepPrevious) {
                try {
                    StateFiles.writeAtomically(previous(target), StateFiles.read(target));
                } catch (NoSuchFileException first) {
                    // the first checkpoint: nothing to keep
                }
            }
            StateFiles.writeAtomically(target, bytes);
        } catch (IOException e) {
            throw new CheckpointException("checkpoint " + target + ": cannot write: " + e.getMessage(), e);
        }
    }

    private static Path previous(Path target) {
        return target.resolveSibling(target.getFileName() + ".1");
    }

    /** What the state files held before anything is known to be lost; for the refusal's message. */
    private static final String HOLDS = "admin reservations (setres), holds and deferrals of failed starts, setspri"
            + " priorities, starts in flight, fairshare usage not yet in STATDIR, node down-since times and showstats"
            + " totals";

    /** One state file read: its state, or that it does not exist, or what is wrong with it. */
    private record Attempt(SchedulerState state, boolean missing, String problem, String held) {
    }

    /** {@link #read(boolean)} refusing to start afresh. */
    public Loaded read() {
        return read(false);
    }

    /**
     * The state: the checkpoint, else its previous copy (said in a warning), with the starts in
     * flight from the ledger (written more often). No files at all is a first start. When neither
     * copy can be believed (unreadable, or content that makes no sense: {@link CheckpointCheck}),
     * or the ledger cannot, the daemon does not start on a guess.
     *
     * @param discard start afresh instead ({@code maui --discard-state}): the files are renamed
     *                {@code <name>.discarded-<time>} and kept for inspection
     * @throws StateRefusedException saying which files, what is wrong and what would be lost
     */
    public Loaded read(boolean discard) {
        List<String> warnings = new ArrayList<>();
        Path previous = previous(file);
        Attempt main = attempt(file);
        SchedulerState state = main.state();
        if (state == null) {
            Attempt prev = attempt(previous);
            if (main.missing() && prev.missing()) {
                state = SchedulerState.EMPTY;
            } else if (prev.state() != null) {
                warnings.add("checkpoint " + file + ": " + (main.missing() ? "missing" : main.problem())
                        + "; using the previous copy " + previous.getFileName());
                state = prev.state();
            } else {
                String why = "checkpoint " + file + " cannot be used (" + (main.missing() ? "missing" : main.problem())
                        + "), nor its previous copy " + previous.getFileName() + " (" + (prev.missing() ? "missing"
                        : prev.problem()) + ")";
                state = discardOrRefuse(discard, why, main.held() != null ? main.held() : prev.held(), warnings);
            }
        }
        Attempt l = attempt(ledger);
        if (l.state() != null) {
            state = state.withPendingStarts(l.state().pendingStarts()).withPreemptions(l.state().preemptions());
        } else if (!l.missing()) {
            discardOrRefuse(discard, "start ledger " + ledger + " cannot be used (" + l.problem() + "): which RunJobs"
                    + " and preemptions were in flight is unknown, so a job could be started or preempted twice",
                    "starts and preemptions in flight", warnings);
        }
        return new Loaded(state, warnings);
    }

    private SchedulerState discardOrRefuse(boolean discard, String why, String held, List<String> warnings) {
        String lost = held != null ? held : HOLDS;
        if (!discard) {
            throw new StateRefusedException(why + ". Starting without it would lose what it holds: " + lost
                    + ". Restore a good copy, or start with --discard-state to start afresh (the files are kept,"
                    + " renamed *.discarded-<time>).");
        }
        String suffix = ".discarded-" + System.currentTimeMillis();
        for (Path p : List.of(file, previous(file), ledger)) {
            try {
                if (java.nio.file.Files.exists(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    java.nio.file.Files.move(p, p.resolveSibling(p.getFileName() + suffix));
                }
            } catch (IOException e) {
                warnings.add(p + ": cannot be set aside (" + e.getMessage() + ")");
            }
        }
        warnings.add("--discard-state: " + why + "; started afresh without " + lost + " (files renamed *" + suffix
                + ")");
        return SchedulerState.EMPTY;
    }

    private static Attempt attempt(Path p) {
        SchedulerState s;
        try {
            s = JSON.readValue(StateFiles.read(p), SchedulerState.class);
        } catch (NoSuchFileException e) {
            return new Attempt(null, true, null, null);
        } catch (IOException e) {
            return new Attempt(null, false, "unreadable: " + describe(e), null);
        }
        if (s == null) {
            return new Attempt(null, false, "unreadable: empty file", null);
        }
        List<String> wrong = CheckpointCheck.problems(s);
        if (!wrong.isEmpty()) {
            String shown = String.join("; ", wrong.subList(0, Math.min(5, wrong.size())))
                    + (wrong.size() > 5 ? "; and " + (wrong.size() - 5) + " more" : "");
            return new Attempt(null, false, "makes no sense: " + shown, CheckpointCheck.contents(s));
        }
        return new Attempt(s, false, null, null);
    }

    private static String describe(IOException e) {
        if (e instanceof JsonProcessingException j && j.getLocation() != null) {
            boolean missing = j.getCause() instanceof NullPointerException;
            return "line " + j.getLocation().getLineNr() + ", column " + j.getLocation().getColumnNr() + ": "
                    + (missing ? "not a checkpoint: required fields are missing" : j.getOriginalMessage());
        }
        return e.getMessage();
    }
}
