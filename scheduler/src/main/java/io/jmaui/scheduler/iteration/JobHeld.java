package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Reason;

import java.util.Set;
import java.util.TreeSet;

/** The job carries holds (guide 11.1). */
public record JobHeld(Set<HoldType> holds) implements Reason {

    public JobHeld {
        holds = Set.copyOf(holds);
    }

    @Override
    public String policy() {
        return "HOLD";
    }

    @Override
    public String summary() {
        return "HOLD " + new TreeSet<>(holds);
    }
}
