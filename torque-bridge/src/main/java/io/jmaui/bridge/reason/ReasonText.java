package io.jmaui.bridge.reason;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.fairshare.FsCapReason;
import io.jmaui.scheduler.iteration.BackfillChunked;
import io.jmaui.scheduler.dependency.DependencyPending;
import io.jmaui.scheduler.iteration.InsufficientResources;
import io.jmaui.scheduler.iteration.JobHeld;
import io.jmaui.scheduler.iteration.MultiNodeJobsDisabled;
import io.jmaui.scheduler.iteration.NegativePriority;
import io.jmaui.scheduler.iteration.PreemptionPending;
import io.jmaui.scheduler.iteration.QosNoBackfill;
import io.jmaui.scheduler.iteration.ReservationWait;
import io.jmaui.scheduler.iteration.ReservedResources;
import io.jmaui.scheduler.iteration.WaitsForPriorityJob;
import io.jmaui.scheduler.jobdefaults.ClassLimitReason;
import io.jmaui.scheduler.limits.GresLimitReason;
import io.jmaui.scheduler.limits.JobSizeReason;
import io.jmaui.scheduler.limits.LimitReason;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.nodeset.NodeSetWait;
import io.jmaui.scheduler.partition.PartitionDenied;
import io.jmaui.scheduler.reservation.ReservationRefusal;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One sentence per reason, e.g. {@code MAXJOB hard limit 2 for user steve reached: 2 active},
 * {@code insufficient resources: needs 8 procs, 3 free}. A reason type without a sentence of its
 * own falls back to its {@link Reason#summary()}.
 */
public final class ReasonText {

    private static final Map<Class<? extends Reason>, Function<Reason, String>> SENTENCES = Map.ofEntries(
            Map.entry(LimitReason.class, r -> limit((LimitReason) r)),
            Map.entry(JobSizeReason.class, r -> jobSize((JobSizeReason) r)),
            Map.entry(ClassLimitReason.class, r -> classLimit((ClassLimitReason) r)),
            Map.entry(GresLimitReason.class, r -> gresLimit((GresLimitReason) r)),
            Map.entry(InsufficientResources.class, r -> ResourcesText.sentence((InsufficientResources) r)),
            Map.entry(ReservedResources.class, r -> reserved((ReservedResources) r)),
            Map.entry(JobHeld.class, r -> held((JobHeld) r)),
            Map.entry(DependencyPending.class, r -> DependencyText.sentence((DependencyPending) r)),
            Map.entry(WaitsForPriorityJob.class, r -> "BACKFILLPOLICY NONE: waits behind higher-priority job "
                    + ((WaitsForPriorityJob) r).jobId()),
            Map.entry(BackfillChunked.class, r -> "backfill chunking (BFCHUNKSIZE " + ((BackfillChunked) r).chunkSize()
                    + "): idle processors are kept for a larger job"),
            Map.entry(FsCapReason.class, r -> fairshareCap((FsCapReason) r)),
            Map.entry(ReservationRefusal.class, r -> ReservationText.sentence((ReservationRefusal) r)),
            Map.entry(ReservationWait.class, r -> ReservationText.sentence((ReservationWait) r)),
            Map.entry(MultiNodeJobsDisabled.class, r -> multiNode((MultiNodeJobsDisabled) r)),
            Map.entry(NodeSetWait.class, r -> nodeSet((NodeSetWait) r)),
            Map.entry(PartitionDenied.class, r -> partition((PartitionDenied) r)),
            Map.entry(PreemptionPending.class, r -> preemption((PreemptionPending) r)),
            Map.entry(QosNoBackfill.class, r -> "QOS " + ((QosNoBackfill) r).qos() + " does not allow backfill (NOBF):"
                    + " waits behind higher-priority job " + ((QosNoBackfill) r).jobId()),
            Map.entry(NegativePriority.class, r -> "priority " + ((NegativePriority) r).priority()
                    + " is negative and REJECTNEGPRIOJOBS is set: the job is not considered"));

    private ReasonText() {
    }

    private static String preemption(PreemptionPending r) {
        String jobs = String.join(", ", r.victims());
        return r.vacating() ? "waiting for preempted job" + (r.victims().size() == 1 ? " " : "s ") + jobs + " to vacate"
                : "preempting " + jobs + "; starts once " + (r.victims().size() == 1 ? "it has" : "they have") + " vacated";
    }

    public static String sentence(Reason reason) {
        Function<Reason, String> f = SENTENCES.get(reason.getClass());
        return f == null ? reason.summary() : f.apply(reason);
    }

    private static String limit(LimitReason r) {
        String who = r.scope() == null ? owner(r.credential(), r.credentialName())
                : word(r.scope()) + " " + r.scopeName() + (r.credential() == null ? "" : " in " + owner(r.credential(), r.credentialName()));
        String override = r.overrideQos() == null ? "" : " (QOS " + r.overrideQos() + " override)";
        String head = r.policy() + " " + (r.hard() ? "hard" : "soft") + " limit " + r.limit() + " for " + who + override
                + " reached: ";
        if (r.kind() == LimitKind.NODE && !r.idle()) {
            // nodes are those the credential's jobs hold together; the job needs this many more
            return head + r.usage() + " nodes in use, job needs " + r.requested() + " more";
        }
        return head + r.usage() + unit(r.kind()) + (r.idle() ? " eligible" : " active")
                + (r.requested() > 0 && r.kind() != LimitKind.JOB ? ", job needs " + r.requested() : "");
    }

    private static String gresLimit(GresLimitReason r) {
        return r.policy() + " " + (r.hard() ? "hard" : "soft") + " limit " + r.limit() + " for "
                + owner(r.credential(), r.credentialName()) + " reached: " + ResourcesText.amount(r.resource(), r.usage())
                + " held, job needs " + r.requested();
    }

    private static String owner(CredentialKind kind, String name) {
        return kind == null ? "the system" : word(kind) + " " + name;
    }

    private static String word(CredentialKind kind) {
        return kind == CredentialKind.ACCOUNT ? "account" : kind.name().toLowerCase(Locale.ROOT);
    }

    private static String unit(LimitKind kind) {
        return switch (kind) {
            case JOB -> "";
            case PROC -> " procs";
            case NODE -> " nodes";
            case MEM -> " MB";
            case PS -> " proc-seconds";
            case PE -> " processor equivalents";
            case WC -> " seconds";
        };
    }

    private static String multiNode(MultiNodeJobsDisabled r) {
        return "ENABLEMULTINODEJOBS is FALSE and the job needs more than one node (" + r.procs()
                + " procs; the largest node has " + r.largestNode() + ")";
    }

    private static String nodeSet(NodeSetWait r) {
        return "waits for a node set (NODESETPOLICY " + r.setPolicy() + ", " + r.attribute()
                + (r.sets().isEmpty() ? "" : " " + String.join(", ", r.sets()))
                + "): no one set has room for it now, though it would fit across sets; NODESETDELAY "
                + io.jmaui.bridge.view.TextFormat.duration(r.delay()) + " lets it wait for one";
    }

    private static String partition(PartitionDenied r) {
        return r.requested().isEmpty() ? "its credentials allow no partition the nodes are in (PLIST/PDEF)"
                : "requested partition " + String.join(", ", r.requested())
                        + " is not among those its credentials allow (PLIST/PDEF)";
    }

    /** {@code CLASSCFG[batch] MAX.WCLIMIT: the job asks for 2:00:00 of walltime, the most allowed is 1:00:00}. */
    private static String classLimit(ClassLimitReason r) {
        String head = "CLASSCFG[" + r.jobClass() + "] " + r.attribute() + ": the job asks for ";
        return r.minimum() ? head + r.requested() + " procs, the fewest allowed is " + r.limit()
                : head + hms(r.requested()) + " of walltime, the most allowed is " + hms(r.limit());
    }

    private static String hms(long seconds) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

    private static String jobSize(JobSizeReason r) {
        return r.parameter() + ": the job asks for " + r.requested() + ", the most allowed is " + r.limit();
    }

    private static String reserved(ReservedResources r) {
        return "needs " + r.procsNeeded() + " procs, " + r.procsFree() + " free to it; "
                + (r.procsIdle() - r.procsFree()) + " idle procs are reserved for others";
    }

    private static String fairshareCap(FsCapReason r) {
        return String.format(Locale.ROOT, "fairshare cap: %s %s would use %.2f of a cap of %.2f (now %.2f)",
                word(r.kind()), r.name(), r.projected(), r.cap(), r.usage());
    }

    /** {@code held (user, system)}; the slot limit of the job's array alone is said as what it is. */
    private static String held(JobHeld r) {
        if (r.holds().equals(java.util.Set.of(io.jmaui.scheduler.model.HoldType.SLOT))) {
            return "held: its array runs as many jobs as its slot limit (qsub -t ...%N); the next starts"
                    + " as one ends";
        }
        return "held (" + r.holds().stream().map(h -> h.name().toLowerCase(Locale.ROOT)).sorted()
                .collect(Collectors.joining(", ")) + ")";
    }
}
