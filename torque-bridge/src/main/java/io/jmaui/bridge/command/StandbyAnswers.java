package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.bridge.command.wire.ExitCode;
import io.jmaui.bridge.command.wire.ResponseCodec;
import io.jmaui.bridge.view.MessageView;
import io.jmaui.scheduler.config.MauiConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A standby daemon's answers, on its own socket ({@link CommandServerSettings#standbySocket}): it
 * schedules nothing and knows no queue, so every command gets exit code 3 and a message saying
 * that this daemon is the standby and which daemon is active, e.g. {@code maui on head2 (pid 4242)
 * is the standby; active: head1 (pid 1234, epoch 7, renewed 0.8 s ago)}. ADMIN1's
 * {@code schedctl -k} stops the standby.
 */
public final class StandbyAnswers implements CommandAnswers {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");

    private final Supplier<String> status;
    private final MauiConfig config;
    private final Runnable onKill;

    /**
     * @param status this daemon and the active one, as the message's text
     * @param config for ADMIN1 (who may stop the standby)
     * @param onKill stops the process
     */
    public StandbyAnswers(Supplier<String> status, MauiConfig config, Runnable onKill) {
        this.status = status;
        this.config = config;
        this.onKill = onKill;
    }

    @Override
    public CompletableFuture<byte[]> answer(CommandRequest req, Caller caller) {
        if ("schedctl".equals(req.command()) && req.has("k")) {
            if (!caller.proven() || !AccessLevel.of(caller.user(), config).allows(AccessLevel.Access.SCHEDULER)) {
                LOG.warn("event=command_refused {} command=schedctl role=standby reason=\"not ADMIN1\"",
                        caller.logFields());
                return done(CommandResponse.error(ExitCode.REFUSED, "schedctl: user " + caller.user()
                        + " is not authorized (needs ADMIN1)"));
            }
            LOG.warn("event=schedctl_kill {} role=standby", caller.logFields());
            Thread t = new Thread(() -> {
                pause(200); // let the answer reach the client first
                onKill.run();
            }, "maui-kill");
            t.start();
            try {
                return CompletableFuture.completedFuture(ResponseCodec.ok(MessageView.of("maui (standby) will be shut down")));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return done(CommandResponse.error(ExitCode.UNREACHABLE, status.get()));
    }

    private static CompletableFuture<byte[]> done(CommandResponse r) {
        try {
            return CompletableFuture.completedFuture(ResponseCodec.encode(r));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
