package io.jmaui.bridge.daemon;

import io.jmaui.pbs.client.PbsClient;
import java.util.List;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The iteration's first two stages: asks pbs_server for the queues, nodes and jobs (request and
 * decode) and maps the replies (map), asking once more, every object with its attributes, when an
 * object it sent withheld could not be recalled ({@link ClusterPoll#map}). A failed poll is logged
 * and the iteration skipped (the daemon keeps its last good state); {@link #RM_FAILURE_EVENT}
 * failures in a row raise one RMFAILURE event. Loop thread only.
 */
final class Polling {

    private static final Logger LOG = LoggerFactory.getLogger("maui");
    /** Consecutive failed polls that raise one RMFAILURE event (Maui's API failure threshold). */
    static final int RM_FAILURE_EVENT = 3;

    private final ClusterPoll poll = new ClusterPoll();
    private final List<Consumer<String>> eventSinks;
    private int failures;

    /** @param eventSinks where the RMFAILURE event goes (NOTIFICATIONPROGRAM) */
    Polling(List<Consumer<String>> eventSinks) {
        this.eventSinks = eventSinks;
    }

    /**
     * The cluster as pbs_server shows it now, its stages timed on {@code timer}; null when the poll
     * failed (logged, and counted towards RMFAILURE).
     *
     * @param readsUsage whether the jobs' resource usage is asked for (limits enforced on it)
     * @param timeoutSeconds how long to wait for the three replies
     */
    PolledCluster poll(PbsClient client, boolean readsUsage, long timeoutSeconds, StageClock timer)
            throws InterruptedException {
        PolledCluster cluster;
        try {
            cluster = once(client, readsUsage, timeoutSeconds, timer);
            if (cluster == null) {
                LOG.info("event=poll_again reason=\"an object pbs_server sent withheld could not be recalled: every"
                        + " object is asked for again with its attributes\"");
                cluster = once(client, readsUsage, timeoutSeconds, timer);
                if (cluster == null) { // asked for with every attribute, nothing is withheld: cannot happen
                    throw new IllegalStateException("pbs_server's replies could not be mapped");
                }
            }
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            Throwable cause = e instanceof java.util.concurrent.ExecutionException ? e.getCause() : e;
            LOG.warn("event=poll_failed servers={} reason=\"{}\"", client.config().server(), cause.getMessage());
            if (++failures == RM_FAILURE_EVENT) {
                String text = "RMFAILURE:  cannot poll pbs_server " + client.config().server() + " (" + failures
                        + " consecutive failures: " + cause.getMessage() + ")";
                eventSinks.forEach(s -> s.accept(text));
            }
            return null;
        }
        failures = 0;
        return cluster;
    }

    /** Asks for the queues, nodes and jobs and maps them; null when the replies must be asked for again. */
    private PolledCluster once(PbsClient client, boolean readsUsage, long timeoutSeconds, StageClock timer)
            throws Exception {
        long decoded = client.decodeNanos();
        ClusterPoll.Replies replies = poll.fetch(client, readsUsage, timeoutSeconds);
        timer.end(IterationReport.Stage.REQUEST);
        timer.split(IterationReport.Stage.REQUEST, IterationReport.Stage.DECODE, client.decodeNanos() - decoded);
        PolledCluster cluster = poll.map(replies);
        timer.end(IterationReport.Stage.MAP);
        return cluster;
    }
}
