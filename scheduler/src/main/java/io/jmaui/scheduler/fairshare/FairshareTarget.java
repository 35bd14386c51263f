package io.jmaui.scheduler.fairshare;

import java.util.Locale;
import java.util.Objects;

/**
 * A credential's FSTARGET (guide 6.3.3, fs.cfg): a percentage of delivered usage and how it acts.
 * Maui's spellings: {@code 25} a target, {@code 25+} a floor, {@code 25-} a ceiling (the guide's
 * priority "cap": it only lowers priority), {@code 25%} a relative cap and {@code 90000^} an
 * absolute cap in usage units. Only the last two make a job infeasible (6.3.3.2, MFSCheckCap).
 */
public record FairshareTarget(double value, Mode mode) {

    /** Maui's fairshare target modes and their maui.cfg suffixes. */
    public enum Mode {
        TARGET(""),
        FLOOR("+"),
        CEILING("-"),
        CAP_RELATIVE("%"),
        CAP_ABSOLUTE("^");

        private final String suffix;

        Mode(String suffix) {
            this.suffix = suffix;
        }

        public String suffix() {
            return suffix;
        }

        /** A cap blocks jobs; the other modes only steer priority. */
        public boolean isCap() {
            return this == CAP_RELATIVE || this == CAP_ABSOLUTE;
        }
    }

    public FairshareTarget {
        Objects.requireNonNull(mode, "mode");
    }

    /**
     * Parses an FSTARGET value: a number and an optional mode suffix.
     *
     * @throws IllegalArgumentException naming the value and what was expected
     */
    public static FairshareTarget parse(String text) {
        String s = text.trim();
        Mode mode = Mode.TARGET;
        for (Mode m : Mode.values()) {
            if (!m.suffix.isEmpty() && s.endsWith(m.suffix)) {
                mode = m;
                s = s.substring(0, s.length() - 1);
            }
        }
        try {
            double v = Double.parseDouble(s);
            if (!Double.isFinite(v) || v < 0) {
                throw new NumberFormatException();
            }
            return new FairshareTarget(v, mode);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("FSTARGET \"" + text
                    + "\": expected a non-negative number optionally followed by +, -, % or ^", e);
        }
    }

    /** Maui's rendering, e.g. {@code 25.00-}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%.2f%s", value, mode.suffix);
    }
}
