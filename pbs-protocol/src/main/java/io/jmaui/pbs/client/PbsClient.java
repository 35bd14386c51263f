package io.jmaui.pbs.client;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.JobIdBody;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.ManagerCommand;
import io.jmaui.pbs.message.MessJobBody;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.ReplyChoice;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.SelectBody;
import io.jmaui.pbs.message.SelectReply;
import io.jmaui.pbs.message.SignalJobBody;
import io.jmaui.pbs.message.StatusObject;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.EventLoopGroup;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * An asynchronous client of pbs_server's batch protocol (wire doc §2, §3): one connection,
 * requests strictly one at a time in submission order, authentication per
 * {@link PbsClientConfig#auth()}, reconnect with backoff, per-request timeouts. Requests that
 * need no order with the others ({@link #modifyJobAside}: a job's comment) go on
 * {@link #SIDE_CONNECTIONS} side connections ({@link SideConnections}).
 *
 * <p>Every method returns at once. Its future completes with the result or fails with
 * {@link PbsServerException} (pbs_server refused: code, name, texts), {@link PbsConnectionException}
 * (unreachable, authentication refused, timeout, connection lost, TORQUE 2.5) or the codec's
 * {@code DisException} (garbage on the wire); after the latter two the connection is dropped and
 * the next request reconnects. No future is left hanging: a request waits in the queue for the
 * requests before it and, after failures, for the reconnect backoff (at most
 * {@link PbsClientConfig#backoffMax()}); a failed connect fails everything queued at once; on the
 * wire every request has its timeout; {@link #close()} fails what is still queued.
 *
 * <pre>{@code
 * try (PbsClient pbs = PbsClient.create(PbsClientConfig.of("localhost", 15001, AuthMode.AUTO))) {
 *     List<StatusObject> jobs = pbs.statJobs().join();
 *     pbs.runJob("17.srv", "n1:ppn=2+n2").join();
 * }
 * }</pre>
 */
public final class PbsClient implements AutoCloseable {

    private final PbsClientConfig config;
    private final EventLoopGroup group;
    private final boolean ownsGroup;
    /** Side connections: pbs_server serves each on a thread of its request pool; a few overlap well without crowding it. */
    public static final int SIDE_CONNECTIONS = 4;

    private final ClientConnection connection;
    private final SideConnections side;
    private final Exchanges exchanges;

    private PbsClient(PbsClientConfig config, EventLoopGroup group, boolean ownsGroup, RequestGuard guard) {
        this.config = config;
        this.group = group;
        this.ownsGroup = ownsGroup;
        Bootstrap bootstrap = new Bootstrap().group(group).channel(ClientTransport.channelClass(group));
        this.connection = new ClientConnection(config, group.next(), bootstrap,
                BatchRequest.disconnect(config.auth().user()), guard);
        this.side = new SideConnections(SIDE_CONNECTIONS, config, group, bootstrap, guard);
        this.exchanges = new Exchanges(config, connection);
    }

    /** A client with its own one-thread event loop (epoll on Linux, else NIO). Connects lazily. */
    public static PbsClient create(PbsClientConfig config) {
        return create(config, RequestGuard.NONE);
    }

    /**
     * {@link #create(PbsClientConfig)} with a guard checked right before each request is written:
     * a request it refuses fails with the guard's exception and never reaches pbs_server.
     */
    public static PbsClient create(PbsClientConfig config, RequestGuard guard) {
        return new PbsClient(config, ClientTransport.newGroup(), true, guard);
    }

    /**
     * A client on a shared event loop group, which {@link #close()} leaves running. With
     * {@code trqauthd} auth the group must be an {@code EpollEventLoopGroup}.
     */
    public static PbsClient create(PbsClientConfig config, EventLoopGroup group) {
        return new PbsClient(config, group, false, RequestGuard.NONE);
    }

    /** The configuration. */
    public PbsClientConfig config() {
        return config;
    }

    /**
     * Wall time spent decoding replies since the client was created: the decoding happens on the
     * client's I/O thread as the bytes arrive, so a caller timing a request takes this difference
     * to tell decoding from waiting.
     */
    public long decodeNanos() {
        return connection.decodeNanos.get();
    }

    /** All jobs with all attributes (StatusJob {@code ""}). */
    public CompletableFuture<List<StatusObject>> statJobs() {
        return statJobs("", List.of());
    }

    /**
     * StatusJob: {@code id} is {@code ""} for all jobs, a job id, or a queue name; {@code attributes}
     * filters the attributes returned (empty = all).
     */
    public CompletableFuture<List<StatusObject>> statJobs(String id, List<String> attributes) {
        return statJobs(id, attributes, KnownObjects.NONE);
    }

    /**
     * {@link #statJobs(String, List)}, the jobs {@code known} says the caller holds with the same
     * attribute bytes coming {@linkplain io.jmaui.pbs.message.EncodedAttributes#withheld withheld}
     * (the daemon's poll: only what changed is copied out of the reply).
     */
    public CompletableFuture<List<StatusObject>> statJobs(String id, List<String> attributes, KnownObjects known) {
        return exchanges.status(RequestType.StatusJob, id, attributes, known);
    }

    /** All nodes with all attributes (StatusNode {@code ""}). */
    public CompletableFuture<List<StatusObject>> statNodes() {
        return statNodes("", List.of());
    }

    /** StatusNode: {@code id} is {@code ""} for all, {@code :prop} for a property, or a node name. */
    public CompletableFuture<List<StatusObject>> statNodes(String id, List<String> attributes) {
        return statNodes(id, attributes, KnownObjects.NONE);
    }

    /** {@link #statNodes(String, List)}, the nodes {@code known} holds withheld (as {@link #statJobs(String, List, KnownObjects)}). */
    public CompletableFuture<List<StatusObject>> statNodes(String id, List<String> attributes, KnownObjects known) {
        return exchanges.status(RequestType.StatusNode, id, attributes, known);
    }

    /** All queues with all attributes (StatusQue {@code ""}). */
    public CompletableFuture<List<StatusObject>> statQueues() {
        return statQueues("", List.of());
    }

    /** StatusQue: {@code id} is {@code ""} for all queues or a queue name. */
    public CompletableFuture<List<StatusObject>> statQueues(String id, List<String> attributes) {
        return exchanges.status(RequestType.StatusQue, id, attributes);
    }

    /** StatusSvr: the server object with all its attributes. */
    public CompletableFuture<StatusObject> statServer() {
        return exchanges.status(RequestType.StatusSvr, "", List.of()).thenApply(objects -> {
            if (objects.size() != 1) {
                throw new IllegalStateException(connection.server() + ": StatusSvr: expected one server "
                        + "object, got " + objects.size());
            }
            return objects.get(0);
        });
    }

    /** SelectJobs: ids of the jobs matching every criterion (ops EQ, NE, GE, GT, LE, LT). */
    public CompletableFuture<List<String>> selectJobs(List<Attribute> criteria) {
        BatchRequest request = exchanges.request(RequestType.SelectJobs, new SelectBody(criteria));
        return exchanges.send(request, "SelectJobs " + criteria.size() + " criteria", config.requestTimeout())
                .thenApply(reply -> exchanges.body(reply, ReplyChoice.Select, SelectReply.class, "SelectJobs").jobIds());
    }

    /**
     * RunJob: start {@code jobId} on {@code hostList} ({@code n1:ppn=2+n2}, or {@code ""} for the
     * job's own {@code neednodes}, wire doc §3.3). Completes when the MOM has accepted the job.
     */
    public CompletableFuture<Void> runJob(String jobId, String hostList) {
        return exchanges.run(RequestType.RunJob, jobId, hostList, config.slowRequestTimeout());
    }

    /** AsyrunJob: like {@link #runJob} but answered right after placement, before the MOM. */
    public CompletableFuture<Void> asyrunJob(String jobId, String hostList) {
        return exchanges.run(RequestType.AsyrunJob, jobId, hostList, config.requestTimeout());
    }

    /** ModifyJob: set {@code attributes} (e.g. {@code comment}, {@code Resource_List.neednodes}). */
    public CompletableFuture<Void> modifyJob(String jobId, List<Attribute> attributes) {
        return exchanges.manage(RequestType.ModifyJob, ManagerCommand.SET, jobId, attributes,
                config.slowRequestTimeout());
    }

    /**
     * ModifyJob on a side connection: ordered only with earlier side requests for the same job,
     * not with this client's other requests; for what may overlap with everything else (a job's
     * {@code comment}). A ModifyJob that must reach pbs_server before a later RunJob uses
     * {@link #modifyJob}. Fails as {@link #modifyJob} does.
     */
    public CompletableFuture<Void> modifyJobAside(String jobId, List<Attribute> attributes) {
        BatchRequest request = exchanges.request(RequestType.ModifyJob,
                new ManageBody(ManagerCommand.SET, ObjectType.JOB, jobId, attributes));
        return exchanges.send(side.forKey(jobId), request, "ModifyJob " + jobId, config.slowRequestTimeout())
                .thenApply(reply -> null);
    }

    /** HoldJob with {@code Hold_Types} {@code holdTypes} ({@code u} user, {@code o} operator, {@code s} system). */
    public CompletableFuture<Void> holdJob(String jobId, String holdTypes) {
        return exchanges.manage(RequestType.HoldJob, ManagerCommand.SET, jobId,
                List.of(Attribute.of("Hold_Types", holdTypes)), config.requestTimeout());
    }

    /** ReleaseJob: remove the holds in {@code holdTypes}. */
    public CompletableFuture<Void> releaseJob(String jobId, String holdTypes) {
        return exchanges.manage(RequestType.ReleaseJob, ManagerCommand.SET, jobId,
                List.of(Attribute.of("Hold_Types", holdTypes)), config.requestTimeout());
    }

    /** DeleteJob. */
    public CompletableFuture<Void> deleteJob(String jobId) {
        return exchanges.manage(RequestType.DeleteJob, ManagerCommand.DELETE, jobId, List.of(),
                config.slowRequestTimeout());
    }

    /** SignalJob: {@code signal} is e.g. {@code SIGTERM}, {@code suspend}, {@code resume}. */
    public CompletableFuture<Void> signalJob(String jobId, String signal) {
        return exchanges.ack(exchanges.request(RequestType.SignalJob, new SignalJobBody(jobId, signal)),
                "SignalJob " + jobId + " " + signal, config.slowRequestTimeout());
    }

    /**
     * Rerun (qrerun): pbs_server kills the running job and puts it back in the queue, keeping its
     * id. Refused with PBSE_NORERUN when the job is not {@code Rerunable}, PBSE_BADSTATE when it
     * is not running (a queued job is acknowledged as is), PBSE_PERM without manager or operator
     * rights. Completes when the server has asked the MOM to kill it, before the job is queued.
     */
    public CompletableFuture<Void> rerunJob(String jobId) {
        return exchanges.ack(exchanges.request(RequestType.Rerun, new JobIdBody(jobId)), "Rerun " + jobId, config.slowRequestTimeout());
    }

    /**
     * CheckpointJob (qchkpt): the MOM checkpoints the running job, which goes on running.
     * Refused with PBSE_IVALREQ ("job is not checkpointable") unless its {@code Checkpoint} names
     * {@code s}, {@code c} or {@code enabled}.
     */
    public CompletableFuture<Void> checkpointJob(String jobId) {
        return exchanges.manage(RequestType.CheckpointJob, ManagerCommand.SET, jobId, List.of(), config.slowRequestTimeout());
    }

    /** MessJob: append {@code text} to the job's stdout (file 1) or stderr (file 2). */
    public CompletableFuture<Void> messJob(String jobId, int file, String text) {
        return exchanges.ack(exchanges.request(RequestType.MessJob, new MessJobBody(jobId, file, text)),
                "MessJob " + jobId, config.slowRequestTimeout());
    }

    /**
     * Sends any request and returns its reply; a nonzero code fails the future with
     * {@link PbsServerException}. The request's header user should be {@code config().auth().user()}.
     */
    public CompletableFuture<BatchReply> send(BatchRequest request) {
        return exchanges.send(request, request.type().name(), config.requestTimeout());
    }

    /** Fails queued requests, sends Disconnect, closes the connection; completes when closed. */
    public CompletableFuture<Void> closeAsync() {
        CompletableFuture<Void> closed = CompletableFuture.allOf(connection.close(), side.close());
        if (!ownsGroup) {
            return closed;
        }
        return closed.whenComplete((v, e) -> group.shutdownGracefully(0, 1, TimeUnit.SECONDS));
    }

    /** {@link #closeAsync()}, waiting up to 5 s for it. */
    @Override
    public void close() {
        try {
            closeAsync().get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            if (ownsGroup) {
                group.shutdownGracefully(0, 0, TimeUnit.SECONDS);
            }
        }
    }
}
