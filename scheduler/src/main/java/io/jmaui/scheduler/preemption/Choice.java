package io.jmaui.scheduler.preemption;

import java.util.List;

/**
 * The victims chosen for one preemptor, lowest priority first, and where the preemptor will run
 * once they have vacated: one host per task.
 */
public record Choice(List<Candidate> victims, List<String> hosts) {

    public Choice {
        victims = List.copyOf(victims);
        hosts = List.copyOf(hosts);
    }
}
