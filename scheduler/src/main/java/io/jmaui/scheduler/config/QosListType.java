package io.jmaui.scheduler.config;

/**
 * How a credential's QOS access list (QLIST, with its QDEF) combines with the others of a job
 * (guide 7.3, fs.cfg's QLIST): OR adds to what the job may use, AND ({@code QLIST=a,b&}) limits it
 * to the intersection, ONLY ({@code QLIST=a,b^}, Maui's third form) replaces it.
 */
public enum QosListType {
    OR,
    AND,
    ONLY;

    static QosListType of(String mark) {
        return switch (mark) {
            case "&" -> AND;
            case "^" -> ONLY;
            default -> OR;
        };
    }
}
