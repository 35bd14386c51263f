package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The records whose equals and hashCode are written out (why: {@link RefusalCache.Key}) answer as
 * the records' own would: a record of the same components declared here, which keeps the
 * generated methods, gives the same hash and the same equality on random values drawn from small
 * ranges (so that equal and unequal pairs both come up), hash maps keyed by them keep their order.
 */
class WrittenOutRecordsTest {

    private record PlainResources(int procs, long memMb, long swapMb, long diskMb, int gpus, Gres gres) {
    }

    private record PlainKind(Resources perTask, String jobClass, String user, long access, Object partitions) {
    }

    private record PlainFit(RefusalCache.Key kind, NodeAccessPolicy jobAccess, String policy) {
    }

    private final Random random = new Random(29);

    @Test
    void resources_answerAsTheRecordsOwn() {
        for (int i = 0; i < 20_000; i++) {
            Resources a = resources();
            Resources b = random.nextInt(4) == 0 ? new Resources(a.procs(), a.memMb(), a.swapMb(), a.diskMb(), a.gpus(),
                    a.gres()) : resources();
            assertEquals(plain(a).hashCode(), a.hashCode());
            assertEquals(plain(a).equals(plain(b)), a.equals(b), a + " against " + b);
        }
        assertEquals(false, Resources.ZERO.equals(null));
        assertEquals(false, Resources.ZERO.equals("0"));
    }

    @Test
    void cacheKeys_answerAsTheRecordsOwn() {
        for (int i = 0; i < 20_000; i++) {
            RefusalCache.Key a = kind();
            RefusalCache.Key b = random.nextInt(4) == 0 ? new RefusalCache.Key(a.perTask(), a.jobClass(), a.user(),
                    a.access(), a.partitions()) : kind();
            assertEquals(plain(a).hashCode(), a.hashCode());
            assertEquals(plain(a).equals(plain(b)), a.equals(b), a + " against " + b);
            FitCache.Key f = new FitCache.Key(a, pick(NodeAccessPolicy.values()), pick(new String[] {null, "MINRESOURCE"}));
            FitCache.Key g = random.nextInt(3) == 0 ? new FitCache.Key(f.kind(), f.jobAccess(), f.policy())
                    : new FitCache.Key(random.nextBoolean() ? a : b, pick(NodeAccessPolicy.values()),
                    pick(new String[] {null, "MINRESOURCE"}));
            assertEquals(new PlainFit(f.kind(), f.jobAccess(), f.policy()).hashCode(), f.hashCode());
            assertEquals(new PlainFit(f.kind(), f.jobAccess(), f.policy()).equals(new PlainFit(g.kind(), g.jobAccess(),
                    g.policy())), f.equals(g), f + " against " + g);
        }
    }

    private Resources resources() {
        Gres gres = random.nextInt(3) == 0 ? Gres.of(Map.of("lic", (long) random.nextInt(2))) : Gres.NONE;
        return new Resources(random.nextInt(3), random.nextInt(2) * 1024L, random.nextInt(2), random.nextInt(2),
                random.nextInt(2), gres);
    }

    private RefusalCache.Key kind() {
        Object partitions = pick(new Object[] {null, Set.of("p1"), List.of("SPAN", Set.of("p1")), Set.of()});
        return new RefusalCache.Key(random.nextInt(5) == 0 ? null : resources(), pick(new String[] {null, "batch"}),
                pick(new String[] {null, "u1", "u2"}), random.nextInt(3) - 1L, partitions);
    }

    private <T> T pick(T[] from) {
        return from[random.nextInt(from.length)];
    }

    private static PlainResources plain(Resources r) {
        return new PlainResources(r.procs(), r.memMb(), r.swapMb(), r.diskMb(), r.gpus(), r.gres());
    }

    private static PlainKind plain(RefusalCache.Key k) {
        return new PlainKind(k.perTask(), k.jobClass(), k.user(), k.access(), k.partitions());
    }
}
