package io.jmaui.pbs.message;

/** The body of a reply; which record is fixed by the choice ({@link ReplyChoice#body()}, wire doc §2.3). */
public sealed interface ReplyBody
    permits NullReply, JobIdReply, SelectReply, StatusReply, TextReply, LocateReply,
        RescQueryReply {}
