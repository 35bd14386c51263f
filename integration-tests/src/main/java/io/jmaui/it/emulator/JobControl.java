package io.jmaui.it.emulator;

import io.jmaui.pbs.message.PbsError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What pbs_server 6.1 does to a running job when it is preempted: Rerun (server/req_rerun.c),
 * SignalJob {@code suspend}/{@code resume} (req_signal.c), HoldJob on a running job and
 * CheckpointJob (req_holdjob.c). Called by {@link ClusterState} under its lock.
 *
 * <ul>
 *   <li>Rerun: the job must be running (a queued one is acknowledged as it is, PBSE_BADSTATE
 *       otherwise) and {@code Rerunable} (PBSE_NORERUN); the MOM kills it and, once it is gone,
 *       it is queued again with its id, to start over from the beginning.</li>
 *   <li>SignalJob suspend/resume: the job must be running (suspended counts: PBSE_BADSTATE
 *       otherwise); suspending frees its slots ({@code free_nodes}) and stops its clock, resuming
 *       takes the same slots back ({@code set_old_nodes}) whoever holds them now, which the
 *       emulator records as an anomaly (its GPUs alike); suspending a suspended job or resuming a running one does
 *       nothing.</li>
 *   <li>HoldJob on a running job with {@code Checkpoint} {@code s}, {@code c} or {@code enabled}:
 *       the MOM checkpoints it and it is requeued held, to go on from the checkpoint when it runs
 *       again; on any other running job the hold is only recorded.</li>
 *   <li>CheckpointJob: a checkpointable running job is checkpointed and goes on running;
 *       PBSE_IVALREQ "job is not checkpointable" otherwise.</li>
 * </ul>
 * A job vacates (rerun, checkpoint-and-hold) {@code vacateDelay} seconds after the request, as the
 * MOM's kill and obit take time; a job marked stuck never does.
 */
final class JobControl {

    private final ClusterState state;
    private long vacateDelay;

    JobControl(ClusterState state) {
        this.state = state;
    }

    void vacateDelay(long seconds) {
        vacateDelay = seconds;
    }

    Refusal rerun(EmuJob job) {
        if (job.state == 'Q') {
            return null;
        }
        if (job.state != 'R' && job.state != 'S') {
            return Refusal.of(PbsError.BADSTATE, "job " + job.id + " is in a bad state");
        }
        if (!job.rerunnable()) {
            return Refusal.of(PbsError.NORERUN, "job " + job.id + " not rerunnable");
        }
        vacate(job, 'Q');
        return null;
    }

    Refusal signal(EmuJob job, String signal) {
        if (job.state != 'R' && job.state != 'S') {
            return Refusal.of(PbsError.BADSTATE, null);
        }
        if ("suspend".equals(signal) && job.state == 'R' && job.vacateTo == 0) {
            job.heldGpus = new LinkedHashMap<>();
            for (String h : job.heldSlotsHosts()) {
                job.heldGpus.put(h, state.nodes.get(h).gpusOf(job.id));
            }
            job.heldSlots = state.release(job);
            job.suspendedAt = state.now();
            job.state = 'S';
        } else if ("resume".equals(signal) && job.state == 'S') {
            for (Map.Entry<String, List<Integer>> e : job.heldSlots.entrySet()) {
                EmuNode n = state.nodes.get(e.getKey());
                for (int slot : e.getValue()) {
                    if (n.slots[slot] != null) {
                        state.anomaly("job " + job.id + " resumed on " + n.name + "/" + slot + ", held by " + n.slots[slot]);
                    }
                    n.slots[slot] = job.id;
                }
                for (int gpu : job.heldGpus.getOrDefault(e.getKey(), List.of())) {
                    if (n.gpus[gpu] != null) {
                        state.anomaly("job " + job.id + " resumed on " + n.name + "-gpu/" + gpu + ", held by " + n.gpus[gpu]);
                    }
                    n.gpus[gpu] = job.id;
                }
            }
            job.suspendedTotal += state.now() - job.suspendedAt;
            job.suspendedAt = 0;
            job.state = 'R';
        }
        return null;
    }

    /** HoldJob on a running job: checkpoint and requeue held when it is checkpointable, else only the hold. */
    void holdRunning(EmuJob job, String holdTypes) {
        job.holdTypes = holdTypes;
        if (job.state == 'R' && job.vacateTo == 0 && job.checkpointable()) {
            job.checkpointed = job.done(state.now());
            vacate(job, 'H');
        }
    }

    Refusal checkpoint(EmuJob job) {
        if (job.state != 'R' || !job.checkpointable()) {
            return Refusal.of(PbsError.IVALREQ, "job is not checkpointable");
        }
        job.checkpointed = job.done(state.now());
        return null;
    }

    private void vacate(EmuJob job, char to) {
        job.vacateTo = to;
        job.vacateAt = state.now() + vacateDelay;
        if (vacateDelay == 0 && !job.stuck) {
            finishVacate(job);
        }
    }

    /** Jobs whose vacate is due by now leave their nodes; returns their ids. */
    List<String> due(long now) {
        List<String> out = new ArrayList<>();
        for (EmuJob j : new ArrayList<>(state.jobs.values())) {
            if (j.vacateTo != 0 && !j.stuck && now >= j.vacateAt) {
                finishVacate(j);
                out.add(j.id);
            }
        }
        return out;
    }

    private void finishVacate(EmuJob job) {
        state.release(job);
        state.arrays.requeued(job);
        job.progress = job.vacateTo == 'H' ? job.checkpointed : 0;
        job.state = job.vacateTo;
        job.vacateTo = 0;
        job.vacateAt = 0;
        job.execHost = null;
        job.execGpus = null;
        job.heldSlots = new LinkedHashMap<>();
        job.heldGpus = new LinkedHashMap<>();
        job.suspendedAt = 0;
        job.suspendedTotal = 0;
        if (job.state == 'Q' && !"n".equals(job.holdTypes)) {
            job.state = 'H';
        }
    }

    /** Hold letters {@code holds} with {@code types} added, "n" for none. */
    static String merged(String holds, String types) {
        StringBuilder b = new StringBuilder("n".equals(holds) ? "" : holds);
        for (char c : types.toCharArray()) {
            if (b.indexOf(String.valueOf(c)) < 0) {
                b.append(c);
            }
        }
        return b.length() == 0 ? "n" : b.toString();
    }
}
