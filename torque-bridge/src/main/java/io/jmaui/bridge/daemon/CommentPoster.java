package io.jmaui.bridge.daemon;

import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.message.Attribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends jobs' comments without holding up the iteration: each is a ModifyJob on the client's side
 * connections ({@link PbsClient#modifyJobAside}), several under way at once, none waited on, so
 * neither the RunJobs nor the next poll queue behind hundreds of comment round trips. One job's
 * comments go out in the order written (they share a side connection).
 *
 * <p>Because nothing waits, a poll can be answered before pbs_server has applied a comment sent
 * in the previous iteration; it would then show the old text and the comment would be sent again.
 * So each comment sent is remembered until a poll begun after pbs_server acknowledged it, and
 * until then counts as the job's current comment ({@link #current}). A comment pbs_server refused
 * or that never got an answer is forgotten at once and written again by a later iteration (it is
 * logged at debug level: a job that ended in between is the usual cause).
 */
final class CommentPoster {

    private static final Logger LOG = LoggerFactory.getLogger("maui.decisions");
    /** {@link Sent#ackedAt} of a comment with no answer yet. */
    private static final long IN_FLIGHT = Long.MAX_VALUE;

    /** A comment sent, and when pbs_server acknowledged it ({@link System#nanoTime}). */
    private record Sent(String text, long ackedAt) {
    }

    private final Map<String, Sent> sent = new ConcurrentHashMap<>();
    /** The sends since the last {@link #batch} (loop thread only). */
    private List<CompletableFuture<Void>> batch = new ArrayList<>();

    /** Sends {@code text} as {@code jobId}'s comment; the future completes (never fails) once pbs_server answered or the send failed. */
    CompletableFuture<Void> post(PbsClient client, String jobId, String text) {
        Sent s = new Sent(text, IN_FLIGHT);
        sent.put(jobId, s);
        CompletableFuture<Void> done = client.modifyJobAside(jobId, List.of(Attribute.of("comment", text)))
                .handle((ok, err) -> {
                    if (err != null) {
                        sent.remove(jobId, s);
                        LOG.debug("event=comment_failed job={} reason=\"{}\"", jobId, err.getMessage());
                    } else {
                        sent.replace(jobId, s, new Sent(text, System.nanoTime()));
                    }
                    return null;
                });
        batch.add(done);
        return done;
    }

    /**
     * Completes when every comment sent since the last call has been answered (or failed), with
     * the {@link System#nanoTime} of that moment: when an iteration's last comment was through.
     */
    CompletableFuture<Long> batch() {
        CompletableFuture<?>[] all = batch.toArray(CompletableFuture[]::new);
        batch = new ArrayList<>();
        return CompletableFuture.allOf(all).thenApply(v -> System.nanoTime());
    }

    /**
     * Each job's comment as pbs_server shows or is about to show it: the one in {@code polled} (a
     * poll begun at {@code pollStart}, {@link System#nanoTime}) unless a comment sent since is not
     * in it yet. Forgets the comments that every poll from now on shows.
     */
    Function<String, String> current(Map<String, String> polled, long pollStart) {
        sent.values().removeIf(s -> s.ackedAt() < pollStart);
        return id -> {
            Sent s = sent.get(id);
            return s != null ? s.text() : polled.get(id);
        };
    }

    /** How many comments are remembered (sent, not yet shown by a poll begun after their answer). */
    int remembered() {
        return sent.size();
    }
}
