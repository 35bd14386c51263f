package io.jmaui.bridge.command;

import io.jmaui.scheduler.priority.FactorContribution;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.SubcomponentContribution;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A job's priority breakdown as diagnose -p and checkjob show it: each weighted component's
 * contribution ({@code SERV}), then each subcomponent that contributes ({@code SERV.QUEUETIME}),
 * in the guide's component order.
 */
final class PriorityColumns {

    private PriorityColumns() {
    }

    static Map<String, Double> of(JobPriority p) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (FactorContribution c : p.components()) {
            if (c.weight() == 0 && c.contribution() == 0) {
                continue;
            }
            out.put(c.component().name(), c.contribution());
            for (SubcomponentContribution s : c.subcomponents()) {
                if (s.contribution() != 0) {
                    out.put(c.component().name() + "." + s.subcomponent().name(), s.contribution());
                }
            }
        }
        return out;
    }
}
