package io.jmaui.pbs.client;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.ManagerCommand;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.ReplyChoice;
import io.jmaui.pbs.message.RequestBody;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.RunJobBody;
import io.jmaui.pbs.message.StatusBody;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.jmaui.pbs.message.TextReply;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * How a {@link PbsClient} call becomes a request on a connection and its reply a result: the
 * request built with the client's user, sent on the main connection (or a side one), a nonzero
 * reply code turned into {@link PbsServerException}, the reply body checked against the choice the
 * request expects.
 */
final class Exchanges {

    private final PbsClientConfig config;
    private final ClientConnection connection;

    Exchanges(PbsClientConfig config, ClientConnection connection) {
        this.config = config;
        this.connection = connection;
    }

    CompletableFuture<List<StatusObject>> status(RequestType type, String id, List<String> names) {
        return status(type, id, names, KnownObjects.NONE);
    }

    CompletableFuture<List<StatusObject>> status(RequestType type, String id, List<String> names,
                                                 KnownObjects known) {
        List<Attribute> filter = names.stream().map(Attribute::filter).toList();
        String description = type.name() + (id.isEmpty() ? "" : " " + id);
        return send(connection, request(type, new StatusBody(id, filter)), description, config.requestTimeout(), known)
                .thenApply(reply -> body(reply, ReplyChoice.Status, StatusReply.class, description)
                        .objects());
    }

    CompletableFuture<Void> run(RequestType type, String jobId, String hostList, Duration timeout) {
        String description = type.name() + " " + jobId + (hostList.isEmpty() ? "" : " on " + hostList);
        return ack(request(type, new RunJobBody(jobId, hostList)), description, timeout);
    }

    CompletableFuture<Void> manage(RequestType type, ManagerCommand command, String jobId,
            List<Attribute> attributes, Duration timeout) {
        BatchRequest request = request(type, new ManageBody(command, ObjectType.JOB, jobId, attributes));
        return ack(request, type.name() + " " + jobId, timeout);
    }

    CompletableFuture<Void> ack(BatchRequest request, String description, Duration timeout) {
        return send(request, description, timeout).thenApply(reply -> null);
    }

    BatchRequest request(RequestType type, RequestBody body) {
        return BatchRequest.of(type, config.auth().user(), body);
    }

    CompletableFuture<BatchReply> send(BatchRequest request, String description, Duration timeout) {
        return send(connection, request, description, timeout);
    }

    CompletableFuture<BatchReply> send(ClientConnection on, BatchRequest request, String description,
                                       Duration timeout) {
        return send(on, request, description, timeout, KnownObjects.NONE);
    }

    CompletableFuture<BatchReply> send(ClientConnection on, BatchRequest request, String description,
                                       Duration timeout, KnownObjects known) {
        return on.submit(request, description, timeout, known).thenApply(message -> {
            BatchReply reply = (BatchReply) message;
            if (!reply.isSuccess()) {
                String text = reply.body() instanceof TextReply t ? t.text() : "";
                throw new PbsServerException(connection.server().toString(), description, reply.code(), text);
            }
            return reply;
        });
    }

    <T> T body(BatchReply reply, ReplyChoice expected, Class<T> type, String description) {
        if (reply.choice() != expected) {
            throw new IllegalStateException(connection.server() + ": " + description + ": expected a "
                    + expected + " reply, got " + reply.choice());
        }
        return type.cast(reply.body());
    }
}
