package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.Node;

import java.util.List;

/**
 * The seam node sets (guide 8.3, package {@code nodeset}) plug into allocation: once the nodes
 * able to take a request's tasks are known, the set constraint keeps the nodes of the set (or
 * sets) the request may use, as Maui's MJobSelectResourceSet cuts the feasible node list before
 * tasks are allocated. {@link TaskSelection} then picks hosts among what is kept, in the order
 * given. Partitions plug in at the same seam, around the node sets.
 */
public interface ResourceSets {

    /** No node set: every feasible node may be used. */
    ResourceSets NONE = new ResourceSets() {
        @Override
        public List<NodeCandidate> select(List<NodeCandidate> feasible, Shape shape) {
            return feasible;
        }

        @Override
        public boolean active() {
            return false;
        }

        @Override
        public long delay() {
            return 0;
        }

        @Override
        public String toString() {
            return "NONE";
        }
    };

    /**
     * What TaskSelection needs to tell whether candidates hold a request: its tasks, N and P of
     * {@code nodes=N:ppn=P} (0 when not given) and JOBNODEMATCHPOLICY EXACTNODE.
     */
    record Shape(int tasks, int nodes, int tasksPerNode, boolean exactNode) {

        /** Whether {@code candidates} hold the request. */
        public boolean heldBy(List<NodeCandidate> candidates) {
            return TaskSelection.select(candidates, tasks, nodes, tasksPerNode, exactNode) != null;
        }
    }

    /**
     * The candidates the request may take its tasks from, in the order given, or null when no set
     * holds it.
     */
    List<NodeCandidate> select(List<NodeCandidate> feasible, Shape shape);

    /** False for {@link #NONE}: the search then stops as soon as enough tasks are found. */
    boolean active();

    /**
     * How long past the time the request could start across sets it waits for a set that holds it
     * (NODESETDELAY); 0 is best effort: a set when one holds it as early, else any nodes.
     */
    long delay();

    /**
     * What the request may use when it stops waiting for a node set: no constraint for node sets,
     * while a partition (package {@code partition}) keeps the job inside one partition still.
     * A constraint that is its own spanning form is never given up.
     */
    default ResourceSets spanning() {
        return NONE;
    }

    /**
     * The groups over {@code nodes} that a request's tasks must all come from, built once per node
     * list; null when tasks may come from any nodes ({@link #NONE}).
     */
    default NodeGroups groups(List<Node> nodes) {
        return null;
    }

    /**
     * True when {@link #select} keeps the first of the {@link #groups} in order that holds the
     * request (FIRSTOF, a ONEOF whose NODESETPRIORITYTYPE gives every set the same value, ANYOF's
     * one group, partitions in order): a search may then try one group at a time and stop at the
     * first that holds.
     */
    default boolean firstGroupWins() {
        return false;
    }

    /**
     * The ways a whole job (every part of a multi-req job) may be placed, each binding all its
     * parts, tried in order: one per allowed partition for a partition scope (guide 7.2: a job
     * runs inside one partition), else this alone.
     */
    default List<ResourceSets> ways() {
        return List.of(this);
    }

    /** Whether this way lets a job's further parts use node {@code n} (a partition's own nodes). */
    default boolean admits(Node n) {
        return true;
    }

    /** The node sets inside this constraint (itself for node sets; a partition's inner sets). */
    default ResourceSets sets() {
        return this;
    }
}
