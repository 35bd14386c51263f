package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.ReservationFlag;
import io.jmaui.scheduler.config.StandingReservationConfig;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Reads the config's SRCFG blocks into {@link StandingSpec}s (guide 7.1.5 attribute table) and
 * says what of them jmaui does not honour. RESOURCES PROCS=-1 (the default) becomes whole-node
 * tasks ({@link Resources#ZERO}); OWNER becomes {@code <CREDTYPE>:<CREDID>}; CHARGEACCOUNT is the
 * daemon's allocation manager's to charge (torque-bridge's {@code allocation}); TRIGGER is read but
 * unused (no triggers).
 */
final class StandingConfigs {

    private StandingConfigs() {
    }

    private static final Derived<List<StandingSpec>> SPECS = Derived.of(StandingConfigs::read);

    static List<StandingSpec> specs(MauiConfig cfg) {
        return cfg.derived(SPECS);
    }

    /** The SRCFG blocks as specs, in name order; read once per config ({@link MauiConfig#derived}). */
    private static List<StandingSpec> read(MauiConfig cfg) {
        List<StandingSpec> out = new ArrayList<>();
        for (StandingReservationConfig c : cfg.standingReservations().values()) {
            out.add(spec(c));
        }
        return List.copyOf(out);
    }

    static StandingSpec spec(StandingReservationConfig c) {
        Resources perTask = c.resources().procs() == StandingReservationConfig.ALL_PROCS ? Resources.ZERO : c.resources();
        Set<String> flags = c.flags().stream().map(ReservationFlag::name).collect(Collectors.toSet());
        String owner = c.owner().map(o -> o.kind().name() + ":" + o.name()).orElse(null);
        return new StandingSpec(c.name(), c.access() == io.jmaui.scheduler.config.ReservationAccess.SHARED, c.acl(), c.days(), c.depth(),
                c.startTime(), c.endTime(), flags, c.hostList(), Set.copyOf(c.nodeFeatures()), owner,
                c.partition().orElse(null), StandingWindows.Period.valueOf(c.period().name()), c.priority(), perTask,
                c.taskCount(), c.tpn());
    }

    static List<String> warnings(MauiConfig cfg, List<Node> nodes) {
        List<String> out = new ArrayList<>();
        for (StandingReservationConfig c : cfg.standingReservations().values()) {
            String where = "SRCFG[" + c.index() + "]";
            Set<String> flags = new TreeSet<>(c.flags().stream().map(ReservationFlag::name).toList());
            out.addAll(ReservationFlags.unsupported(where, flags));
            if (c.taskCount() <= 0 && c.hostList().isEmpty()) {
                out.add(where + ": neither TASKCOUNT nor HOSTLIST is set, so it reserves nothing");
            }
            for (String expr : HostLists.resolve(c.hostList(), nodes).unmatched()) {
                out.add(where + ": HOSTLIST \"" + expr + "\" matches no node");
            }
        }
        return out;
    }
}
