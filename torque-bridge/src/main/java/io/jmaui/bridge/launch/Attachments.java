package io.jmaui.bridge.launch;

import io.jmaui.bridge.allocation.AllocationManager;
import io.jmaui.bridge.callout.Callouts;
import io.jmaui.bridge.daemon.Attachment;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.log.Traps;
import io.jmaui.bridge.state.StateRefusedException;
import io.jmaui.scheduler.config.MauiConfig;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The parts a production daemon attaches to its loop: call-outs, traps, the allocation manager. */
public final class Attachments {

    private Attachments() {
    }

    /**
     * FEEDBACKPROGRAM and NOTIFICATIONPROGRAM, TRAPJOB/TRAPNODE/TRAPRES, and AMCFG's FILE interface
     * when configured.
     *
     * @throws StateRefusedException when the allocation manager's file cannot be opened: charges
     *                               would be lost
     */
    public static List<Attachment> standard(MauiConfig cfg, DaemonSettings settings) {
        Callouts callouts = Callouts.forDaemon(cfg, settings.home());
        List<Attachment> out = new ArrayList<>(List.of(callouts, new Traps(() -> cfg)));
        try {
            AllocationManager.start(cfg, settings, callouts::notify).ifPresent(out::add);
        } catch (IOException | RuntimeException e) {
            callouts.close();
            throw new StateRefusedException("cannot open the allocation manager's file (AMCFG TYPE=FILE): "
                    + e.getMessage() + "; charges would be lost (fix the path or its directory)");
        }
        return out;
    }
}
