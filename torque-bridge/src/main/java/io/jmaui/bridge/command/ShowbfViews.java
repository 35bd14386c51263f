package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.ShowbfView;
import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.BackfillWindowsFor;
import io.jmaui.scheduler.iteration.ShowbfLimits;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Times;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/**
 * showbf from the latest iteration (the guide's showbf page): the windows for a job of the
 * credentials asked ({@link ShowbfFilter#credentials}), with the room of the reservations it may
 * use counted as free, on the nodes {@code -f} and {@code -m} accept; {@code -D} adds the windows
 * that open later, {@code -L} cuts each to the credentials' hard throttling limits, {@code -n},
 * {@code -d} and {@code -p} keep the windows of that many nodes, that long, that partition.
 */
final class ShowbfViews {

    /** showbf -D looks this many times ahead where room opens (jobs ending, reservations ending). */
    static final int FUTURE_OPENINGS = 10;

    private ShowbfViews() {
    }

    static ShowbfView showbf(IterationReport r, MauiConfig cfg, ZoneId zone, CommandRequest req, String caller,
                             GroupDirectory groups, boolean nodeCentric) {
        Credentials who = ShowbfFilter.credentials(req, caller, groups);
        int minNodes = CommandService.intOption(req, "n");
        long minDuration = req.has("d") ? SetresArguments.duration(req.option("d")) : 0;
        String partition = PartitionViews.known(r, req.option("p"));
        List<BackfillWindow> found = BackfillWindowsFor.windows(cfg, r.snapshot(), r.result(), who,
                ShowbfFilter.nodes(req), req.has("D") ? FUTURE_OPENINGS : 0, zone);
        if (req.has("L")) {
            found = ShowbfLimits.capped(cfg, r.snapshot(), r.now(), who, found);
        }
        List<ShowbfView.Window> windows = new ArrayList<>();
        for (BackfillWindow w : found) {
            long d = w.duration() == Times.INFINITY ? Long.MAX_VALUE / 2 : w.duration();
            if (w.nodes() >= minNodes && d >= minDuration && (partition == null || partition.equals(w.partition()))) {
                windows.add(new ShowbfView.Window(w.procs(), w.nodes(), w.start(), d, w.gpus(), w.partition()));
            }
        }
        return new ShowbfView(r.now(), shown(who.user()), shown(who.group()), minNodes, minDuration, windows,
                partition == null ? "ALL" : partition, nodeCentric);
    }

    /** A credential as the header shows it: ALL for {@link Credentials#ANY}. */
    private static String shown(String credential) {
        return Credentials.isAny(credential) ? "ALL" : credential;
    }
}
