package io.jmaui.it.emulator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A node of the emulated server: np execution slots and {@code gpus} GPUs (qmgr's
 * {@code set node n gpus = 2}), each free or held by one job. GPUs a MOM reports in mode
 * Prohibited are never given (node_manager.c place_gpus_in_hostlist skips gpu_unavailable).
 */
final class EmuNode {
    final String name;
    final String[] slots;
    String[] gpus = new String[0];
    /** GPU indexes in mode Prohibited (state Unavailable); only meaningful with {@link #realGpus}. */
    final Set<Integer> prohibitedGpus = new java.util.TreeSet<>();
    /** True when the MOM reports its GPUs (gpu_status), false for GPUs set by qmgr only. */
    boolean realGpus;
    final Set<String> properties;
    final long physmemKb;
    boolean down;
    boolean offline;
    String note;

    EmuNode(String name, int np, Set<String> properties, long physmemKb) {
        this.name = name;
        this.slots = new String[np];
        this.properties = new LinkedHashSet<>(properties);
        this.physmemKb = physmemKb;
    }

    int freeSlots() {
        return (int) Arrays.stream(slots).filter(s -> s == null).count();
    }

    int freeGpus() {
        int n = 0;
        for (int i = 0; i < gpus.length; i++) {
            if (gpus[i] == null && !prohibitedGpus.contains(i)) {
                n++;
            }
        }
        return n;
    }

    /** Takes {@code n} free GPUs for {@code jobId}, lowest index first, as pbs_server does; returns their indexes. */
    List<Integer> takeGpus(String jobId, int n) {
        List<Integer> taken = new ArrayList<>();
        for (int i = 0; i < gpus.length && taken.size() < n; i++) {
            if (gpus[i] == null && !prohibitedGpus.contains(i)) {
                gpus[i] = jobId;
                taken.add(i);
            }
        }
        return taken;
    }

    /** The indexes of the GPUs {@code jobId} holds. */
    List<Integer> gpusOf(String jobId) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < gpus.length; i++) {
            if (jobId.equals(gpus[i])) {
                out.add(i);
            }
        }
        return out;
    }

    boolean usable() {
        return !down && !offline;
    }

    /** Takes {@code n} free slots for {@code jobId}; returns their indexes. */
    List<Integer> take(String jobId, int n) {
        List<Integer> taken = new ArrayList<>();
        for (int i = 0; i < slots.length && taken.size() < n; i++) {
            if (slots[i] == null) {
                slots[i] = jobId;
                taken.add(i);
            }
        }
        return taken;
    }

    /** Frees the job's slots and GPUs; returns the slots' indexes. */
    List<Integer> release(String jobId) {
        List<Integer> freed = new ArrayList<>();
        for (int i = 0; i < slots.length; i++) {
            if (jobId.equals(slots[i])) {
                slots[i] = null;
                freed.add(i);
            }
        }
        for (int i = 0; i < gpus.length; i++) {
            if (jobId.equals(gpus[i])) {
                gpus[i] = null;
            }
        }
        return freed;
    }

    /** TORQUE's node state text: free, job-exclusive when every slot is taken, down, offline. */
    String stateText() {
        List<String> s = new ArrayList<>();
        if (down) {
            s.add("down");
        }
        if (offline) {
            s.add("offline");
        }
        if (s.isEmpty()) {
            s.add(freeSlots() == 0 ? "job-exclusive" : "free");
        }
        return String.join(",", s);
    }
}
