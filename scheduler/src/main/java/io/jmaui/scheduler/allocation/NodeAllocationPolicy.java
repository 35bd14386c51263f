package io.jmaui.scheduler.allocation;

import java.util.Comparator;

/**
 * NODEALLOCATIONPOLICY (guide 5.2): which of the nodes able to take a job's tasks are used first.
 * A policy is an order on candidates, best first. Policies that only look at static node
 * attributes let the engine rank nodes once per iteration and stop scanning as soon as enough
 * tasks are found; {@link #dependsOnTime()} marks those that need each candidate's free time.
 */
public interface NodeAllocationPolicy {

    /** The maui.cfg word, e.g. {@code MINRESOURCE}. */
    String name();

    /**
     * Best candidate first; ties must be broken by {@link NodeCandidate#index()}. Unless the
     * policy {@link #dependsOnTime()}, the order reads of a candidate only its node's name,
     * configured resources and load, its priority and its index: the engine keeps the order from
     * one iteration to the next while those stay the same.
     */
    Comparator<NodeCandidate> order();

    /** True when the order reads {@code tasks}, {@code freeSince} or {@code idleAfter}. */
    default boolean dependsOnTime() {
        return false;
    }

    /**
     * True when the policy is made for one job's placement (its name then names what it was made
     * from): its static order lives one iteration, since a long run would otherwise keep one order
     * of every node per such policy ever asked for while the nodes stay alike.
     */
    default boolean forOneJob() {
        return false;
    }
}
