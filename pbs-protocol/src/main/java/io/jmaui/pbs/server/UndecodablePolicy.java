package io.jmaui.pbs.server;

/** What the server side does with a request it cannot decode (wire doc §2.5, §8). */
public enum UndecodablePolicy {
    /**
     * As TORQUE 4.2: reply PBSE_DISPROTO (15058) or, for an unknown request type, PBSE_UNKREQ
     * (15005), text {@code "<pbse text> MSG=cannot decode message: <where and why>"}, then close.
     * The default: a client learns at once what was wrong instead of timing out.
     */
    REPLY_AND_CLOSE,
    /** As TORQUE 5.x/6.x: no reply; the connection stays open until the client gives up. */
    SILENT
}
