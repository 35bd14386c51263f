package io.jmaui.scheduler.fairshare;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link Fairshare#accrue} (which charges the current window alone when the windows are as an
 * accrual left them) against the plain rebuild of every charged window ({@link PlainAccrual#rebuilt}),
 * to the bit, over random windows (as accrual leaves them, and in any order, with twins, off the
 * interval, past FSDEPTH, a kind without names), random jobs (running, completed, starting, not yet
 * started) and random intervals, those that cross a window boundary included (across one
 * boundary, {@code Fairshare.rolled} charges the window before it and a new one).
 */
class AccrueCurrentWindowTest {

    private static final String[] USERS = {"alice", "bob", "carol"};

    @Test
    void charging_the_current_window_alone_gives_the_plain_rebuild() {
        Random rnd = new Random(23);
        int fast = 0;
        for (int round = 0; round < 300; round++) {
            long interval = 3600L * (1 + rnd.nextInt(24));
            int depth = 1 + rnd.nextInt(8);
            MauiConfig cfg = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL " + interval / 3600 + ":00:00", "FSDEPTH " + depth,
                    "FSDECAY 0.8");
            FsSettings s = FsSettings.of(cfg);
            long now = 1_700_000_000L + rnd.nextInt(1_000_000);
            List<FairshareWindow> windows = new ArrayList<>();
            long start = s.windowStart(now);
            int n = rnd.nextInt(depth + 2);
            for (int i = 0; i < n; i++) {
                windows.add(window(rnd, start - interval * i - (rnd.nextInt(10) == 0 ? 1 : 0)));
                if (rnd.nextInt(4) == 0) {
                    i++; // a window missing
                }
            }
            if (rnd.nextInt(6) == 0 && !windows.isEmpty()) {
                windows.add(rnd.nextInt(windows.size()), window(rnd, windows.get(rnd.nextInt(windows.size())).start()));
            }
            if (rnd.nextInt(6) == 0) {
                Collections.shuffle(windows, rnd);
            }
            List<Job> jobs = new ArrayList<>();
            for (int j = rnd.nextInt(6); j > 0; j--) {
                jobs.add(job(rnd, now, j));
            }
            long from = now - (rnd.nextInt(5) == 0 ? interval * rnd.nextInt(3) : rnd.nextInt(600));
            long to = now + (rnd.nextInt(5) == 0 ? 0 : rnd.nextInt(3600));
            long current = s.windowStart(to);
            long oldestKept = current - (long) Math.max(0, s.depth() - 1) * s.interval();
            List<FairshareWindow> plain = PlainAccrual.rebuilt(s, windows, jobs, null, from, to, current, oldestKept);
            List<FairshareWindow> carried = Fairshare.accrue(cfg, windows, jobs, from, to);
            assertEquals(plain, carried, "round " + round);
            if (!windows.isEmpty() && carried.size() == windows.size() && carried.get(windows.size() - 1) == windows.get(windows.size() - 1)
                    && windows.size() > 1) {
                fast++;
            }
        }
        assertTrue(fast > 30, "the current window alone was charged " + fast + " times");
    }

    /**
     * Event after event, each accrual's windows the next one's (as the simulator chains them), so
     * the current window's usage is charged again and again in place (new names among them):
     * the same windows to the bit as the plain rebuild chained, names in the same order.
     */
    @Test
    void chained_accruals_give_the_plain_rebuild_chained() {
        Random rnd = new Random(29);
        for (int round = 0; round < 40; round++) {
            long interval = 3600L * (1 + rnd.nextInt(24));
            int depth = 1 + rnd.nextInt(4);
            MauiConfig cfg = cfg("FSPOLICY DEDICATEDPS", "FSINTERVAL " + interval / 3600 + ":00:00", "FSDEPTH " + depth);
            FsSettings s = FsSettings.of(cfg);
            long now = 1_700_000_000L + rnd.nextInt(1_000_000);
            List<FairshareWindow> carried = rnd.nextBoolean() ? List.of() : List.of(window(rnd, s.windowStart(now)));
            List<FairshareWindow> plain = carried;
            List<Job> jobs = new ArrayList<>();
            for (int event = 0; event < 60; event++) {
                if (jobs.isEmpty() || rnd.nextInt(3) == 0) {
                    jobs.add(job(rnd, now, event));
                }
                if (rnd.nextInt(4) == 0) {
                    jobs.remove(rnd.nextInt(jobs.size()));
                }
                long from = now;
                now += rnd.nextInt(5) == 0 ? 0 : 1 + rnd.nextInt(rnd.nextInt(10) == 0 ? (int) interval : 900);
                long current = s.windowStart(now);
                long oldestKept = current - (long) Math.max(0, s.depth() - 1) * s.interval();
                plain = PlainAccrual.rebuilt(s, plain, jobs, null, from, now, current, oldestKept);
                carried = Fairshare.accrue(cfg, carried, jobs, from, now);
                assertEquals(plain, carried, "round " + round + " event " + event);
                for (int w = 0; w < plain.size(); w++) {
                    for (CredentialKind k : plain.get(w).usage().keySet()) {
                        assertEquals(List.copyOf(plain.get(w).usage().get(k).keySet()),
                                List.copyOf(carried.get(w).usage().get(k).keySet()), "name order, round " + round);
                    }
                }
            }
        }
    }

    private static FairshareWindow window(Random rnd, long start) {
        Map<CredentialKind, Map<String, Double>> usage = new EnumMap<>(CredentialKind.class);
        for (CredentialKind k : List.of(CredentialKind.USER, CredentialKind.GROUP, CredentialKind.QOS)) {
            Map<String, Double> byName = new TreeMap<>();
            boolean none = rnd.nextInt(5) == 0; // a kind without names, as a file may give one
            for (String u : USERS) {
                if (!none && rnd.nextBoolean()) {
                    byName.put(u, rnd.nextInt(4) == 0 ? 0.0 : rnd.nextDouble() * 1e6);
                }
            }
            if (!byName.isEmpty() || none) {
                usage.put(k, byName);
            }
        }
        return rnd.nextBoolean() ? new FairshareWindow(start, usage) : new FairshareWindow(start, usage, rnd.nextDouble() * 1e7);
    }

    private static Job job(Random rnd, long now, int j) {
        String user = rnd.nextInt(5) == 0 ? "u" + rnd.nextInt(40) : USERS[rnd.nextInt(USERS.length)]; // some new to the windows
        Job.Builder b = Job.builder("j" + j).user(user).group("g" + rnd.nextInt(2))
                .qos(rnd.nextBoolean() ? "normal" : null).procs(1 + rnd.nextInt(8));
        long started = now - rnd.nextInt(20_000) + (rnd.nextInt(8) == 0 ? 5_000 : 0);
        Job running = b.running(started, List.of("node01")).build();
        return switch (rnd.nextInt(4)) {
            case 0 -> running.toBuilder().state(JobState.COMPLETED).completionTime(now - rnd.nextInt(1_200)).build();
            case 1 -> running.toBuilder().state(JobState.STARTING).build();
            default -> running;
        };
    }
}
