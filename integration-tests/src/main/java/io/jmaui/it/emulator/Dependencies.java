package io.jmaui.it.emulator;

import io.jmaui.pbs.message.PbsError;
import java.util.ArrayList;
import java.util.List;

/**
 * Job dependencies as pbs_server 6.1 handles them (server/req_register.c), over the jobs of one
 * {@link ClusterState} and under its lock. The server's requests to itself (RegisterDep with its
 * REGISTER, RELEASE, READY and DELETE operations) are method calls here, answered at once.
 *
 * <ul>
 *   <li>Submission ({@code depend_on_que}): the job gets a system hold while any entry holds it,
 *       then registers each entry with the job it names; that job gets the mirror entry
 *       ({@code afterok:A} on B puts {@code beforeok:B} on A). A registration the named job refuses
 *       drops the entry: PBSE_BADSTATE (that job already ended as asked) silently, anything else
 *       (unknown job, a {@code before*} on a job without {@code on}) with a user hold.</li>
 *   <li>A job's start ({@code depend_on_exec}) releases its {@code before} jobs and moves its sync
 *       set on.</li>
 *   <li>A job's end ({@code depend_on_term}) releases or deletes the jobs its {@code before*}
 *       entries name, by exit status: a released job loses the entry, and with its last entry the
 *       system hold; a deleted job is aborted if it has not started.</li>
 * </ul>
 * A registration naming an array ({@code 12[].srv}, {@code 12[][5].srv}) goes to the array
 * ({@link JobArrays#register}); an array type naming a job that is not an array is refused.
 */
final class Dependencies {

    static final int RELEASE = 2;
    static final int READY = 3;
    private static final int REGISTER = 1;
    private static final int DELETE = 4;

    private final ClusterState c;

    Dependencies(ClusterState c) {
        this.c = c;
    }

    /** {@code decode_depend}/{@code build_depend}: the entries of {@code text}, or the reason it is refused. */
    static List<DependEntry> decode(String text) {
        List<DependEntry> out = new ArrayList<>();
        for (String item : text.split(",")) {
            if (item.isEmpty()) {
                continue;
            }
            String[] words = item.split("(?<!\\\\):");
            int type = DependEntry.NAMES.indexOf(words[0]);
            if (type < 0 || words.length < 2 || conflicts(out, type)) {
                throw new IllegalArgumentException(PbsError.BADATVAL.text() + "depend: " + item);
            }
            DependEntry e = DependEntry.findOrMake(out, type);
            if (type == DependEntry.ON || type == DependEntry.SYNCCOUNT) {
                if (words.length != 2 || !words[1].matches("[1-9][0-9]{0,8}")) {
                    throw new IllegalArgumentException(PbsError.BADATVAL.text() + "depend: " + item);
                }
                e.expected = Integer.parseInt(words[1]);
            } else {
                for (int i = 1; i < words.length; i++) {
                    String id = words[i].replace("\\:", ":");
                    e.add(id.contains("@") ? id.substring(0, id.indexOf('@')) : id);
                }
            }
        }
        return out;
    }

    private static boolean conflicts(List<DependEntry> have, int type) {
        boolean syncwith = DependEntry.find(have, DependEntry.SYNCWITH) != null;
        return switch (type) {
            case DependEntry.SYNCWITH -> syncwith || DependEntry.find(have, DependEntry.SYNCCOUNT) != null
                    || DependEntry.find(have, DependEntry.ON) != null || have.stream().anyMatch(e -> e.type <= DependEntry.AFTERANY);
            case DependEntry.SYNCCOUNT -> syncwith || DependEntry.find(have, DependEntry.SYNCCOUNT) != null;
            case DependEntry.AFTER, DependEntry.AFTEROK, DependEntry.AFTERNOTOK, DependEntry.AFTERANY, DependEntry.ON -> syncwith;
            default -> false;
        };
    }

    /** {@code depend_on_que}: a job with dependencies has just been queued. */
    void queued(EmuJob j) {
        setHold(j);
        for (DependEntry e : List.copyOf(j.depend)) {
            if (e.type == DependEntry.SYNCCOUNT) {
                registerSync(e, j.id, cost(j));
                if (e.registered > e.expected) {
                    releaseCheapest(j, e);
                }
            } else if (e.type != DependEntry.ON) {
                for (String parent : e.jobs.stream().map(m -> m.id).toList()) {
                    PbsError refused = request(j, parent, e.type, REGISTER);
                    if (refused != null) {
                        registrationRefused(j, e.type, parent, refused);
                    }
                }
            }
        }
    }

