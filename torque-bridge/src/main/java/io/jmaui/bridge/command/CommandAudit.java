package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.log.LogText;
import io.jmaui.pbs.guard.RefusalLog;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The commands' audit trail in the log: every change (any command but the information ones)
 * when it is accepted and when it ends, with who, over which channel, from where and how the
 * daemon knows; every refusal, at a bounded rate per caller (a user looping a refused command
 * cannot flood the log). Text from clients is quoted and escaped.
 */
final class CommandAudit {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");

    private final RefusalLog refusals = new RefusalLog("requests", LOG::warn, Duration.ofMinutes(1));

    /** {@code event=command_change user=admin channel=tls from="10.0.0.5:40022" proof=own-key command=schedctl request="-k"}. */
    void change(Caller caller, CommandRequest req) {
        LOG.info("event=command_change {} command={} request={}", caller.logFields(), req.command(),
                LogText.quoted(describe(req)));
    }

    /** The change's outcome: {@code result=ok} or the reason it failed. */
    void changeDone(Caller caller, CommandRequest req, Throwable failure) {
        LOG.info("event=command_change_done {} command={} result={}", caller.logFields(), req.command(),
                failure == null ? "ok" : LogText.quoted(String.valueOf(failure.getMessage())));
    }

    /** A refused request; {@code detail} is the line's tail ({@code level=USER needs=SCHEDULER}, {@code reason="..."}). */
    void refused(Caller caller, CommandRequest req, String reason, String detail) {
        refusals.refused(caller.channel() + ":" + caller.user(), reason, "event=command_refused " + caller.logFields()
                + " command=" + req.command() + " " + detail);
    }

    /** The request as a command line: {@code -k}, {@code -s +1:00:00 node01}. */
    private static String describe(CommandRequest req) {
        StringBuilder b = new StringBuilder();
        req.options().forEach((k, v) -> b.append(b.isEmpty() ? "" : " ").append('-').append(k)
                .append(v.isEmpty() ? "" : " " + v));
        req.args().forEach(a -> b.append(b.isEmpty() ? "" : " ").append(a));
        return b.toString();
    }
}
