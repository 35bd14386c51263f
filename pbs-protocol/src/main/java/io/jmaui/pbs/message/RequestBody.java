package io.jmaui.pbs.message;

/**
 * The body of a batch request; which record is fixed by the request type
 * ({@link RequestType#body()}, wire doc §3.2).
 */
public sealed interface RequestBody
    permits EmptyBody, JobIdBody, StatusBody, ManageBody, RunJobBody, SelectBody,
        SignalJobBody, MessJobBody, QueueJobBody, JobFileBody, AuthenUserBody,
        AltAuthenUserBody {}
