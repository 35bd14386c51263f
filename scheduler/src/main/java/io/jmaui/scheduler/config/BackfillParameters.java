package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.choice;
import static io.jmaui.scheduler.config.ParameterDefs.count;
import static io.jmaui.scheduler.config.ParameterDefs.time;

/** Guide 8.2, backfill: the algorithm, its metric, how deep it looks and chunking. */
interface BackfillParameters {

    Parameter<BackfillPolicy> BACKFILLPOLICY = choice("BACKFILLPOLICY", BackfillPolicy.class, BackfillPolicy.FIRSTFIT,
            "8.2.3.1", "backfill algorithm (NONE: no backfill; PREEMPT: preemptible backfill, guide 8.4)");
    Parameter<BackfillMetric> BACKFILLMETRIC = choice("BACKFILLMETRIC", BackfillMetric.class, BackfillMetric.PROCS,
            "8.2.3", "what BESTFIT and GREEDY maximise in a backfill window");
    Parameter<Integer> BACKFILLDEPTH = count("BACKFILLDEPTH", 0, "8.2.3",
            "how many idle jobs, in priority order, backfill considers (0: all)");
    Parameter<Integer> BFCHUNKSIZE = count("BFCHUNKSIZE", 0, "8.2.3.3",
            "smallest job (processors) that may use freed resources while chunking (0: no chunking)");
    Parameter<Long> BFCHUNKDURATION = time("BFCHUNKDURATION", 0, "8.2.3.3",
            "how long freed resources are held for jobs of at least BFCHUNKSIZE (0: no chunking)");
    Parameter<BfPriorityPolicy> BFPRIORITYPOLICY = choice("BFPRIORITYPOLICY", BfPriorityPolicy.class, BfPriorityPolicy.NONE,
            "8.4", "BACKFILLPOLICY PREEMPT: which backfill job starts first and is preempted last (DURATION: the shortest)");
}
