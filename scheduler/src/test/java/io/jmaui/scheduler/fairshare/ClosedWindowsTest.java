package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The usage with the closed windows' fold carried ({@link ClosedWindows}) against the plain fold of
 * every window at every call, to the bit, over random sequences of windows as accrual leaves them
 * (the current window replaced, rolled, windows dropped) and as an FS file may give them (any
 * order, two windows of one start, starts off the interval, windows past FSDEPTH), with the
 * configs interleaved so that each carry meets the others' windows.
 */
class ClosedWindowsTest {

    private static final CredentialKind[] KINDS = CredentialKind.values();
    private static final String[] NAMES = {"alice", "bob", "carol", "dave", "erin"};

    @Test
    void the_carried_fold_gives_the_plain_fold_to_the_bit() {
        Random rnd = new Random(17);
        for (int round = 0; round < 20; round++) {
            List<MauiConfig> cfgs = new ArrayList<>();
            for (int c = 0; c < 3; c++) {
                cfgs.add(cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL " + (1 + rnd.nextInt(24)) + ":00:00",
                        "FSDEPTH " + (1 + rnd.nextInt(8)), "FSDECAY " + (0.3 + 0.7 * rnd.nextDouble())));
            }
            List<FairshareWindow> windows = new ArrayList<>();
            long interval = 3600;
            long now = 1_700_000_000L - Math.floorMod(1_700_000_000L, interval);
            for (int step = 0; step < 150; step++) {
                int what = rnd.nextInt(20);
                if (windows.isEmpty() || what < 9) { // accrual charged the current window: a new object
                    if (!windows.isEmpty()) {
                        windows.remove(0);
                    }
                    windows.add(0, random(rnd, now));
                } else if (what < 12) { // rolled into a later window, maybe skipping some
                    now += interval * (1 + rnd.nextInt(3)) + (rnd.nextInt(4) == 0 ? rnd.nextInt(600) : 0);
                    windows.add(0, random(rnd, now));
                } else if (what < 13 && windows.size() > 1) { // the oldest dropped
                    windows.remove(windows.size() - 1);
                } else if (what < 14) { // a twin of some start
                    windows.add(rnd.nextInt(windows.size() + 1), random(rnd, windows.get(rnd.nextInt(windows.size())).start()));
                } else if (what < 15) { // read back from a file: another order
                    Collections.shuffle(windows, rnd);
                } else if (what < 16 && windows.size() > 1) {
                    windows.remove(rnd.nextInt(windows.size()));
                }
                while (windows.size() > 12) {
                    windows.remove(windows.size() - 1);
                }
                MauiConfig c = cfgs.get(rnd.nextInt(rnd.nextInt(4) == 0 ? cfgs.size() : 1));
                List<FairshareWindow> given = List.copyOf(windows);
                int r = round, st = step;
                assertSame(c, given, FairshareUsage.compute(c, given), () -> r + "/" + st);
            }
        }
    }

    private static FairshareWindow random(Random rnd, long start) {
        Map<CredentialKind, Map<String, Double>> usage = new EnumMap<>(CredentialKind.class);
        for (CredentialKind k : KINDS) {
            if (rnd.nextInt(3) == 0) {
                continue;
            }
            Map<String, Double> byName = new TreeMap<>();
            for (String n : NAMES) {
                if (rnd.nextInt(3) > 0) {
                    byName.put(n, rnd.nextInt(5) == 0 ? 0.0 : rnd.nextDouble() * 1e6);
                }
            }
            usage.put(k, byName);
        }
        return rnd.nextBoolean() ? new FairshareWindow(start, usage) : new FairshareWindow(start, usage, rnd.nextDouble() * 1e7);
    }

    private static void assertSame(MauiConfig cfg, List<FairshareWindow> windows, FairshareUsage carried, Supplier<String> where) {
        Plain plain = new Plain(cfg, windows);
        assertEquals(plain.current, carried.currentWindowStart(), where);
        assertEquals(plain.totals.length, carried.depth(), where);
        assertEquals(plain.decayed(plain.totals), carried.decayedTotal(), where);
        for (int i = -1; i <= plain.totals.length; i++) {
            assertEquals(i < 0 || i >= plain.totals.length ? 0.0 : plain.totals[i], carried.windowTotal(i), where);
        }
        for (CredentialKind k : KINDS) {
            Map<String, double[]> byName = plain.slots.getOrDefault(k, Map.of());
            assertEquals(new TreeSet<>(byName.keySet()), carried.credentials(k), where);
            for (String n : List.of(NAMES[0], NAMES[1], NAMES[2], NAMES[3], NAMES[4], "nobody")) {
                double[] u = byName.get(n);
                assertEquals(u == null ? 0.0 : plain.decayed(u), carried.decayedUsage(k, n), () -> where.get() + " " + k + " " + n);
                for (int i = -1; i <= plain.totals.length; i++) {
                    int index = i;
                    assertEquals(u == null || i < 0 || i >= u.length ? 0.0 : u[i], carried.windowUsage(k, n, i),
                            () -> where.get() + " " + k + " " + n + " window " + index);
                }
            }
        }
    }

    /** The fold of every window at every call, as the usage was computed before the carry. */
    private static final class Plain {
        final FsSettings s;
        final long current;
        final double[] totals;
        final Map<CredentialKind, Map<String, double[]>> slots = new EnumMap<>(CredentialKind.class);

        Plain(MauiConfig cfg, List<FairshareWindow> windows) {
            s = FsSettings.of(cfg);
            int depth = Math.max(0, s.depth());
            current = windows.stream().mapToLong(FairshareWindow::start).max().orElse(0);
            totals = new double[depth];
            for (FairshareWindow w : windows) {
                long n = Math.floorDiv(current - w.start(), s.interval());
                if (n >= depth) {
                    continue;
                }
                int i = (int) n;
                totals[i] += w.total();
                w.usage().forEach((kind, byName) -> byName.forEach((name, u) ->
                        slots.computeIfAbsent(kind, k -> new TreeMap<>())
                                .computeIfAbsent(name, k -> new double[depth])[i] += u));
            }
        }

        double decayed(double[] perWindow) {
            double sum = 0.0;
            for (int i = 0; i < perWindow.length; i++) {
                sum += perWindow[i] * s.weight(i);
            }
            return sum;
        }
    }
}
