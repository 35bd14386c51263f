package io.jmaui.scheduler.iteration;

/** One named step of the iteration (see package-info for the order). */
interface Stage {

    void apply(IterationState st);
}
