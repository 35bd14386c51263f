package io.jmaui.scheduler.preemption;

import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pure choice of victims, on hand-made hosts: fewest, lowest priority, most recent, no more than needed. */
class VictimSelectionTest {

    /** Four hosts of 4 procs; {@code free} procs free on each, in order n1..n4. */
    private static Map<String, Resources> free(int... procs) {
        Map<String, Resources> m = new LinkedHashMap<>();
        for (int i = 0; i < procs.length; i++) {
            m.put("n" + (i + 1), Resources.procs(procs[i]));
        }
        return m;
    }

    private static Map<String, Resources> capacity() {
        return free(4, 4, 4, 4);
    }

    private static Candidate c(String id, long prio, long start, String host, int procs) {
        return new Candidate(id, prio, start, PreemptMode.REQUEUE, Map.of(host, Resources.procs(procs)));
    }

    private static List<String> ids(Optional<Choice> c) {
        return c.orElseThrow().victims().stream().map(Candidate::jobId).toList();
    }

    private static Optional<Choice> choose(Need need, Map<String, Resources> free, List<Candidate> cs) {
        return VictimSelection.choose(need, List.copyOf(free.keySet()), free, capacity(), cs);
    }

    private static Need procs(int n) {
        return new Need(n, Resources.procs(1), 0, 0, false, false);
    }

    @Test
    void fitsWithoutVictims_noChoice() {
        assertTrue(choose(procs(2), free(2, 0, 0, 0), List.of(c("a", 1, 0, "n2", 4))).isEmpty());
    }

    @Test
    void notEnoughEvenWithEveryCandidate_noChoice() {
        assertTrue(choose(procs(9), free(0, 0, 0, 0), List.of(c("a", 1, 0, "n1", 4), c("b", 1, 0, "n2", 4))).isEmpty());
    }

    @Test
    void oneVictimBeatsTwoOfLowerPriority() {
        Optional<Choice> c = choose(procs(4), free(0, 0, 0, 0),
                List.of(c("small1", 1, 0, "n1", 2), c("small2", 1, 0, "n2", 2), c("big", 5, 0, "n3", 4)));
        assertEquals(List.of("big"), ids(c));
        assertEquals(List.of("n3", "n3", "n3", "n3"), c.orElseThrow().hosts());
    }

    @Test
    void samePriority_theMostRecentlyStartedGoes() {
        assertEquals(List.of("newer"), ids(choose(procs(4), free(0, 0, 0, 0),
                List.of(c("older", 1, 100, "n1", 4), c("newer", 1, 200, "n2", 4)))));
    }

    @Test
    void freeResourcesCount_aSmallVictimBesideFreeProcsIsEnough() {
        Optional<Choice> c = choose(procs(4), free(2, 0, 0, 0), List.of(c("big", 1, 0, "n2", 4), c("tiny", 1, 0, "n1", 2)));
        assertEquals(List.of("tiny"), ids(c), "n1 has 2 free: tiny's 2 make 4 there; both are one victim, tiny started no earlier");
    }

    @Test
    void exactNode_needsWholeHostsOfPProcs() {
        Need twoByFour = new Need(8, Resources.procs(1), 2, 4, true, false);
        Optional<Choice> c = choose(twoByFour, free(2, 2, 0, 0), List.of(c("a", 1, 0, "n1", 2), c("b", 1, 0, "n2", 2),
                c("x", 0, 0, "n3", 1)));
        assertEquals(List.of("a", "b"), ids(c), "x frees one proc on n3: no node of 4");
        assertEquals(8, c.orElseThrow().hosts().size());
    }

    @Test
    void dedicated_needsAHostLeftWhollyFree() {
        Need solo = new Need(1, Resources.procs(1), 0, 0, false, true);
        Optional<Choice> c = choose(solo, free(3, 3, 0, 0), List.of(c("a", 1, 0, "n1", 1), c("b", 0, 0, "n3", 3)));
        assertEquals(List.of("a"), ids(c), "b frees 3 of n3's 4: not the whole node");
    }

    @Test
    void theVector_memoryIsWhatIsShort() {
        Need mem = new Need(1, new Resources(1, 1000, 0, 0), 0, 0, false, false);
        Map<String, Resources> free = Map.of("n1", new Resources(4, 200, 0, 0), "n2", new Resources(0, 2000, 0, 0));
        Candidate procsOnly = new Candidate("p", 1, 0, PreemptMode.SUSPEND, Map.of("n2", Resources.procs(4)));
        Candidate withMemory = new Candidate("m", 2, 0, PreemptMode.REQUEUE, Map.of("n1", new Resources(1, 800, 0, 0)));
        Optional<Choice> c = VictimSelection.choose(mem, List.of("n1", "n2"), free,
                Map.of("n1", new Resources(4, 4000, 0, 0), "n2", new Resources(4, 4000, 0, 0)), List.of(procsOnly, withMemory));
        assertEquals(List.of("p"), ids(c), "suspending p frees n2's procs, and n2 has the memory");
    }
}
