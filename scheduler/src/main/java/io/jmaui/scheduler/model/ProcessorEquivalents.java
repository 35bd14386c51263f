package io.jmaui.scheduler.model;

/**
 * Processor equivalents of a job (guide 3.2, 5.1.2.3; Maui's MJobGetPE), request by request: the
 * largest share of any one configured resource of the cluster a task asks for, times the tasks
 * and the cluster's processors. GPUs count like the other consumables (a job holding half the
 * cluster's GPUs holds half of it), so a GPU job is not cheap to a PE limit because it asks few
 * procs. See {@link Job#processorEquivalents}.
 */
final class ProcessorEquivalents {

    private ProcessorEquivalents() {
    }

    static double of(Job j, Resources clusterTotal) {
        if (clusterTotal.procs() <= 0) {
            return 0;
        }
        double pe = of(j.tasks(), j.perTask(), clusterTotal);
        for (Req r : j.extraReqs()) {
            pe += of(r.tasks(), r.perTask(), clusterTotal);
        }
        return pe;
    }

    private static double of(int tasks, Resources perTask, Resources clusterTotal) {
        double share = (double) perTask.procs() / clusterTotal.procs();
        share = Math.max(share, share(perTask.memMb(), clusterTotal.memMb()));
        share = Math.max(share, share(perTask.swapMb(), clusterTotal.swapMb()));
        share = Math.max(share, share(perTask.diskMb(), clusterTotal.diskMb()));
        share = Math.max(share, share(perTask.gpus(), clusterTotal.gpus()));
        return tasks * share * clusterTotal.procs();
    }

    private static double share(long need, long total) {
        return need > 0 && total > 0 ? (double) need / total : 0;
    }
}
