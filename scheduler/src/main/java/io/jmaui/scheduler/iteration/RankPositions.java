package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;

import java.util.List;

/**
 * Where each ranked job lies in the queued list it was ranked from ({@link RankJobs}):
 * {@code ranked.get(k)} is {@code queued.get(at[k])}. The queued jobs lie in memory in that list's
 * (the snapshot's) order, so a stage that reads every job reads them faster in it than in rank
 * order (ScaleShape, CheckEligibility's walk of 100,000 jobs: 11-24 ms against 33-44), and files
 * what it finds by rank position. Stands only for the ranked list it was made with: a stage that
 * reorders the jobs ({@link NextToRun}) makes a new list, which {@link #of} then does not match.
 */
record RankPositions(List<Job> ranked, List<Job> queued, int[] at) {

    /** The positions of {@code st}'s ranked jobs, or null when they are not known for that very list. */
    static RankPositions of(IterationState st) {
        RankPositions p = st.positions;
        return p != null && p.ranked == st.ranked ? p : null;
    }

    /** The inverse of {@link #at}: the rank position of each queued job by its index in {@link #queued}. */
    int[] slots() {
        int[] slot = new int[at.length];
        for (int k = 0; k < at.length; k++) {
            slot[at[k]] = k;
        }
        return slot;
    }
}
