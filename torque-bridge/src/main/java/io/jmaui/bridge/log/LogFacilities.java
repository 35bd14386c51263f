package io.jmaui.bridge.log;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;

/**
 * LOGFACILITY (guide 14.2, appendix F: "which types of events to log", e.g. {@code fRM:fPBS}): each
 * logger belongs to Maui's facilities, and below WARN an event is written only when one of its
 * facilities is listed. Warnings and errors are always written, whatever the list: an admin who
 * narrows the log to the resource manager must still see that checkpoints fail.
 *
 * <pre>
 *  maui (the loop, state)       fCORE fSCHED     maui.decisions        fSCHED fRM
 *  maui.commands                fUI              maui.am               fBANK
 *  maui.callout                 fCORE            io.jmaui.pbs.* client fPBS fRM
 *  io.jmaui.pbs.sched           fPBS fRM fSOCK   io.netty, pbs server  fSOCK
 * </pre>
 */
public final class LogFacilities extends TurboFilter {

    /** Maui's facilities as LOGFACILITY names them, without the leading f. */
    public enum Facility { CORE, SCHED, SOCK, UI, LL, SDR, CONFIG, STAT, SIM, STRUCT, FS, CKPT, BANK, RM, PBS, WIKI, ALL }

    private static final String NAME = "LOGFACILITY";

    private volatile Set<Facility> allowed = EnumSet.of(Facility.ALL);

    private LogFacilities() {
        setName(NAME);
    }

    /**
     * Makes {@code names} (appendix F words, {@code fRM}, {@code fPBS}, ...; case and the leading f
     * optional) the facilities written from now on; an unknown word is ignored.
     */
    public static void apply(List<String> names) {
        Set<Facility> set = EnumSet.noneOf(Facility.class);
        for (String n : names) {
            String w = n.trim().toUpperCase(Locale.ROOT);
            w = w.startsWith("F") && w.length() > 1 ? w.substring(1) : w;
            for (Facility f : Facility.values()) {
                if (f.name().equals(w)) {
                    set.add(f);
                }
            }
        }
        if (set.isEmpty()) {
            set.add(Facility.ALL);
        }
        installed().allowed = set;
    }

    private static LogFacilities installed() {
        LoggerContext ctx = (LoggerContext) LoggerFactory.getILoggerFactory();
        for (TurboFilter f : ctx.getTurboFilterList()) {
            if (f instanceof LogFacilities l) {
                return l;
            }
        }
        LogFacilities l = new LogFacilities();
        l.setContext(ctx);
        l.start();
        ctx.addTurboFilter(l);
        return l;
    }

    /** The facilities a logger's events belong to. */
    static Set<Facility> of(String logger) {
        if (logger.equals("maui")) {
            return EnumSet.of(Facility.CORE, Facility.SCHED);
        }
        if (logger.equals("maui.decisions")) {
            return EnumSet.of(Facility.SCHED, Facility.RM);
        }
        if (logger.equals("maui.commands")) {
            return EnumSet.of(Facility.UI);
        }
        if (logger.equals("maui.am")) {
            return EnumSet.of(Facility.BANK);
        }
        if (logger.startsWith("io.jmaui.pbs.sched")) {
            return EnumSet.of(Facility.PBS, Facility.RM, Facility.SOCK);
        }
        if (logger.startsWith("io.jmaui.pbs.server") || logger.startsWith("io.netty")) {
            return EnumSet.of(Facility.SOCK);
        }
        if (logger.startsWith("io.jmaui.pbs")) {
            return EnumSet.of(Facility.PBS, Facility.RM);
        }
        return EnumSet.of(Facility.CORE);
    }

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        Set<Facility> a = allowed;
        if (a.contains(Facility.ALL) || level == null || level.isGreaterOrEqual(Level.WARN)
                || logger.getName().equals(Traps.LOGGER)) {
            return FilterReply.NEUTRAL;
        }
        for (Facility f : of(logger.getName())) {
            if (a.contains(f)) {
                return FilterReply.NEUTRAL;
            }
        }
        return FilterReply.DENY;
    }
}
