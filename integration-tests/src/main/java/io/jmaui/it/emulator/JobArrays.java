package io.jmaui.it.emulator;

import io.jmaui.pbs.message.PbsError;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Job arrays as pbs_server 6.1 keeps them (server/array_func.c, job_array.cpp, job_func.c's
 * job_clone, req_register.c's array part), over the jobs of one {@link ClusterState} and under its
 * lock.
 *
 * <ul>
 *   <li>{@code qsub -t 0-3%2} sends {@code job_array_request=0-3%2}: the job becomes the template
 *       {@code 12[].srv}, which is no job of its own (a StatusJob shows it only in qstat's array
 *       summary), and is cloned into the sub-jobs {@code 12[0].srv}... in the request's order, each
 *       with the template's attributes but {@code job_array_request}, {@code job_array_id=N} and
 *       the name {@code NAME-N}; at most {@code idle_slot_limit} (default 300) idle sub-jobs exist
 *       at once, the next cloned as one starts or ends.</li>
 *   <li>A request that is not a list of indexes and ranges, is empty, is larger than the server's
 *       {@code max_array_size} or asks a slot limit above its {@code max_slot_limit} is refused
 *       with PBSE_BAD_ARRAY_REQ.</li>
 *   <li>The slot limit ({@code %N}): RunJob refuses a sub-job while N of its array run; with the
 *       server's {@code moab_array_compatible} (on by default), the sub-jobs cloned past the first N
 *       also carry hold {@code l}, and each sub-job that ends takes it off the first one holding
 *       it.</li>
 *   <li>Dependencies naming an array ({@code afterokarray:12[].srv}, {@code ...[][5].srv}) are
 *       registered with the array, not put on any job: after each start, end or requeue of a
 *       sub-job the server holds, releases or deletes the registered jobs by the array's counts
 *       ({@code set_array_depend_holds}).</li>
 *   <li>A deleted array clones nothing more ({@code being_deleted}): its sub-jobs are deleted, the
 *       indexes not yet cloned never exist, and qstat's summary shows it complete.</li>
 * </ul>
 */
final class JobArrays {

    static final String REQUEST = "job_array_request";
    static final String INDEX = "job_array_id";
    static final String IDLE_SLOT_LIMIT = "idle_slot_limit";
    private static final int DEFAULT_IDLE_SLOT_LIMIT = 300;

    private final ClusterState c;
    private final Map<String, EmuArray> arrays = new LinkedHashMap<>();
    private final Map<EmuArray, JobSubmission> submissions = new LinkedHashMap<>();
    /** Arrays whose dependencies are being updated now (pbs_server holds their mutex). */
    private final Set<EmuArray> updating = new HashSet<>();
    /** The server attributes that bear on arrays, as qmgr sets them; unset: -1. */
    long maxArraySize = -1;
    long maxSlotLimit = -1;
    long idleSlotLimit = -1;
    boolean moabArrayCompatible = true;

    JobArrays(ClusterState c) {
        this.c = c;
    }

    /** Queues the array submitted as {@code number} and clones its sub-jobs; throws with the server's refusal. */
    String submit(int number, JobSubmission s) {
        String request = s.attributes.get(REQUEST);
        String id = number + "[]." + c.serverName;
        int slotLimit = slotLimit(request);
        List<Integer> indexes = ArrayRange.indexes(request.contains("%") ? request.substring(0, request.indexOf('%')) : request);
        if (indexes == null || indexes.isEmpty()) {
            throw refused("bad array request " + request);
        }
        if (maxArraySize >= 0 && indexes.size() > maxArraySize) {
            throw refused("Requested array size too large, limit is " + maxArraySize);
        }
        int idle = idleLimit(s.attributes.get(IDLE_SLOT_LIMIT));
        EmuJob template = new EmuJob(id, s, s.name, c.now());
        EmuArray a = new EmuArray(template, indexes, slotLimit, idle);
        arrays.put(id, a);
        submissions.put(a, s);
        c.enqueueDependencies(template);
        List<EmuJob> cloned = new ArrayList<>();
        for (int index = a.nextToCreate(); index >= 0; index = a.nextToCreate()) {
            cloned.add(clone(a, index, true));
        }
        int count = 0;
        for (EmuJob j : cloned) { // perform_array_postprocessing: the creation hold off, the slot hold on
            c.removeHold(j, 'a');
            if (moabArrayCompatible && a.slotLimit != EmuArray.NO_LIMIT && ++count > a.slotLimit) {
                c.addHold(j, 'l');
            }
        }
        return id;
    }

    private EmuJob clone(EmuArray a, int index, boolean creationHold) {
        JobSubmission s = submissions.get(a);
        EmuJob j = new EmuJob(a.subJobId(index), s, s.name + "-" + index, c.now());
        j.extra.remove(REQUEST);
        j.extra.put(INDEX, Integer.toString(index));
        j.exitOnEnd = s.exitByIndex.getOrDefault(index, s.exitStatus);
        if (creationHold) {
            c.addHold(j, 'a');
        }
        a.created(index, j.id);
        c.enqueue(j);
        return j;
    }

    private int slotLimit(String request) {
        int at = request.indexOf('%');
        if (at < 0) {
            return (int) maxSlotLimit;
        }
        String digits = request.substring(at).replaceFirst("^%+", "");
        if (digits.isEmpty()) {
            return (int) maxSlotLimit;
        }
        int limit = ArrayRange.leadingNumber(digits);
        if (maxSlotLimit >= 0 && limit > maxSlotLimit) {
            throw refused("Requested slot limit invalid, limit is " + maxSlotLimit);
        }
        return limit;
    }

    /** {@code set_idle_slot_limit}: the job's {@code idle_slot_limit} if given and within the server's, else the server's. */
    private int idleLimit(String requested) {
        long asked = requested == null ? -1 : ArrayRange.leadingNumber(requested);
        long server = idleSlotLimit < 0 ? DEFAULT_IDLE_SLOT_LIMIT : idleSlotLimit;
        if (idleSlotLimit > 0 && asked > idleSlotLimit) {
            throw refused(null);
        }
        return (int) (asked > 0 ? asked : server);
    }

    private static IllegalArgumentException refused(String text) {
        return new IllegalArgumentException(PbsError.BAD_ARRAY_REQ.text() + (text == null ? "" : ": " + text));
    }

    /** The array whose template is {@code id}, or null. */
    EmuArray get(String id) {
        return arrays.get(id);
    }

    /** The array a sub-job belongs to, or null for a job of no array. */
    EmuArray of(EmuJob j) {
        int open = j.id.indexOf('[');
        return open < 0 || j.id.startsWith("[]", open) ? null : arrays.get(j.id.substring(0, open) + "[]" + j.id.substring(j.id.indexOf(']') + 1));
    }

    /** {@code is_array}: {@code 12[].srv} or {@code 12[][5].srv} naming an array the server has. */
    EmuArray named(String id) {
        int open = id.indexOf('[');
        if (open < 0 || !id.startsWith("[]", open)) {
            return null;
        }
        String rest = id.substring(open + 2);
        if (rest.startsWith("[")) {
            int close = rest.indexOf(']');
            if (close < 0) {
                return null;
            }
            rest = rest.substring(close + 1);
        }
        return arrays.get(id.substring(0, open + 2) + rest);
    }

    /** The sub-jobs of {@code a} in index order: a StatusJob naming {@code 12[].srv}. */
    List<EmuJob> subJobs(EmuArray a) {
        return a.jobIds.values().stream().map(c.jobs::get).filter(java.util.Objects::nonNull).toList();
    }

    /**
     * qstat's array summary ({@code summarize_arrays}): the jobs of no array and in place of each
     * array's sub-jobs its template, in the state {@code update_array_statuses} gives it.
     */
    List<EmuJob> summary(Iterable<EmuJob> jobs) {
        List<EmuJob> out = new ArrayList<>();
        Set<EmuArray> shown = new HashSet<>();
        for (EmuJob j : jobs) {
            EmuArray a = of(j);
            if (a == null) {
                out.add(j);
            } else if (shown.add(a)) {
                a.template.state = a.summaryState();
                out.add(a.template);
            }
        }
        return out;
    }

    /** The RunJob refusal for a sub-job whose array already runs its slot limit, or null. */
    Refusal slotLimitRefusal(EmuJob j) {
        EmuArray a = of(j);
        if (a == null || a.slotLimit < 0 || a.slotLimit > a.jobsRunning) {
            return null;
        }
        return Refusal.of(PbsError.IVALREQ, "Cannot run job. Array slot limit is " + a.slotLimit
                + " and there are already " + a.jobsRunning + " jobs running\n");
    }

    /**
     * {@code qdel 12[].srv}: the array is marked {@code being_deleted} first, as pbs_server's
     * delete_all_work marks it, so ending its idle sub-jobs clones none in their place (a
     * 1,000-job array under an idle slot limit of 300 would otherwise refill itself while the
     * delete runs and leave sub-jobs queued); the caller then deletes every sub-job cloned so
     * far, and the indexes never cloned are never created. (6.1.3's req_deletearray reaches the
     * same end, nothing idle left, by deleting in its pass over the indexes each sub-job cloned
     * during that pass.)
     */
    List<String> deleting(EmuArray a) {
        a.beingDeleted = true;
        return List.copyOf(a.jobIds.values());
    }

    /** aeRun: a sub-job that was {@code old} has started. */
    void started(EmuJob j, char old) {
        EmuArray a = of(j);
        if (a == null || running(old)) {
            return;
        }
        if (a.jobsRunning < a.numJobs) {
            a.jobsRunning++;
            a.numStarted++;
        }
        a.numIdle--;
        createIfNeeded(a);
        dependHolds(a);
    }

    /** aeTerminate: a sub-job that was {@code old} has ended with {@code exit}. */
    void ended(EmuJob j, char old, int exit) {
        EmuArray a = of(j);
        if (a == null) {
            return;
        }
        if (running(old)) {
            a.jobsRunning = Math.max(0, a.jobsRunning - 1);
        } else if (old == 'Q' || old == 'H' || old == 'W') {
            a.numIdle--;
            createIfNeeded(a);
        }
        a.jobsDone++;
        if (exit == 0) {
            a.numSuccessful++;
        } else {
            a.numFailed++;
        }
        if (moabArrayCompatible && a.slotLimit > a.jobsRunning) {
            for (String id : a.jobIds.values()) {
                EmuJob held = c.jobs.get(id);
                if (held != null && held != j && held.holdTypes.indexOf('l') >= 0) {
                    c.removeHold(held, 'l');
                    break;
                }
            }
        }
        dependHolds(a);
    }

    /** aeRerun: a running sub-job is queued again. */
    void requeued(EmuJob j) {
        EmuArray a = of(j);
        if (a == null) {
            return;
        }
        a.jobsRunning = Math.max(0, a.jobsRunning - 1);
        a.numStarted = Math.max(0, a.numStarted - 1);
        a.numIdle++;
        dependHolds(a);
    }

    /**
     * A sub-job past keep_completed is purged; the array goes with its last one, or with the first
     * once it was deleted and has no idle sub-job left ({@code mark_end_of_subjob}).
     */
    void purged(EmuJob j) {
        EmuArray a = of(j);
        if (a != null && a.jobIds.values().remove(j.id)
                && (++a.numPurged == a.numJobs || a.beingDeleted && a.numIdle == 0)) {
            arrays.remove(a.id());
            submissions.remove(a);
        }
    }

    private void createIfNeeded(EmuArray a) {
        int index = a.nextToCreate();
        if (index >= 0) {
            clone(a, index, false);
        }
    }

    private static boolean running(char state) {
        return state == 'R' || state == 'S';
    }

    /** {@code req_registerarray}: {@code child} registers a dependency of {@code type} on the array {@code parent} names. */
    PbsError register(EmuJob child, String parent, int type) {
        EmuArray a = named(parent);
        int count = -1;
        int second = parent.indexOf('[', parent.indexOf('[') + 1);
        if (second >= 0) {
            int close = parent.indexOf(']', second);
            if (close < 0) {
                return PbsError.IVALREQ;
            }
            String range = parent.substring(second + 1, close);
            count = range.isEmpty() ? -1 : ArrayRange.leadingNumber(range);
        }
        EmuArray.Depend d = a.dependOfType(type);
        if (d.children.stream().noneMatch(ch -> ch.id().equals(child.id))) {
            d.children.add(new EmuArray.Child(child.id, count == -1 ? a.numJobs : count));
        }
        dependHolds(a);
        return null;
    }

    /**
     * {@code set_array_depend_holds}: each job registered with the array is held while the array's
     * count is short of what it waits for, deleted when the count can no longer be reached (or, for
     * a {@code before*array} job still queued, has been), and otherwise has its {@code after} entry
     * naming the array removed and its dependency hold looked at again.
     */
    void dependHolds(EmuArray a) {
        if (!updating.add(a)) {
            return;
        }
        try {
            for (EmuArray.Depend d : a.deps) {
                int[] counts = counts(a, d.type);
                for (EmuArray.Child ch : List.copyOf(d.children)) {
                    EmuJob j = c.find(ch.id());
                    if (j != null) {
                        judge(a, d.type, counts[0], counts[1], ch.count(), j);
                    }
                }
            }
        } finally {
            updating.remove(a);
        }
    }

    /** The count compared with what each job waits for, and the most the array can still reach. */
    private static int[] counts(EmuArray a, int type) {
        return switch (type) {
            case DependEntry.AFTERSTARTARRAY, DependEntry.BEFORESTARTARRAY -> new int[] {a.numStarted, a.numJobs - a.jobsDone};
            case DependEntry.AFTEROKARRAY, DependEntry.BEFOREOKARRAY -> new int[] {a.numSuccessful, a.numJobs - a.numFailed};
            case DependEntry.AFTERNOTOKARRAY, DependEntry.BEFORENOTOKARRAY -> new int[] {a.numFailed, a.numJobs - a.numSuccessful};
            case DependEntry.AFTERANYARRAY, DependEntry.BEFOREANYARRAY -> new int[] {a.jobsDone, a.arraySize};
            default -> new int[] {-1, a.arraySize};
        };
    }

    private void judge(EmuArray a, int type, int count, int reachable, int wanted, EmuJob j) {
        boolean after = type < DependEntry.BEFORESTARTARRAY;
        boolean before = type > DependEntry.AFTERANYARRAY;
        if (after && count < wanted || before && count >= wanted) {
            if (before || type < DependEntry.AFTERANYARRAY && reachable < wanted) {
                if (j.state == 'Q' || j.state == 'H' || j.state == 'W' || j.state == 'T') {
                    c.abort(j, a.id());
                }
            } else if (j.state == 'Q' || j.state == 'H') {
                c.addHold(j, 's');
                j.dependHeld = true;
            }
            return;
        }
        if (after) {
            DependEntry e = DependEntry.find(j.depend, type);
            if (e != null && e.remove(a.id()) && e.jobs.isEmpty()) {
                j.depend.remove(e);
            }
        }
        c.dependencies().setHold(j, a);
    }

    /** The arrays other than {@code except} that {@code j}'s array entries name: set_depend_hold looks at them again. */
    Set<EmuArray> namedBy(EmuJob j, EmuArray except) {
        Set<EmuArray> out = new LinkedHashSet<>();
        for (DependEntry e : j.depend) {
            if (e.type >= DependEntry.FIRST_ARRAY && !e.jobs.isEmpty()) {
                EmuArray a = arrays.get(e.jobs.get(0).id); // get_array: the [][N] form names none
                if (a != null && a != except) {
                    out.add(a);
                }
            }
        }
        return out;
    }
}
