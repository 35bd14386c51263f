package io.jmaui.scheduler.preemption;

import io.jmaui.scheduler.model.Resources;

/**
 * What the preemptor must find free to start now: {@code tasks} tasks of {@code perTask}; under
 * JOBNODEMATCHPOLICY EXACTNODE with {@code nodes=N:ppn=P} given, N hosts with P tasks each;
 * {@code dedicated} (QOS DEDICATED) only on hosts left wholly free.
 */
public record Need(int tasks, Resources perTask, int nodes, int tasksPerNode, boolean exactNode, boolean dedicated) {

    boolean byNodes() {
        return exactNode && nodes > 0 && tasksPerNode > 0;
    }
}
