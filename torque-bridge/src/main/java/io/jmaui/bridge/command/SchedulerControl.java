package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.daemon.SchedulingLoop;
import io.jmaui.bridge.view.MessageView;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * schedctl (guide 4.1 "schedctl"): {@code -s} stops scheduling (commands still answer),
 * {@code -r} resumes, {@code -S} runs one iteration while stopped, {@code -R} reads maui.cfg
 * again, {@code -k} shuts the daemon down.
 */
final class SchedulerControl {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");

    private final SchedulingLoop loop;
    private final Reconfigurer reconfigurer;
    private final Runnable onKill;

    SchedulerControl(SchedulingLoop loop, Reconfigurer reconfigurer, Runnable onKill) {
        this.loop = loop;
        this.reconfigurer = reconfigurer;
        this.onKill = onKill;
    }

    CompletableFuture<MessageView> schedctl(CommandRequest r, Caller caller) {
        String who = caller.user();
        if (r.has("s")) {
            loop.paused(true);
            LOG.info("event=schedctl_stop user={}", who);
            return CompletableFuture.completedFuture(MessageView.of("scheduling will stop immediately"));
        }
        if (r.has("r")) {
            loop.paused(false);
            LOG.info("event=schedctl_resume user={}", who);
            return CompletableFuture.completedFuture(MessageView.of("scheduling will resume"));
        }
        if (r.has("S")) {
            loop.step();
            LOG.info("event=schedctl_step user={}", who);
            return CompletableFuture.completedFuture(MessageView.of("scheduling will run one iteration"));
        }
        if (r.has("R")) {
            return reconfigurer.reload(caller.user());
        }
        if (r.has("k")) {
            LOG.warn("event=schedctl_kill user={}", who);
            Thread t = new Thread(() -> {
                try {
                    Thread.sleep(200); // let this answer reach the client first
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                onKill.run();
            }, "maui-kill");
            t.setDaemon(false);
            t.start();
            return CompletableFuture.completedFuture(MessageView.of("maui will be shut down"));
        }
        throw new UsageException("schedctl: give one of -s (stop) -r (resume) -S (step) -R (reconfig) -k (kill)");
    }
}
