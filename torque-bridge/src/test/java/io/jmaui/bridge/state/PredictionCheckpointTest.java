package io.jmaui.bridge.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.prediction.PredictionState;
import io.jmaui.scheduler.prediction.ReservationMove;
import io.jmaui.scheduler.prediction.RunningJob;
import io.jmaui.scheduler.prediction.UserHistory;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The predictor's history is durable: it survives a checkpoint and a restart like fairshare usage. */
class PredictionCheckpointTest {

    @TempDir
    Path dir;

    @Test
    void thePredictorsStateComesBackFromTheCheckpoint() {
        PredictionState p = new PredictionState(
                Map.of("alice", new UserHistory(List.of(300L, 400L), List.of(3600L, 3600L))),
                Map.of("12.head", new RunningJob("alice", 1_700_000_000L, 3600, 350)),
                Map.of("13.head", 1_700_000_350L),
                Map.of("13.head", new ReservationMove(120, 60, "12.head", 1_700_000_400L)));
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(SchedulerState.EMPTY.withPrediction(p));
        assertEquals(p, new CheckpointStore(dir.resolve("maui.ck")).read().state().prediction());
    }
}
