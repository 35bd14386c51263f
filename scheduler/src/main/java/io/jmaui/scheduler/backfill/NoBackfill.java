package io.jmaui.scheduler.backfill;

/** BACKFILLPOLICY NONE: backfill disabled; only the priority pass starts jobs. */
final class NoBackfill implements BackfillPolicy {

    static final String NAME = "NONE";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void fill(BackfillRun run) {
    }
}
