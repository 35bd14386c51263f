package io.jmaui.scheduler.model;

import java.util.Locale;
import java.util.Optional;

/**
 * TORQUE's job dependency types ({@code qsub -W depend=TYPE:...}), as pbs_server names them in a
 * job's {@code depend} attribute; the wire name is the constant's name in lower case.
 *
 * <p>Only the {@code after} kinds, {@code on}, the sync kinds and the {@code after*array} kinds
 * hold the job that carries them. A {@code before*} entry never does: when job B is submitted with
 * {@code afterok:A}, pbs_server gives A the mirror entry {@code beforeok:B}, which tells A's end
 * to release (or delete) B; A itself runs whenever it may.
 */
public enum DependencyType {
    /** Start after the named jobs have started. */
    AFTER,
    /** Start after the named jobs have ended with exit status 0. */
    AFTEROK,
    /** Start after the named jobs have ended with a non-zero exit status. */
    AFTERNOTOK,
    /** Start after the named jobs have ended, however they ended. */
    AFTERANY,
    /** The named jobs may start once this one has started (the mirror of AFTER). */
    BEFORE,
    /** The named jobs may start once this one has ended with exit status 0. */
    BEFOREOK,
    /** The named jobs may start once this one has ended with a non-zero exit status. */
    BEFORENOTOK,
    /** The named jobs may start once this one has ended. */
    BEFOREANY,
    /** Held until {@code count} more jobs have named this one in a {@code before*} dependency. */
    ON,
    /** A member of the sync set whose master is the named job: released when the set is complete. */
    SYNCWITH,
    /** The master of a sync set of {@code count} other jobs. */
    SYNCCOUNT,
    /** Start after {@code count} jobs of the named array have started (0: all of them). */
    AFTERSTARTARRAY,
    /** Start after {@code count} jobs of the named array have ended with exit status 0. */
    AFTEROKARRAY,
    /** Start after {@code count} jobs of the named array have ended with a non-zero exit status. */
    AFTERNOTOKARRAY,
    /** Start after {@code count} jobs of the named array have ended. */
    AFTERANYARRAY,
    BEFORESTARTARRAY,
    BEFOREOKARRAY,
    BEFORENOTOKARRAY,
    BEFOREANYARRAY;

    /** The name pbs_server and qsub use, e.g. {@code afterok}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<DependencyType> fromWire(String name) {
        for (DependencyType t : values()) {
            if (t.wireName().equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Whether an entry of this type can keep the job carrying it from starting. */
    public boolean holdsTheJob() {
        return !isBefore();
    }

    /** The {@code before*} kinds, single and array: they never hold the job that carries them. */
    public boolean isBefore() {
        return switch (this) {
            case BEFORE, BEFOREOK, BEFORENOTOK, BEFOREANY,
                 BEFORESTARTARRAY, BEFOREOKARRAY, BEFORENOTOKARRAY, BEFOREANYARRAY -> true;
            default -> false;
        };
    }

    /** The kinds that name an array ({@code 12[].srv}) rather than jobs. */
    public boolean isArray() {
        return ordinal() >= AFTERSTARTARRAY.ordinal();
    }

    /** The kinds whose argument is a count ({@code on:2}, {@code synccount:3}), not job ids. */
    public boolean isCount() {
        return this == ON || this == SYNCCOUNT;
    }
}
