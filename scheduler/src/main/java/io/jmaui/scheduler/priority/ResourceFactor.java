package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;

/**
 * The resource (RES) component, guide 5.1.2.3:
 * <pre>
 *   Priority += RESWEIGHT * MIN(RESCAP,
 *       NODEWEIGHT * nodes + PROCWEIGHT * procs + MEMWEIGHT * mem + SWAPWEIGHT * swap +
 *       DISKWEIGHT * disk + GPUWEIGHT * gpus + PSWEIGHT * procs*walltime + PEWEIGHT * PE +
 *       WALLTIMEWEIGHT * walltime)
 * </pre>
 * Memory, swap and disk are job totals in MB, GPUs the job's total (GPUWEIGHT is jmaui's: the
 * guide's table predates GPUs); walltime in seconds; PE is
 * {@link Job#processorEquivalents} over the configured resources of all nodes (every state, so a
 * node going down does not shuffle the queue). The node count is the one the user asked for ({@code nodes=N}),
 * 0 when the job gave only tasks (appendix F, NODEWEIGHT). Appendix F example: {@code RESWEIGHT 10},
 * {@code DISKWEIGHT 100}, 12 tasks of 512 MB disk: {@code 10 * 100 * 12 * 512}.
 */
final class ResourceFactor implements PriorityFactor {

    @Override
    public Component name() {
        return Component.RES;
    }

    @Override
    public double contribution(Job job, PriorityInputs in, double[] raw) {
        Resources t = job.isMultiReq() ? job.totalResources() : job.perTask();
        int tasks = job.isMultiReq() ? 1 : job.tasks();
        raw[Subcomponent.NODE.ordinal()] = job.nodes();
        raw[Subcomponent.PROC.ordinal()] = (double) tasks * t.procs();
        raw[Subcomponent.MEM.ordinal()] = (double) tasks * t.memMb();
        raw[Subcomponent.SWAP.ordinal()] = (double) tasks * t.swapMb();
        raw[Subcomponent.DISK.ordinal()] = (double) tasks * t.diskMb();
        raw[Subcomponent.GPU.ordinal()] = (double) tasks * t.gpus();
        raw[Subcomponent.PS.ordinal()] = (double) tasks * t.procs() * job.walltime();
        raw[Subcomponent.PE.ordinal()] = job.processorEquivalents(in.clusterTotal());
        raw[Subcomponent.WALLTIME.ordinal()] = job.walltime();
        return ComponentScore.contribution(Component.RES, in.settings(), raw, QosTerms.NONE);
    }
}