    /** {@code depend_on_exec}: the job has just started. */
    void started(EmuJob j) {
        DependEntry before = DependEntry.find(j.depend, DependEntry.BEFORE);
        if (before != null) {
            for (String child : before.jobs.stream().map(m -> m.id).toList()) {
                request(j, child, DependEntry.BEFORE, RELEASE);
                before.remove(child);
            }
            j.depend.remove(before);
        }
        DependEntry member = DependEntry.find(j.depend, DependEntry.SYNCWITH);
        if (member != null && !member.jobs.isEmpty()) {
            request(j, member.jobs.get(0).id, DependEntry.SYNCWITH, READY);
        }
        DependEntry master = DependEntry.find(j.depend, DependEntry.SYNCCOUNT);
        if (master != null) {
            if (!master.jobs.isEmpty()) {
                master.jobs.get(0).state = READY;
            }
            releaseCheapest(j, master);
        }
    }

    /**
     * {@code depend_on_term}: the job has ended with {@code exit} ({@code aborted}: the server
     * aborted it, which a {@code beforeok} counts as failure whatever the status).
     */
    void ended(EmuJob j, int exit, boolean aborted) {
        for (DependEntry e : List.copyOf(j.depend)) {
            int op = switch (e.type) {
                case DependEntry.BEFORE -> DELETE;
                case DependEntry.BEFOREOK -> !aborted && exit == 0 ? RELEASE : DELETE;
                case DependEntry.BEFORENOTOK -> exit != 0 ? RELEASE : DELETE;
                case DependEntry.BEFOREANY -> RELEASE;
                default -> -1;
            };
            if (e.type == DependEntry.SYNCCOUNT && e.jobs.stream().anyMatch(m -> m.state != READY)) {
                e.jobs.stream().skip(1).map(m -> m.id).toList().forEach(id -> request(j, id, e.type, DELETE));
            }
            if (op > 0) {
                e.jobs.stream().map(m -> m.id).toList().forEach(id -> request(j, id, e.type, op));
            }
        }
    }

    /** {@code removeBeforeAnyDependencies}: qdel of a job first frees the jobs waiting on it with afterany. */
    void deleting(EmuJob j) {
        DependEntry any = DependEntry.find(j.depend, DependEntry.BEFOREANY);
        if (any == null) {
            return;
        }
        for (String child : any.jobs.stream().map(m -> m.id).toList()) {
            EmuJob cj = c.find(child);
            DependEntry after = cj == null ? null : DependEntry.find(cj.depend, DependEntry.AFTERANY);
            if (after != null && after.remove(j.id)) {
                if (after.jobs.isEmpty()) {
                    cj.depend.remove(after);
                }
                setHold(cj);
            }
        }
    }

    /** One RegisterDep request from {@code from} to {@code targetId}; the refusal, or null. */
    private PbsError request(EmuJob from, String targetId, int type, int op) {
        if (c.arrays.named(targetId) != null) { // req_registerarray: only REGISTER does anything
            return op == REGISTER ? c.arrays.register(from, targetId, type) : null;
        }
        EmuJob target = c.find(targetId);
        if (target == null) {
            return PbsError.UNKJOBID;
        }
        if (type >= DependEntry.FIRST_ARRAY) {
            return PbsError.IVALREQ; // register_dependency knows no array type
        }
        if (target.state == 'C' || target.state == 'E') {
            boolean met = type == DependEntry.AFTER || type == DependEntry.AFTERANY
                    || type == DependEntry.AFTEROK && target.exitStatus == 0
                    || type == DependEntry.AFTERNOTOK && target.exitStatus != 0;
            if (met) {
                return PbsError.BADSTATE;
            }
        }
        return switch (op) {
            case REGISTER -> register(from, target, type);
            case RELEASE -> release(from, target, type);
            case READY -> ready(from, target);
            case DELETE -> {
                if (target.id.equals(from.id)) {
                    yield PbsError.IVALREQ;
                }
                if (target.state != 'R' && target.state != 'E' && target.state != 'C') {
                    c.abort(target, from.id);
                }
                yield null;
            }
            default -> PbsError.IVALREQ;
        };
    }

    private PbsError register(EmuJob child, EmuJob parent, int type) {
        if (parent.id.equals(child.id)) {
            return PbsError.IVALREQ;
        }
        if (type == DependEntry.SYNCWITH) {
            DependEntry master = DependEntry.find(parent.depend, DependEntry.SYNCCOUNT);
            if (master == null) {
                return PbsError.NOSYNCMSTR;
            }
            PbsError r = registerSync(master, child.id, cost(child));
            if (master.registered > master.expected) {
                releaseCheapest(parent, master);
            }
            return r;
        }
        if (type <= DependEntry.AFTERANY) {
            mirrorOn(parent, type, child.id);
            return null;
        }
        if (!parent.user.equals(child.user)) {
            return PbsError.PERM;
        }
        DependEntry on = DependEntry.find(parent.depend, DependEntry.ON);
        if (on == null) {
            return DependEntry.find(parent.depend, DependEntry.mirror(type)) == null ? PbsError.BADDEPEND : null;
        }
        if (mirrorOn(parent, type, child.id) && --on.expected <= 0) {
            parent.depend.remove(on);
        }
        return null;
    }

