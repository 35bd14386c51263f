package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.reason.ReasonText;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.StartEstimates;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Where runjob starts a job, at the force level its flags give (the guide's runjob page, as
 * Maui's runjob does): without a flag the job must start within the hard throttling limits on
 * nodes where no reservation it may not use lies; {@code -f} ignores the throttling limits;
 * {@code -x} also the reservations (the first nodes with room). {@code -n HOSTLIST} names the
 * hosts (the limits still apply without -f or -x); {@code -p PARTITION} keeps to that partition's
 * nodes.
 */
final class RunjobPlacement {

    private RunjobPlacement() {
    }

    static List<String> hosts(IterationReport r, MauiConfig cfg, ZoneId zone, Job j, CommandRequest req) {
        String partition = req.option("p") == null ? null : PartitionViews.known(r, req.option("p"));
        Predicate<Node> in = partition == null ? null : n -> partition.equals(n.partition());
        List<String> hosts;
        if (req.has("n")) {
            hosts = onHosts(j, req.option("n"));
        } else if (req.has("x")) {
            hosts = ForcedPlacement.firstFit(r, j, in);
        } else {
            hosts = StartEstimates.now(cfg, r.snapshot(), r.result(), j, in, zone).map(Placement::hosts)
                    .orElseThrow(() -> new RefusedException("runjob: job " + j.id() + " cannot start now"
                            + (partition == null ? "" : " in partition " + partition)
                            + ": its nodes are busy or reserved (-x ignores reservations)"));
        }
        if (!req.has("f") && !req.has("x")) {
            Limits.of(cfg, r.snapshot(), r.now()).hardRefusal(j, hosts).ifPresent(why -> {
                throw new RefusedException("runjob: job " + j.id() + " cannot run (rejected by policy: "
                        + ReasonText.sentence(why) + "); -f ignores throttling policies");
            });
        }
        return hosts;
    }

    /** runjob -n: the hosts named (comma or colon separated), one per task in turn. */
    static List<String> onHosts(Job j, String list) {
        String[] names = list.split("[,:]");
        List<String> hosts = new ArrayList<>();
        for (int t = 0; t < j.totalTasks(); t++) {
            hosts.add(names[t % names.length]);
        }
        return hosts;
    }
}
