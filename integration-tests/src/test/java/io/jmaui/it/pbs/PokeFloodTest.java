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

    @Test
    void fiveHundredRefusedPokesWriteTwentyLinesAndASummaryNotFiveHundredWarnings() throws Exception {
        LinkedBlockingQueue<SchedulerEvent> events = new LinkedBlockingQueue<>();
        SchedulerPortConfig cfg = new SchedulerPortConfig(new InetSocketAddress("127.0.0.1", 0), true, Set.of(),
                Duration.ofSeconds(5), Clock.systemUTC()).withRefusalSummary(Duration.ofSeconds(2));
        try (LogCapture log = new LogCapture(SchedulerPortListener.class.getName());
             SchedulerPortListener listener = SchedulerPortListener.start(cfg, events::add)) {
            for (int i = 0; i < 500; i++) {
                try (Socket s = new Socket()) {
                    s.connect(listener.localAddress(), 5000);
                    s.getOutputStream().write(new byte[] {0, 0, 0, 1});
                }
            }
            Thread.sleep(2_500);
            List<String> lines = log.lines();
            List<String> detailed = lines.stream().filter(l -> l.contains("event=refused what=pokes")).toList();
            List<String> summaries = lines.stream().filter(l -> l.contains("event=refused_summary")).toList();
            assertTrue(detailed.size() <= 2 * 20, detailed.size() + " detailed lines");
            assertTrue(!summaries.isEmpty() && summaries.size() <= 3, summaries.toString());
            int summarised = 0;
            for (String s : summaries) {
                Matcher m = SUMMARY.matcher(s);
                assertTrue(m.find(), s);
                summarised += Integer.parseInt(m.group(1).replace(",", ""));
            }
            assertTrue(summarised > 500 - detailed.size() - 1 && summarised <= 500, summarised + " summarised");
            assertEquals(detailed.size() + summaries.size(), lines.stream().filter(l -> l.startsWith("WARN")).count(),
                    lines.toString());
            assertTrue(events.isEmpty());
        }
    }
}
