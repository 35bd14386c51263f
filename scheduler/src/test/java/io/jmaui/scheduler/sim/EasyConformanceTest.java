package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue "core III" acceptance: with FIFO priority (QUEUETIMEWEIGHT only), FIRSTFIT and
 * RESERVATIONDEPTH 1 the simulator performs EASY backfilling. Every job of each real trace in
 * shared/workloads must start at the second the independent textbook reference
 * ({@link EasyReference}) gives it. The suite checks a prefix of each trace; the whole traces are one
 * property away: {@code mvn -pl scheduler test -Dtest=EasyConformanceTest -Djmaui.easy.jobs=0}
 * (0 = every job).
 */
class EasyConformanceTest {

    static final String EASY = String.join("\n",
            "QUEUETIMEWEIGHT 1",
            "BACKFILLPOLICY FIRSTFIT",
            "RESERVATIONDEPTH 1");

    static Trace load(String name) throws IOException {
        try (InputStream in = EasyConformanceTest.class.getResourceAsStream("/workloads/" + name)) {
            return SwfTraceReader.read(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @ParameterizedTest(name = "{0}: first {1} jobs on {2} x {3} procs")
    @CsvSource({
        "HPC2N-2002-2.2-subset-3171.swf, 3171, 120, 2",
        "lublin_256.swf, 2000, 256, 1",
        "NASA-iPSC-1993-3.1-cln.swf, 4000, 128, 1"})
    void everyJobStartsWhenTextbookEasyStartsIt(String file, int jobs, int nodes, int procsPerNode) throws IOException {
        Trace full = load(file);
        int limit = Integer.getInteger("jmaui.easy.jobs", jobs);
        List<TraceJob> first = full.jobs().subList(0, limit <= 0 ? full.jobs().size() : Math.min(limit, full.jobs().size()));
        Trace trace = new Trace(first, full.problems(), full.skipped(), nodes, nodes * procsPerNode);
        MauiConfig cfg = MauiConfigParser.parse("easy.cfg", EASY);
        SimulationResult r = new Simulator(Simulator.uniformNodes(nodes, procsPerNode), new IterationScheduler(cfg))
                .run(trace);
        Map<String, Long> expected = new TreeMap<>(EasyReference.startTimes(first, nodes * procsPerNode));
        Map<String, Long> actual = new TreeMap<>();
        r.completed().forEach(c -> actual.put(c.job().id(), c.start()));
        List<String> differences = new ArrayList<>();
        expected.forEach((id, t) -> {
            if (!t.equals(actual.get(id)) && differences.size() < 10) {
                differences.add("job " + id + ": EASY " + t + ", jmaui " + actual.get(id));
            }
        });
        assertEquals(List.of(), differences);
        assertEquals(expected.size(), actual.size());
    }
}
