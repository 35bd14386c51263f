package io.jmaui.scheduler.model;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one resource vector: procs, memory, swap, disk, GPUs and generic resources together. */
class ResourcesTest {

    private static final Resources GPU_NODE = new Resources(16, 65_536, 0, 0, 2, Gres.NONE);

    @Test
    void aGpuTaskFitsOnlyAsOftenAsTheNodeHasGpus() {
        Resources task = Resources.procs(1).withGpus(1);

        assertEquals(2, GPU_NODE.tasksOf(task), "16 procs but 2 GPUs");
        assertEquals(0, new Resources(16, 65_536, 0, 0).tasksOf(task), "a node without GPUs takes none");
        assertEquals(16, GPU_NODE.tasksOf(Resources.procs(1)), "a CPU task ignores the GPUs");
    }

    @Test
    void covers_checksGpusAndEveryGenericResource() {
        Resources login32 = new Resources(4, 0, 0, 0).withGres(Gres.of(Map.of("matlab", 2L, "prime", 4L)));

        assertTrue(login32.covers(Resources.procs(1).withGres(Gres.of("matlab", 2))));
        assertFalse(login32.covers(Resources.procs(1).withGres(Gres.of("matlab", 3))));
        assertFalse(login32.covers(Resources.procs(1).withGres(Gres.of("tape", 1))), "a resource the node lacks");
        assertFalse(GPU_NODE.covers(Resources.procs(1).withGpus(3)));
    }

    @Test
    void guide12_4_tasksOfAGenericResourceCountedPerTask() {
        // NODECFG[titan001] GRES=tape:4; a job asking GRES:tape@2 per task fits 2 tasks there.
        Resources titan001 = new Resources(8, 0, 0, 0).withGres(Gres.of("tape", 4));

        assertEquals(2, titan001.tasksOf(Resources.procs(1).withGres(Gres.of("tape", 2))));
    }

    /** Procs alone are the same value whether shared or made ({@link Resources#procs}: shared from 1 to 64 procs). */
    @Test
    void procsAlone_isTheValueMadeFromItsFields_sharedForFewProcs() {
        for (int p = -2; p < 200; p++) {
            Resources r = Resources.procs(p);
            assertEquals(new Resources(p, 0, 0, 0), r, "procs " + p);
            assertEquals(p, r.procs(), "procs " + p);
            assertEquals(p >= 1 && p <= 64, r == Resources.procs(p), "shared, procs " + p);
        }
    }

    @Test
    void arithmeticCarriesEveryResource() {
        Resources a = new Resources(2, 100, 0, 0, 1, Gres.of("tape", 1));
        Resources b = new Resources(1, 50, 0, 0, 1, Gres.of(Map.of("tape", 2L, "matlab", 1L)));

        assertEquals(new Resources(3, 150, 0, 0, 2, Gres.of(Map.of("tape", 3L, "matlab", 1L))), a.plus(b));
        assertEquals(new Resources(1, 50, 0, 0, 0, Gres.of(Map.of("tape", -1L, "matlab", -1L))), a.minus(b));
        assertEquals(new Resources(6, 300, 0, 0, 3, Gres.of("tape", 3)), a.times(3));
        assertEquals(new Resources(1, 50, 0, 0, 1, Gres.of(Map.of("tape", 1L, "matlab", 0L))), a.min(b));
        assertEquals(Resources.ZERO, a.minus(a), "no zero counts are kept, so equal amounts are equal");
    }

    @Test
    void theCommonCaseSharesTheEmptyGres() {
        Resources r = Resources.procs(4).plus(Resources.procs(2)).times(3);

        assertSame(Gres.NONE, r.gres());
        assertFalse(r.hasDevices());
        assertTrue(Resources.ZERO.isZero());
        assertFalse(Resources.ZERO.withGpus(1).isZero());
    }

    @Test
    void resourcesAreNamedAsMauiNamesThem_forShortfallReasons() {
        Resources need = Resources.procs(1).withGpus(2).withGres(Gres.of("matlab", 1));

        assertEquals(List.of("PROCS", "MEM", "SWAP", "DISK", "GPUS", "matlab"), need.names());
        assertEquals(Optional.of("GPUS"), Resources.procs(8).firstShortOf(need));
        assertEquals(Optional.of("matlab"), GPU_NODE.firstShortOf(need));
        assertEquals(Optional.empty(), GPU_NODE.withGres(Gres.of("matlab", 1)).firstShortOf(need));
        assertEquals(2, need.get(Resources.GPUS));
        assertEquals(1, need.get("matlab"));
    }

