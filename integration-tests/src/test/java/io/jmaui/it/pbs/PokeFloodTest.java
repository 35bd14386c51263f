package io.jmaui.it.pbs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.commands.LogCapture;
import io.jmaui.pbs.sched.SchedulerEvent;
import io.jmaui.pbs.sched.SchedulerPortConfig;
import io.jmaui.pbs.sched.SchedulerPortListener;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Unprivileged connects to the scheduler port, as any local user can make by the thousand: each
 * is refused, but the log gets the first few lines and then one summary per address, not a line
 * per connect.
 */
class PokeFloodTest {

    private static final Pattern SUMMARY = Pattern.compile(
            "text=\"([\\d,]+) pokes refused from 127\\.0\\.0\\.1 in the last 2 s \\(last reason: source port \\d+ is not"
                    + " privileged \\(pbs_server uses < 1024\\)\\)\"");

    private static final int POKES = 500;

    @Test
    void fiveHundredRefusedPokesWriteTwentyLinesAndASummaryNotFiveHundredWarnings() throws Exception {
        LinkedBlockingQueue<SchedulerEvent> events = new LinkedBlockingQueue<>();
        SchedulerPortConfig cfg = new SchedulerPortConfig(new InetSocketAddress("127.0.0.1", 0), true, Set.of(),
                Duration.ofSeconds(5), Clock.systemUTC()).withRefusalSummary(Duration.ofSeconds(2));
        try (LogCapture log = new LogCapture(SchedulerPortListener.class.getName());
             SchedulerPortListener listener = SchedulerPortListener.start(cfg, events::add)) {
            long started = System.nanoTime();
            for (int i = 0; i < POKES; i++) {
                try (Socket s = new Socket()) {
                    s.connect(listener.localAddress(), 5000);
                    s.getOutputStream().write(new byte[] {0, 0, 0, 1});
                }
            }
            // A summary counts every refusal of its window, the ones written one by one too; all are
            // accounted for once the last window's summary is out. On a loaded machine the pokes span
            // several windows, so wait for the count, not a fixed time, and allow a summary and twenty
            // lines per window.
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            List<String> lines;
            List<String> detailed;
            List<String> summaries;
            int summarised;
            do {
                Thread.sleep(200);
                lines = log.lines();
                detailed = lines.stream().filter(l -> l.contains("event=refused what=pokes")).toList();
                summaries = lines.stream().filter(l -> l.contains("event=refused_summary")).toList();
                summarised = 0;
                for (String s : summaries) {
                    Matcher m = SUMMARY.matcher(s);
                    assertTrue(m.find(), s);
                    summarised += Integer.parseInt(m.group(1).replace(",", ""));
                }
            } while (summarised < POKES - detailed.size() && System.nanoTime() < deadline);
            long windows = Duration.ofNanos(System.nanoTime() - started).toSeconds() / 2 + 1;
            assertTrue(detailed.size() <= 20 * windows, detailed.size() + " detailed lines in " + windows + " windows");
            assertTrue(!summaries.isEmpty() && summaries.size() <= windows + 1,
                    summaries.size() + " summaries in " + windows + " windows: " + summaries);
            assertTrue(summarised >= POKES - detailed.size() && summarised <= POKES, summarised + " summarised");
            assertEquals(detailed.size() + summaries.size(), lines.stream().filter(l -> l.startsWith("WARN")).count(),
                    lines.toString());
            assertTrue(events.isEmpty());
        }
    }
}
