package io.jmaui.it.emulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One job array of the emulated server, as pbs_server 6.1 keeps it ({@code job_array} and its
 * {@code array_info}, server/job_array.cpp): the template job {@code 12[].srv} that qsub created,
 * the indexes not yet cloned into sub-jobs, the sub-jobs cloned by index, the slot limits and the
 * counts the server keeps as sub-jobs run and end, and the dependencies other jobs registered
 * with the array. Mutable under the {@link ClusterState} lock.
 */
final class EmuArray {

    /** TORQUE's NO_SLOT_LIMIT. */
    static final int NO_LIMIT = -1;

    /** One job registered with the array ({@code array_depend_job}): its id and the count it waits for. */
    record Child(String id, int count) {
    }

    /** The jobs registered with the array under one dependency type ({@code array_depend}). */
    static final class Depend {
        final int type;
        final List<Child> children = new ArrayList<>();

        Depend(int type) {
            this.type = type;
        }
    }

    final EmuJob template;
    /** The request's indexes in the order given, duplicates dropped; cloned in that order. */
    private final int[] indexes;
    /** How many of {@link #indexes} have been cloned: the rest are still to create. */
    private int cloned;
    /** The sub-jobs cloned, by index (a purged one is left out). */
    final Map<Integer, String> jobIds = new TreeMap<>();
    final int numJobs;
    /** The largest index plus one ({@code array_size}). */
    final int arraySize;
    final int slotLimit;
    final int idleSlotLimit;
    int jobsRunning;
    int jobsDone;
    int numStarted;
    int numFailed;
    int numSuccessful;
    int numIdle;
    int numPurged;
    /** {@code being_deleted}: a delete of the array began; no sub-job is cloned after it. */
    boolean beingDeleted;
    final List<Depend> deps = new ArrayList<>();

    EmuArray(EmuJob template, List<Integer> indexes, int slotLimit, int idleSlotLimit) {
        this.template = template;
        this.indexes = indexes.stream().mapToInt(Integer::intValue).toArray();
        this.numJobs = indexes.size();
        this.arraySize = indexes.stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        this.slotLimit = slotLimit;
        this.idleSlotLimit = idleSlotLimit;
    }

    String id() {
        return template.id;
    }

    /** The id of sub-job {@code index}: {@code 12[3].srv} for the array {@code 12[].srv}. */
    String subJobId(int index) {
        return id().replace("[]", "[" + index + "]");
    }

    /**
     * {@code get_next_index_to_create}: the next index to clone while the idle sub-jobs are under
     * the idle slot limit and the array is not being deleted.
     */
    int nextToCreate() {
        if (beingDeleted || idleSlotLimit != NO_LIMIT && numIdle >= idleSlotLimit) {
            return -1;
        }
        return cloned < indexes.length ? indexes[cloned] : -1;
    }

    /** Sub-job {@code index}, the one {@link #nextToCreate} named, has been cloned as {@code jobId}. */
    void created(int index, String jobId) {
        cloned++;
        jobIds.put(index, jobId);
        numIdle++;
    }

    /** {@code update_array_statuses}: the state qstat's array summary shows for the template (complete once deleted). */
    char summaryState() {
        if (beingDeleted) {
            return 'C';
        }
        int complete = numFailed + numSuccessful;
        int queued = Math.max(0, numJobs - jobsRunning - complete);
        return jobsRunning > 0 ? 'R' : complete > 0 && queued == 0 ? 'C' : 'Q';
    }

    Depend dependOfType(int type) {
        for (Depend d : deps) {
            if (d.type == type) {
                return d;
            }
        }
        Depend d = new Depend(type);
        deps.add(d);
        return d;
    }
}
