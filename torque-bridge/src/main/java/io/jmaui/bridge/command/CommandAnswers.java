package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.concurrent.CompletableFuture;

/**
 * What answers the requests a {@link CommandServer} reads: the active daemon's
 * {@link CommandService}, or a standby's {@link StandbyAnswers}.
 */
public interface CommandAnswers {

    /** The command's answer as wire bytes; never completes exceptionally. */
    CompletableFuture<byte[]> answer(CommandRequest req, Caller caller);
}
