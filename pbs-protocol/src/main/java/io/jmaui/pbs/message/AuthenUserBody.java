package io.jmaui.pbs.message;

/** AuthenUser (wire doc §3.2, §4.2): the client-side TCP port of the connection to authenticate. */
public record AuthenUserBody(int port) implements RequestBody {}
