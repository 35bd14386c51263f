package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;

/**
 * The resource (RES) component, guide 5.1.2.3:
 * <pre>
 *   Priority += RESWEIGHT * MIN(RESCAP,
 *       NODEWEIGHT * nodes + PROCWEIGHT * procs + MEMWEIGHT * mem + SWAPWEIGHT * swap +
 *       DISKWEIGHT * disk + PSWEIGHT * procs*walltime + PEWEIGHT * PE + WALLTIMEWEIGHT * walltime)
 * </pre>
 * Memory, swap and disk are job totals in MB; walltime in seconds; PE is
 * {@link ProcessorEquivalents}. The node count is the one the user asked for ({@code nodes=N}),
 * 0 when the job gave only tasks (appendix F, NODEWEIGHT). Appendix F example: {@code RESWEIGHT 10},
 * {@code DISKWEIGHT 100}, 12 tasks of 512 MB disk: {@code 10 * 100 * 12 * 512}.
 */
final class ResourceFactor implements PriorityFactor {

    @Override
    public Component name() {
        return Component.RES;
    }

    @Override
    public FactorContribution contribution(Job job, PriorityInputs in) {
        Resources total = job.totalResources();
        double[] raw = {
                job.nodes(),
                total.procs(),
                total.memMb(),
                total.swapMb(),
                total.diskMb(),
                (double) total.procs() * job.walltime(),
                ProcessorEquivalents.of(job, in.clusterTotal()),
                job.walltime(),
        };
        return ComponentScore.of(Component.RES, in.settings(), raw);
    }
}
