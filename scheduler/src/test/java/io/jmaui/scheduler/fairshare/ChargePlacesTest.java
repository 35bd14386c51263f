package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link Fairshare#accrue} with the places of each credentials object's names kept between
 * charges ({@link ChargePlaces}) against the plain rebuild ({@link Fairshare#rebuilt}), chained
 * event after event as the simulator chains them, to the bit: jobs sharing credentials objects
 * (as the simulator's do) and with objects of their own, names new to the window arriving (which
 * moves the places), kinds without a name, windows rolling over, two configs taking turns (each
 * keeps its own places), and windows that come from elsewhere between two charges (a file read).
 */
class ChargePlacesTest {

    @Test
    void kept_places_charge_what_the_plain_rebuild_charges() {
        Random rnd = new Random(41);
        int hits = 0;
        for (int round = 0; round < 60; round++) {
            long interval = 3600L * (1 + rnd.nextInt(24));
            MauiConfig[] cfgs = {cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL " + interval / 3600 + ":00:00", "FSDEPTH 3"),
                    cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL " + interval / 3600 + ":00:00", "FSDEPTH 3")};
            FsSettings s = FsSettings.of(cfgs[0]);
            List<Credentials> pool = new ArrayList<>();
            long now = 1_700_000_000L + rnd.nextInt(1_000_000);
            List<FairshareWindow> first = rnd.nextBoolean() ? List.of() : List.of(window(rnd, s.windowStart(now)));
            List<FairshareWindow>[] carried = new List[] {first, first};
            List<FairshareWindow>[] plain = new List[] {first, first};
            List<Job>[] jobs = new List[] {new ArrayList<Job>(), new ArrayList<Job>()};
            for (int event = 0; event < 80; event++) {
                int c = rnd.nextInt(4) == 0 ? 1 : 0;
                if (jobs[c].isEmpty() || rnd.nextInt(3) == 0) {
                    jobs[c].add(job(rnd, pool, now, event));
                }
                if (rnd.nextInt(4) == 0) {
                    jobs[c].remove(rnd.nextInt(jobs[c].size()));
                }
                if (rnd.nextInt(25) == 0) { // windows read from a file: the same usage in maps of their own
                    carried[c] = copied(carried[c]);
                }
                long from = now;
                now += rnd.nextInt(5) == 0 ? 0 : 1 + rnd.nextInt(rnd.nextInt(10) == 0 ? (int) interval : 900);
                long current = s.windowStart(now);
                long oldestKept = current - (long) Math.max(0, s.depth() - 1) * s.interval();
                int before = ChargePlaces.of(cfgs[c]).kept();
                plain[c] = Fairshare.rebuilt(s, plain[c], jobs[c], null, from, now, current, oldestKept);
                carried[c] = Fairshare.accrue(cfgs[c], carried[c], jobs[c], from, now);
                assertEquals(plain[c], carried[c], "round " + round + " event " + event);
                if (before > 0) {
                    hits++;
                }
            }
        }
        assertTrue(hits > 1000, "places kept at " + hits + " charges");
    }

    /** A window with fractional usage for some of the names the jobs use, so that a charge at a wrong place shows. */
    private static FairshareWindow window(Random rnd, long start) {
        Map<CredentialKind, Map<String, Double>> usage = new EnumMap<>(CredentialKind.class);
        for (CredentialKind k : List.of(CredentialKind.USER, CredentialKind.GROUP, CredentialKind.ACCOUNT)) {
            Map<String, Double> byName = new TreeMap<>();
            for (int i = 0; i < 12; i++) {
                if (rnd.nextInt(3) == 0) {
                    byName.put(k.name().toLowerCase().substring(0, 1) + i, rnd.nextDouble() * 1e5);
                }
            }
            usage.put(k, byName);
        }
        return new FairshareWindow(start, usage);
    }

    /** The windows as a file gives them: the same usage, maps of their own. */
    private static List<FairshareWindow> copied(List<FairshareWindow> windows) {
        List<FairshareWindow> out = new ArrayList<>();
        for (FairshareWindow w : windows) {
            Map<CredentialKind, Map<String, Double>> usage = new EnumMap<>(CredentialKind.class);
            w.usage().forEach((k, byName) -> usage.put(k, new TreeMap<>(byName)));
            out.add(new FairshareWindow(w.start(), usage, w.total()));
        }
        return out;
    }

    /** A running job with fractional processors' usage, its credentials mostly shared from {@code pool}, some new names. */
    private static Job job(Random rnd, List<Credentials> pool, long now, int event) {
        Credentials c;
        if (!pool.isEmpty() && rnd.nextInt(3) != 0) {
            c = pool.get(rnd.nextInt(pool.size()));
        } else {
            c = new Credentials("u" + rnd.nextInt(12), rnd.nextInt(4) == 0 ? null : "g" + rnd.nextInt(3),
                    rnd.nextInt(3) == 0 ? "a" + rnd.nextInt(5) : null, rnd.nextBoolean() ? "batch" : null,
                    rnd.nextInt(5) == 0 ? "q" + rnd.nextInt(2) : null);
            if (rnd.nextBoolean()) {
                pool.add(c);
            }
        }
        Job.Builder b = Job.builder("j" + event).credentials(c).procs(1 + rnd.nextInt(8));
        return b.running(now - rnd.nextInt(20_000), List.of("node01")).build();
    }
}
