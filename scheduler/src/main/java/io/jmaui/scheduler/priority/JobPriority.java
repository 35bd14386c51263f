package io.jmaui.scheduler.priority;

import java.util.List;

/**
 * One job's priority and its breakdown, the data behind a line of {@code diagnose -p}.
 *
 * @param priority   the priority the scheduler orders by: the components' weighted sum, bounded
 *                   and with any admin system priority applied ({@link PriorityBounds})
 * @param components one entry per {@link Component}, in {@code diagnose -p} column order
 */
public record JobPriority(String jobId, long priority, List<FactorContribution> components) {

    public JobPriority {
        components = components instanceof Breakdown ? components : List.copyOf(components);
    }

    /** The named component's contribution. */
    public FactorContribution component(Component c) {
        for (FactorContribution f : components) {
            if (f.component() == c) {
                return f;
            }
        }
        throw new IllegalArgumentException("no component " + c);
    }

    /** The sum of the component contributions, before bounds and system priority. */
    public double weightedSum() {
        double s = 0;
        for (FactorContribution f : components) {
            s += f.contribution();
        }
        return s;
    }
}