    @Test
    void gresPrintsInMauisForm() {
        assertEquals("matlab:2,prime:4", Gres.of(Map.of("prime", 4L, "matlab", 2L)).toString());
        assertEquals("", Gres.NONE.toString());
    }

    /**
     * plus and minus with ZERO itself, or minus of the same object, give the other operand or ZERO
     * back without computing: the values must be those of the field-by-field sums, GRES included
     * (a count that nets to zero is dropped).
     */
    @Test
    void theShortcutsOfPlusAndMinusAreTheSums() {
        Random rnd = new Random(11_28);
        for (int k = 0; k < 2_000; k++) {
            Resources a = random(rnd);
            Resources b = rnd.nextInt(4) == 0 ? a : random(rnd);
            for (Resources[] p : new Resources[][] {{a, b}, {Resources.ZERO, b}, {a, Resources.ZERO}, {a, a}}) {
                Resources x = p[0];
                Resources y = p[1];
                assertEquals(sum(x, y, 1), x.plus(y), x + " + " + y);
                assertEquals(sum(x, y, -1), x.minus(y), x + " - " + y);
            }
        }
        Resources task = Resources.procs(1).withGres(Gres.of("matlab", 1));
        assertSame(task, Resources.ZERO.plus(task), "a node's first task: its own amount, not a copy");
        assertSame(Resources.ZERO, task.minus(task), "and back to nothing");
    }

    private static Resources random(Random rnd) {
        Gres g = switch (rnd.nextInt(3)) {
            case 0 -> Gres.NONE;
            case 1 -> Gres.of("matlab", rnd.nextInt(3));
            default -> Gres.of(Map.of("matlab", (long) rnd.nextInt(3), "tape", 1L + rnd.nextInt(2)));
        };
        return new Resources(rnd.nextInt(4), rnd.nextInt(3) * 1024L, 0, rnd.nextInt(2) * 10L, rnd.nextInt(2), g);
    }

    /** The plain field-by-field sum (sign 1) or difference (-1), GRES through the general map path. */
    private static Resources sum(Resources x, Resources y, int sign) {
        java.util.Map<String, Long> g = new java.util.TreeMap<>(x.gres().asMap());
        y.gres().asMap().forEach((n, c) -> g.merge(n, sign * c, Long::sum));
        return new Resources(x.procs() + sign * y.procs(), x.memMb() + sign * y.memMb(), x.swapMb() + sign * y.swapMb(),
                x.diskMb() + sign * y.diskMb(), x.gpus() + sign * y.gpus(), Gres.of(g));
    }

    /** A node's use as a start adds its tasks there at once and an end takes them back: the sums task by task. */
    @Test
    void plusTimes_isTheSumTaskByTask() {
        Random rnd = new Random(17);
        for (int round = 0; round < 2_000; round++) {
            Resources task = new Resources(1 + rnd.nextInt(4), rnd.nextInt(3) * 512L, rnd.nextInt(2) * 64L, rnd.nextInt(2) * 10L,
                    rnd.nextInt(5) == 0 ? 1 : 0, rnd.nextInt(5) == 0 ? Gres.of("matlab", 1 + rnd.nextInt(2)) : Gres.NONE);
            Resources used = rnd.nextBoolean() ? Resources.ZERO : task.times(1 + rnd.nextInt(3));
            int n = 1 + rnd.nextInt(4);
            Resources byTask = used;
            for (int k = 0; k < n; k++) {
                byTask = byTask.plus(task);
            }
            assertEquals(byTask, used.plusTimes(task, n), "+" + n + " x " + task + " on " + used);
            Resources back = byTask;
            for (int k = 0; k < n; k++) {
                back = back.minus(task);
            }
            assertEquals(back, byTask.plusTimes(task, -n), "-" + n + " x " + task + " from " + byTask);
            assertTrue(used.equals(back) || used.isZero() && back.isZero(), "an end gives back what the start took");
        }
    }
}
