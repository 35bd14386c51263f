package io.jmaui.bridge.allocation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The FILE interface's file: AMSTART and BANKEND around each run, every batch written exactly once across a crash. */
class AmFileTest {

    @TempDir
    Path dir;

    private static final JobCharge LIEN = new JobCharge("1.head", "projectX", "steve", 2, "DEFAULT", null, 3600, 1,
            100, 100);

    @Test
    void linesAreAppendedBetweenStartAndEnd_andTheStateSurvives() throws Exception {
        Path am = dir.resolve("am.log");
        Path state = dir.resolve("maui.ck.am");
        AmState s = new AmState(Map.of("1.head", LIEN), Map.of(), List.of());
        try (AmFile f = new AmFile(am, state)) {
            f.commit(s, List.of(AmLines.reserveJob(LIEN)));
        }
        try (AmFile f = new AmFile(am, state)) {
            assertEquals(s, f.recovered());
        }
        assertEquals(List.of("AMSTART", AmLines.reserveJob(LIEN), "BANKEND", "AMSTART", "BANKEND"), Files.readAllLines(am));
    }

    @Test
    void afterACrashPendingLinesAreWrittenOnce() throws Exception {
        Path am = dir.resolve("am.log");
        Path state = dir.resolve("maui.ck.am");
        String line = AmLines.remove("projectX", "1.head");
        // a crash after the state recorded the batch as pending, before the lines reached the file
        io.jmaui.bridge.state.StateFiles.writeAtomically(state, com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .build().writeValueAsBytes(AmState.EMPTY.withPending(List.of(line))));
        new AmFile(am, state).close();
        // a crash after the lines reached the file, before the state was saved again
        io.jmaui.bridge.state.StateFiles.writeAtomically(state, com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .build().writeValueAsBytes(AmState.EMPTY.withPending(List.of("BANKEND"))));
        new AmFile(am, state).close();
        assertEquals(List.of(line, "AMSTART", "BANKEND", "AMSTART", "BANKEND"), Files.readAllLines(am));
    }
}
