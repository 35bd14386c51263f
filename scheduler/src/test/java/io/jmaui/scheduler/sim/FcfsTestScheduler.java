package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Strict first-come first-served with first-fit hosts, no backfill: a known scheduler to test the simulator loop with. */
final class FcfsTestScheduler implements SimulationScheduler {

    @Override
    public SimulationStep iterate(Snapshot snapshot, long now) {
        int[] free = snapshot.nodes().stream().mapToInt(n -> n.available().procs()).toArray();
        List<StartJob> starts = new ArrayList<>();
        for (Job j : snapshot.jobs()) {
            if (j.state() != JobState.IDLE) {
                continue;
            }
            if (j.tasks() > java.util.Arrays.stream(free).sum()) {
                break;
            }
            List<String> hosts = new ArrayList<>();
            for (int i = 0; i < free.length && hosts.size() < j.tasks(); i++) {
                Node n = snapshot.nodes().get(i);
                while (free[i] > 0 && hosts.size() < j.tasks()) {
                    free[i]--;
                    hosts.add(n.name());
                }
            }
            starts.add(new StartJob(j.id(), hosts, false));
        }
        return new SimulationStep(starts, snapshot.fairshareWindows(), Map.of());
    }
}
