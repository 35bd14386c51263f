package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

/** Test fixtures: times as literals and windows built line by line, like an FS file. */
final class Windows {

    private Windows() {
    }

    /** Epoch seconds of a UTC time written {@code 2024-01-01T12:00}. */
    static long at(String isoMinute) {
        return Instant.parse(isoMinute + ":00Z").getEpochSecond();
    }

    static Builder window(String isoMinute) {
        return new Builder(at(isoMinute));
    }

    static final class Builder {
        private final long start;
        private final Map<CredentialKind, Map<String, Double>> usage = new EnumMap<>(CredentialKind.class);
        private Double total;

        private Builder(long start) {
            this.start = start;
        }

        Builder user(String name, double u) {
            return add(CredentialKind.USER, name, u);
        }

        Builder add(CredentialKind kind, String name, double u) {
            usage.computeIfAbsent(kind, k -> new TreeMap<>()).put(name, u);
            return this;
        }

        Builder total(double t) {
            total = t;
            return this;
        }

        FairshareWindow build() {
            return total == null ? new FairshareWindow(start, usage) : new FairshareWindow(start, usage, total);
        }
    }
}
