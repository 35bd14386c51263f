package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.cli.DaemonClient;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.it.emulator.JobSubmission;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * 1,000 showq requests a second over the Unix socket while the daemon schedules: pbs_server
 * pokes the loop every 100 ms (JOBAGGREGATIONTIME 0) and every poke must become an iteration,
 * none late by more than a second. Not part of the normal test run (the name ends in Bench); run
 * it with {@code mvn -pl integration-tests -am test -Dtest=ShowqLoadBench
 * -Dsurefire.failIfNoSpecifiedTests=false}. It prints the figure the README quotes.
 */
class ShowqLoadBench extends FixtureTest {

    static final int RATE = 1000;
    static final int CLIENTS = 4;
    static final int SECONDS = Integer.getInteger("bench.seconds", 20);
    static final long POKE_MS = 100;

    @Test
    void showqAtAThousandPerSecondWhileScheduling() throws Exception {
        for (int i = 0; i < 100; i++) {
            f.server.submit(JobSubmission.of("user" + (i % 7)).procs(1 + i % 3).runtime(3600).walltime(7200));
        }
        f.start("JOBAGGREGATIONTIME 0", "QUEUETIMEWEIGHT 1");
        List<Long> iterationTimes = new ArrayList<>();
        f.daemon.loop().watch(r -> {
            synchronized (iterationTimes) {
                iterationTimes.add(System.nanoTime());
            }
        });
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(SECONDS);
        AtomicLong done = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        ConcurrentLinkedQueue<long[]> latencies = new ConcurrentLinkedQueue<>();
        List<Thread> clients = new ArrayList<>();
        for (int c = 0; c < CLIENTS; c++) {
            Thread t = new Thread(() -> load(start, end, done, failed, latencies), "bench-client-" + c);
            clients.add(t);
            t.start();
        }
        int pokes = 0;
        while (System.nanoTime() < end) {
            f.daemon.loop().poke();
            pokes++;
            Thread.sleep(POKE_MS);
        }
        for (Thread t : clients) {
            t.join();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long[] all = latencies.stream().flatMapToLong(Arrays::stream).sorted().toArray();
        List<Long> its;
        synchronized (iterationTimes) {
            its = new ArrayList<>(iterationTimes);
        }
        long maxGapMs = 0;
        for (int i = 1; i < its.size(); i++) {
            maxGapMs = Math.max(maxGapMs, (its.get(i) - its.get(i - 1)) / 1_000_000);
        }
        String figure = String.format(Locale.ROOT,
                "showq bench: %d requests in %.1f s = %.0f/s (%d clients), latency p50 %.2f ms p99 %.2f ms max %.2f ms,"
                        + " %d failed; %d pokes -> %d iterations, longest gap %d ms",
                done.get(), seconds, done.get() / seconds, CLIENTS, pct(all, 50), pct(all, 99),
                all.length == 0 ? 0 : all[all.length - 1] / 1e6, failed.get(), pokes, its.size(), maxGapMs);
        System.out.println(figure);
        assertEquals(0, failed.get(), figure);
        assertTrue(done.get() / seconds >= RATE * 0.95, figure);
        assertTrue(its.size() >= pokes * 0.9, "missed iterations: " + figure);
        assertTrue(maxGapMs < 1000, "an iteration came late: " + figure);
    }

    private static double pct(long[] sorted, int p) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, sorted.length * p / 100)] / 1e6;
    }

    /** One client: a persistent connection sending showq at RATE / CLIENTS per second on a fixed schedule. */
    private void load(long start, long end, AtomicLong done, AtomicLong failed, ConcurrentLinkedQueue<long[]> out) {
        long interval = TimeUnit.SECONDS.toNanos(1) * CLIENTS / RATE;
        long[] lat = new long[(int) (RATE / CLIENTS * (SECONDS + 5))];
        int n = 0;
        CommandRequest req = CommandRequest.of("showq", Map.of(), List.of());
        try (DaemonClient c = DaemonClient.unix(f.commands.socket(), 10)) {
            long next = start;
            while (next < end) {
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    TimeUnit.NANOSECONDS.sleep(wait);
                }
                long t0 = System.nanoTime();
                CommandResponse r = c.send(req);
                long t1 = System.nanoTime();
                if (r.status() == 0 && r.view().has("active")) {
                    done.incrementAndGet();
                } else {
                    failed.incrementAndGet();
                }
                if (n < lat.length) {
                    lat[n++] = t1 - t0;
                }
                next += interval;
            }
        } catch (Exception e) {
            failed.incrementAndGet();
            e.printStackTrace();
        }
        out.add(Arrays.copyOf(lat, n));
    }
}
