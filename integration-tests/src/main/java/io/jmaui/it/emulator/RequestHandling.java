package io.jmaui.it.emulator;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.JobIdBody;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.message.RunJobBody;
import io.jmaui.pbs.message.SignalJobBody;
import io.jmaui.pbs.message.StatusBody;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.server.ServerConnection;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** One batch request against the {@link ClusterState}, answered as pbs_server 6.1 answers it. */
final class RequestHandling {

    private final ClusterState state;
    private final Consumer<String> onStarted;

    RequestHandling(ClusterState state, Consumer<String> onStarted) {
        this.state = state;
        this.onStarted = onStarted;
    }

    BatchReply answer(BatchRequest request, ServerConnection connection) {
        return switch (request.type()) {
            case StatusJob -> statusJobs((StatusBody) request.body(), request.extension());
            case StatusNode -> statusNodes((StatusBody) request.body());
            case StatusQue -> statusQueues((StatusBody) request.body());
            case StatusSvr -> BatchReply.status(List.of(StatusViews.server(state, filter((StatusBody) request.body()))));
            case RunJob, AsyrunJob -> {
                RunJobBody b = (RunJobBody) request.body();
                Refusal r = state.runJob(b.jobId(), b.destination());
                if (r == null) {
                    onStarted.accept(b.jobId());
                }
                yield reply(r);
            }
            case ModifyJob, AsyModifyJob -> {
                ManageBody b = (ManageBody) request.body();
                yield reply(state.modify(b.objectName(), b.attributes()));
            }
            case HoldJob, ReleaseJob -> {
                ManageBody b = (ManageBody) request.body();
                String types = b.attributes().stream().filter(a -> a.name().equals("Hold_Types"))
                        .map(Attribute::value).findFirst().orElse("u");
                yield reply(state.hold(b.objectName(), types, request.type() == io.jmaui.pbs.message.RequestType.ReleaseJob));
            }
            case DeleteJob -> reply(state.delete(((ManageBody) request.body()).objectName()));
            case SignalJob, AsySignalJob -> {
                SignalJobBody b = (SignalJobBody) request.body();
                yield reply(state.signal(b.jobId(), b.signal()));
            }
            case Rerun -> reply(state.rerun(((JobIdBody) request.body()).jobId()));
            case CheckpointJob -> reply(state.checkpoint(((ManageBody) request.body()).objectName()));
            case Manager -> manage((ManageBody) request.body());
            case MessJob -> BatchReply.ack();
            case SelectJobs -> BatchReply.select(state.jobIds().stream().sorted().toList());
            case AuthenUser -> {
                connection.authenticate(request.header().user());
                yield BatchReply.ack();
            }
            default -> BatchReply.error(PbsError.UNKREQ);
        };
    }

    /**
     * req_stat_job: every job, a queue's, one job, or an array's sub-jobs ({@code 12[].srv}); with
     * the extension {@code summarize_arrays} (qstat without -t) each array shows as its template
     * instead, and an array named shows the whole server's summary, as pbs_server 6.1 does.
     */
    private BatchReply statusJobs(StatusBody b, String extension) {
        Set<String> filter = filter(b);
        String id = b.id();
        boolean summary = extension != null && extension.regionMatches(true, 0, "summarize_arrays", 0, 16);
        synchronized (state) {
            List<EmuJob> jobs;
            Attribute unknown = b.attributes().stream().filter(a -> !JobAttributes.known(a.name())).findFirst()
                    .orElse(null);
            if (unknown != null && !state.jobs.isEmpty()) {
                return BatchReply.error(PbsError.NOATTR.code(), PbsError.NOATTR.text() + unknown.name());
            }
            if (id.isEmpty() || id.startsWith("@")) {
                jobs = List.copyOf(state.jobs.values());
            } else if (Character.isDigit(id.charAt(0))) {
                EmuArray array = state.arrays.named(id);
                EmuJob j = state.jobs.get(id);
                if (array != null) {
                    jobs = summary ? List.copyOf(state.jobs.values()) : state.arrays.subJobs(array);
                } else if (j == null) {
                    return BatchReply.error(PbsError.UNKJOBID.code(), PbsError.UNKJOBID.text() + " MSG=cannot locate job");
                } else {
                    jobs = List.of(j);
                    summary = false;
                }
            } else {
                if (!state.queues.containsKey(id)) {
                    return BatchReply.error(PbsError.UNKQUE);
                }
                jobs = state.jobs.values().stream().filter(j -> j.queue.equals(id)).toList();
            }
            List<StatusObject> out = new ArrayList<>();
            (summary ? state.arrays.summary(jobs) : jobs).forEach(j -> out.add(StatusViews.job(j, state, filter)));
            return BatchReply.status(out);
        }
    }

    private BatchReply statusNodes(StatusBody b) {
        Set<String> filter = filter(b);
        String id = b.id();
        long now = state.now();
        synchronized (state) {
            if (state.nodes.isEmpty()) {
                return BatchReply.error(PbsError.NONODES);
            }
            if (id.isEmpty() || id.startsWith("@") || id.equals(":ALL")) {
                return BatchReply.status(state.nodes.values().stream().map(n -> StatusViews.node(n, now, filter)).toList());
            }
            if (id.startsWith(":")) {
                String prop = id.substring(1);
                return BatchReply.status(state.nodes.values().stream().filter(n -> n.properties.contains(prop))
                        .map(n -> StatusViews.node(n, now, filter)).toList());
            }
            EmuNode n = state.nodes.get(id);
            return n == null ? BatchReply.error(PbsError.UNKNODE) : BatchReply.status(List.of(StatusViews.node(n, now, filter)));
        }
    }

    private BatchReply statusQueues(StatusBody b) {
        Set<String> filter = filter(b);
        synchronized (state) {
            if (b.id().isEmpty() || b.id().startsWith("@")) {
                return BatchReply.status(state.queues.values().stream().map(q -> StatusViews.queue(q, state, filter)).toList());
            }
            EmuQueue q = state.queues.get(b.id());
            return q == null ? BatchReply.error(PbsError.UNKQUE) : BatchReply.status(List.of(StatusViews.queue(q, state, filter)));
        }
    }

    /** pbsnodes -o / -c: Manager SET NODE state=offline with INCR / DECR, note=... */
    private BatchReply manage(ManageBody b) {
        if (b.objectType() != ObjectType.NODE) {
            return BatchReply.error(PbsError.IVALREQ);
        }
        synchronized (state) {
            EmuNode n = state.nodes.get(b.objectName());
            if (n == null) {
                return BatchReply.error(PbsError.UNKNODE);
            }
            for (Attribute a : b.attributes()) {
                if (a.name().equals("state") && a.value().equals("offline")) {
                    n.offline = a.op() != io.jmaui.pbs.message.BatchOp.DECR;
                } else if (a.name().equals("note")) {
                    n.note = a.value().isEmpty() ? null : a.value();
                }
            }
            return BatchReply.ack();
        }
    }

    private static Set<String> filter(StatusBody b) {
        return b.attributes().stream().map(Attribute::name).collect(Collectors.toSet());
    }

    private static BatchReply reply(Refusal r) {
        return r == null ? BatchReply.ack() : BatchReply.error(r.error().code(), r.text());
    }
}