    /** {@code register_dep}: the mirror entry naming {@code child}; true when it is new. */
    private static boolean mirrorOn(EmuJob parent, int type, String child) {
        DependEntry e = DependEntry.findOrMake(parent.depend, DependEntry.mirror(type));
        if (e.find(child) != null) {
            return false;
        }
        e.add(child);
        return true;
    }

    private PbsError release(EmuJob from, EmuJob target, int type) {
        if (type == DependEntry.SYNCWITH) {
            DependEntry e = DependEntry.find(target.depend, DependEntry.SYNCCOUNT);
            e = e != null ? e : DependEntry.find(target.depend, DependEntry.SYNCWITH);
            if (e == null) {
                return PbsError.NOSYNCMSTR;
            }
            e.released = true;
            setHold(target);
            return null;
        }
        DependEntry e = DependEntry.find(target.depend, DependEntry.mirror(type));
        if (e == null || !e.remove(from.id)) {
            return PbsError.IVALREQ;
        }
        if (e.jobs.isEmpty()) {
            target.depend.remove(e);
            setHold(target);
        }
        return null;
    }

    private PbsError ready(EmuJob member, EmuJob master) {
        DependEntry e = DependEntry.find(master.depend, DependEntry.SYNCCOUNT);
        if (e == null) {
            return PbsError.NOSYNCMSTR;
        }
        DependEntry.Member m = e.find(member.id);
        if (m != null) {
            m.state = READY;
        }
        releaseCheapest(master, e);
        return null;
    }

    /** {@code post_doq}: the job named refused the registration. */
    private void registrationRefused(EmuJob child, int type, String parent, PbsError refused) {
        DependEntry e = DependEntry.find(child.depend, type);
        if (e != null && e.remove(parent)) {
            if (refused != PbsError.BADSTATE) {
                c.addHold(child, 'u');
            }
            setHold(child);
        }
    }

    private static PbsError registerSync(DependEntry e, String member, long cost) {
        if (e.find(member) != null) {
            return null;
        }
        e.add(member).cost = cost;
        return ++e.registered > e.expected + 1 ? PbsError.IVALREQ : null;
    }

    /** {@code release_cheapest}: the sync set's cheapest member not yet released is released. */
    private void releaseCheapest(EmuJob master, DependEntry set) {
        DependEntry.Member cheapest = null;
        for (DependEntry.Member m : set.jobs) {
            if (m.state == 0 && (cheapest == null || m.cost < cheapest.cost)) {
                cheapest = m;
            }
        }
        if (cheapest != null && request(master, cheapest.id, DependEntry.SYNCWITH, RELEASE) == null) {
            cheapest.state = RELEASE;
        }
    }

    /** {@code calc_job_cost}: TORQUE 6.1 charges every job the same. */
    private static long cost(EmuJob j) {
        return 0;
    }

    /** {@code set_depend_hold}: put the system hold on while an entry holds the job, take it off when none does. */
    void setHold(EmuJob j) {
        setHold(j, null);
    }

    /**
     * The same; when no entry holds the job, the arrays its array entries name (but {@code except},
     * whose update this is) judge it again: an array entry never holds the job here, its array does.
     */
    void setHold(EmuJob j, EmuArray except) {
        if (j.state != 'Q' && j.state != 'H') {
            return;
        }
        boolean hold = false;
        for (DependEntry e : j.depend) {
            hold |= switch (e.type) {
                case DependEntry.SYNCCOUNT -> !e.released;
                case DependEntry.SYNCWITH -> !e.jobs.isEmpty() && !e.released;
                case DependEntry.AFTER, DependEntry.AFTEROK, DependEntry.AFTERNOTOK, DependEntry.AFTERANY ->
                        !e.jobs.isEmpty() && afterHolds(e.type, c.find(e.jobs.get(0).id));
                case DependEntry.ON -> e.expected > 0;
                default -> false;
            };
        }
        if (hold) {
            c.addHold(j, 's');
            j.dependHeld = true;
            return;
        }
        if (j.dependHeld) {
            j.dependHeld = false;
            c.removeHold(j, 's');
        }
        c.arrays.namedBy(j, except).forEach(c.arrays::dependHolds);
    }

    private static boolean afterHolds(int type, EmuJob other) {
        if (other == null) {
            return true;
        }
        if (type == DependEntry.AFTER) {
            return other.state == 'Q' || other.state == 'H' || other.state == 'W' || other.state == 'T';
        }
        if (other.state != 'C') {
            return true;
        }
        return type == DependEntry.AFTEROK && other.exitStatus != 0 || type == DependEntry.AFTERNOTOK && other.exitStatus == 0;
    }
}
