package io.jmaui.it.emulator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A node of the emulated server: np execution slots, each free or held by one job. */
final class EmuNode {
    final String name;
    final String[] slots;
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

    /** Frees the job's slots; returns their indexes. */
    List<Integer> release(String jobId) {
        List<Integer> freed = new ArrayList<>();
        for (int i = 0; i < slots.length; i++) {
            if (jobId.equals(slots[i])) {
                slots[i] = null;
                freed.add(i);
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
