package io.jmaui.it.bench;

import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.ManualClock;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;

/**
 * The emulated pbs_server side of {@link ScaleBench}, in a JVM of its own so that its memory is
 * not the daemon's: builds the {@link ScaleCluster}, listens on a free loopback port and prints
 * {@code ready port=N build_ms=M}; then answers {@code sizes} on stdin with one
 * {@code reply request=... objects=... bytes=... build_ms=...} line per request type and
 * {@code end}, {@code producing} with {@code producing_ns=N gc_ns=M} (the server's time producing replies so far,
 * {@link EmulatedPbsServer#producingNanos()}, and this JVM's GC pauses so far), {@code gc} with a full
 * collection and {@code collected}, and exits on {@code quit} or end of input.
 *
 * <p>Arguments: nodes, jobs, running jobs, seed.
 */
public final class ScaleEmulator {

    private ScaleEmulator() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = Integer.parseInt(args[0]);
        int jobs = Integer.parseInt(args[1]);
        int running = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        long t0 = System.nanoTime();
        ManualClock clock = new ManualClock(ScaleCluster.NOW);
        try (EmulatedPbsServer server = ScaleCluster.build(clock, nodes, jobs, running, seed)) {
            int port = server.start(0);
            System.out.println("ready port=" + port + " build_ms=" + (System.nanoTime() - t0) / 1_000_000);
            System.out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            String line;
            while ((line = in.readLine()) != null && !line.equals("quit")) {
                if (line.equals("sizes")) {
                    server.replySizes().values().forEach(s -> System.out.println("reply request=" + s.request()
                            + " objects=" + s.objects() + " bytes=" + s.bytes() + " build_ms=" + s.buildMillis()));
                    System.out.println("end");
                    System.out.flush();
                } else if (line.equals("producing")) {
                    System.out.println("producing_ns=" + server.producingNanos() + " gc_ns=" + gcPauseNanos());
                    System.out.flush();
                } else if (line.equals("gc")) {
                    System.gc();
                    System.out.println("collected");
                    System.out.flush();
                }
            }
        }
    }

    /** This JVM's GC pauses so far (the parallel collector's beans count pauses only). */
    private static long gcPauseNanos() {
        long ms = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ms += Math.max(0, gc.getCollectionTime());
        }
        return ms * 1_000_000;
    }
}
