package io.jmaui.it.emulator;

import java.util.ArrayList;
import java.util.List;

/**
 * One entry of an emulated job's {@code depend} attribute, as pbs_server keeps it (TORQUE's
 * {@code struct depend}): a type, the jobs it names (with, for a sync set, each member's state and
 * cost) or, for {@code on} and {@code synccount}, the count still expected.
 */
final class DependEntry {

    /** TORQUE's dependency type names, by type number (server/req_register.c {@code dependnames}). */
    static final List<String> NAMES = List.of("after", "afterok", "afternotok", "afterany", "before", "beforeok",
            "beforenotok", "beforeany", "on", "syncwith", "synccount", "afterstartarray", "afterokarray",
            "afternotokarray", "afteranyarray", "beforestartarray", "beforeokarray", "beforenotokarray",
            "beforeanyarray");

    static final int AFTER = 0;
    static final int AFTEROK = 1;
    static final int AFTERNOTOK = 2;
    static final int AFTERANY = 3;
    static final int BEFORE = 4;
    static final int BEFOREOK = 5;
    static final int BEFORENOTOK = 6;
    static final int BEFOREANY = 7;
    static final int ON = 8;
    static final int SYNCWITH = 9;
    static final int SYNCCOUNT = 10;
    static final int FIRST_ARRAY = 11;
    static final int AFTERSTARTARRAY = 11;
    static final int AFTEROKARRAY = 12;
    static final int AFTERNOTOKARRAY = 13;
    static final int AFTERANYARRAY = 14;
    static final int BEFORESTARTARRAY = 15;
    static final int BEFOREOKARRAY = 16;
    static final int BEFORENOTOKARRAY = 17;
    static final int BEFOREANYARRAY = 18;

    /** A member of the entry: a job id, and for sync sets its state and cost. */
    static final class Member {
        final String id;
        /** 0 not released, {@link Dependencies#RELEASE} released, {@link Dependencies#READY} started. */
        int state;
        long cost;

        Member(String id) {
            this.id = id;
        }
    }

    final int type;
    final List<Member> jobs = new ArrayList<>();
    int expected;
    int registered;
    boolean released;

    DependEntry(int type) {
        this.type = type;
    }

    /** before* and after* swap (TORQUE: {@code type ^ (BEFORESTART - AFTERSTART)}). */
    static int mirror(int type) {
        return type ^ BEFORE;
    }

    Member find(String id) {
        for (Member m : jobs) {
            if (m.id.equals(id)) {
                return m;
            }
        }
        return null;
    }

    Member add(String id) {
        Member m = new Member(id);
        jobs.add(m);
        return m;
    }

    boolean remove(String id) {
        return jobs.removeIf(m -> m.id.equals(id));
    }

    static DependEntry find(List<DependEntry> depend, int type) {
        for (DependEntry e : depend) {
            if (e.type == type) {
                return e;
            }
        }
        return null;
    }

    static DependEntry findOrMake(List<DependEntry> depend, int type) {
        DependEntry e = find(depend, type);
        if (e == null) {
            e = new DependEntry(type);
            depend.add(e);
        }
        return e;
    }

    /**
     * The attribute value (encode_depend): entries in order, a {@code ,} before each but the first
     * entry even when that one is empty and skipped, {@code :} before each job id with any colon
     * in it escaped; null when nothing is left to show.
     */
    static String encode(List<DependEntry> depend) {
        StringBuilder out = new StringBuilder();
        int shown = 0;
        for (int i = 0; i < depend.size(); i++) {
            DependEntry e = depend.get(i);
            boolean count = e.type == ON || e.type == SYNCCOUNT;
            if (!count && e.jobs.isEmpty()) {
                continue;
            }
            if (i > 0) {
                out.append(',');
            }
            out.append(NAMES.get(e.type));
            if (count) {
                out.append(':').append(e.expected);
            } else {
                e.jobs.forEach(m -> out.append(':').append(m.id.replace(":", "\\:")));
            }
            shown++;
        }
        return shown == 0 ? null : out.toString();
    }
}
