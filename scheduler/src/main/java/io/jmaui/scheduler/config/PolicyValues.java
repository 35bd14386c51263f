package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.Times;

/** Value syntaxes of the fairshare and throttling chapters: FSPOLICY, FSTARGET and limits. */
final class PolicyValues {

    private PolicyValues() {
    }

    /** {@code DEDICATEDPS}, {@code DEDICATEDPES%}, ... (guide 6.3.2.1). */
    static ValueType<FsPolicy> fsPolicy() {
        String describe = "one of " + WordTypes.words(FsPolicyKind.class) + ", optionally followed by %";
        return ValueType.of(describe, text -> {
            String t = text.trim();
            boolean percent = t.endsWith("%");
            String word = percent ? t.substring(0, t.length() - 1) : t;
            if (word.equalsIgnoreCase("[NONE]")) {
                word = "NONE";
            }
            return new FsPolicy(WordTypes.word(FsPolicyKind.class, word, describe), percent);
        }, v -> v.kind().name() + (v.percent() ? "%" : ""));
    }

    /**
     * {@code 10}, {@code 10.0+} (floor), {@code 25.5-} (cap), {@code 25%} (relative cap): a
     * percentage from 0 to 100; {@code 5000^} (hard cap): an absolute amount of usage, any
     * non-negative number (fs.cfg, 6.3.3.2).
     */
    static ValueType<FsTarget> fsTarget() {
        String describe = "a percentage from 0 to 100 optionally followed by +, - or %, or a usage cap followed by ^";
        return ValueType.of(describe, text -> {
            String t = text.trim();
            FsTargetMode mode = FsTargetMode.TARGET;
            if (!t.isEmpty()) {
                switch (t.charAt(t.length() - 1)) {
                    case '+' -> mode = FsTargetMode.FLOOR;
                    case '-' -> mode = FsTargetMode.CAP;
                    case '^' -> mode = FsTargetMode.HARD_CAP;
                    case '%' -> mode = FsTargetMode.RELATIVE_CAP;
                    default -> { }
                }
            }
            String number = mode == FsTargetMode.TARGET ? t : t.substring(0, t.length() - 1);
            double v = ValueTypes.parseDouble(number, describe);
            boolean percent = mode != FsTargetMode.HARD_CAP;
            if (v < 0 || percent && v > 100 || number.startsWith("-") || number.startsWith("+")) {
                throw new BadValue(describe);
            }
            return new FsTarget(v, mode);
        }, v -> ValueTypes.formatDouble(v.value()) + switch (v.mode()) {
            case TARGET -> "";
            case FLOOR -> "+";
            case CAP -> "-";
            case HARD_CAP -> "^";
            case RELATIVE_CAP -> "%";
        });
    }

    /**
     * {@code [SOFT,]HARD} (guide 6.2.4) for one limit kind: counts for most, durations for MAXWC,
     * memory for MAXMEM; -1 and INFINITY are {@link Times#INFINITY}.
     */
    static ValueType<LimitValue> limit(LimitKind kind) {
        String one = switch (kind) {
            case WC -> "a duration";
            case MEM -> "a memory amount";
            default -> "a non-negative integer";
        };
        String describe = one + " or INFINITY, or SOFT,HARD";
        return ValueType.of(describe, text -> {
            String[] parts = text.trim().split(",", -1);
            if (parts.length > 2) {
                throw new BadValue(describe);
            }
            long hard = single(kind, parts[parts.length - 1], describe);
            long soft = parts.length == 2 ? single(kind, parts[0], describe) : hard;
            return new LimitValue(soft, hard);
        }, v -> v.soft() == v.hard() ? format(kind, v.hard()) : format(kind, v.soft()) + "," + format(kind, v.hard()));
    }

    private static long single(LimitKind kind, String s, String describe) throws BadValue {
        String t = s.trim();
        if (t.equals("-1") || t.equalsIgnoreCase("INFINITY")) {
            return Times.INFINITY;
        }
        try {
            return switch (kind) {
                case WC -> TimeValues.parseChecked(t);
                case MEM -> MemoryValues.parseChecked(t);
                default -> {
                    long v = ValueTypes.parseLong(t, describe);
                    if (v < 0) {
                        throw new BadValue(describe);
                    }
                    yield v;
                }
            };
        } catch (BadValue e) {
            throw new BadValue(describe);
        }
    }

    private static String format(LimitKind kind, long v) {
        if (v == Times.INFINITY) {
            return "INFINITY";
        }
        return kind == LimitKind.WC ? TimeValues.format(v) : Long.toString(v);
    }
}
