package io.jmaui.it.emulator;

import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.RunJobBody;

/**
 * One request the emulated server answered, as its accounting of who did what: when (wall clock),
 * which request, on which job, from which user (the request header's), and the reply's code (0:
 * done). Tests use it to tell which scheduler sent a RunJob and when a standby's first poll came.
 */
public record LoggedRequest(long atMillis, RequestType type, String jobId, String user, int replyCode) {

    static LoggedRequest of(BatchRequest request, int replyCode) {
        String job = request.body() instanceof RunJobBody r ? r.jobId()
                : request.body() instanceof ManageBody m ? m.objectName() : "";
        return new LoggedRequest(System.currentTimeMillis(), request.type(), job, request.header().user(), replyCode);
    }
}
