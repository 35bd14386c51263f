package io.jmaui.bridge.log;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.util.FileSize;
import java.nio.file.Path;
import org.slf4j.LoggerFactory;

/** Points the daemon's logging at LOGFILE with Maui's size-based rolling and LOGLEVEL verbosity. */
public final class MauiLogging {

    private MauiLogging() {
    }

    /**
     * Maui's LOGLEVEL (0 quiet .. 9 everything) as a logback level. Decisions and warnings are
     * always written: they are what an admin reads the log for.
     */
    public static Level level(int logLevel) {
        if (logLevel <= 1) {
            return Level.INFO;
        }
        return logLevel <= 4 ? Level.DEBUG : Level.TRACE;
    }

    /** Sets the root level from LOGLEVEL, wherever the log goes (changeparam LOGLEVEL, --foreground). */
    public static void applyLevel(int logLevel) {
        LoggerContext ctx = (LoggerContext) LoggerFactory.getILoggerFactory();
        ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).setLevel(level(logLevel));
    }

    /**
     * Logs to {@code logFile} (mode 0640, see {@link PrivateLogAppender}).
     *
     * @throws IllegalStateException naming the file and the reason when it cannot be opened
     */
    public static void toFile(Path logFile, int logLevel, long maxSize, int rollDepth) {
        LoggerContext ctx = (LoggerContext) LoggerFactory.getILoggerFactory();
        ctx.reset();
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(ctx);
        encoder.setPattern("%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %-5level %logger{0} %msg%n");
        encoder.start();
        RollingFileAppender<ILoggingEvent> file = new PrivateLogAppender();
        file.setContext(ctx);
        file.setName("LOGFILE");
        file.setFile(logFile.toString());
        FixedWindowRollingPolicy rolling = new FixedWindowRollingPolicy();
        rolling.setContext(ctx);
        rolling.setParent(file);
        rolling.setFileNamePattern(logFile + ".%i");
        rolling.setMinIndex(1);
        rolling.setMaxIndex(Math.max(1, rollDepth));
        rolling.start();
        SizeBasedTriggeringPolicy<ILoggingEvent> trigger = new SizeBasedTriggeringPolicy<>();
        trigger.setContext(ctx);
        trigger.setMaxFileSize(new FileSize(Math.max(1024, maxSize)));
        // logback checks the size only every 60 s by default; the log must never run past LOGFILEMAXSIZE
        trigger.setCheckIncrement(ch.qos.logback.core.util.Duration.buildByMilliseconds(0));
        trigger.start();
        file.setRollingPolicy(rolling);
        file.setTriggeringPolicy(trigger);
        file.setEncoder(encoder);
        file.start();
        if (!file.isStarted()) {
            throw new IllegalStateException("cannot write the log " + logFile + ": " + ctx.getStatusManager()
                    .getCopyOfStatusList().stream().filter(st -> st.getLevel() >= ch.qos.logback.core.status.Status.ERROR)
                    .map(st -> st.getThrowable() != null ? st.getThrowable().getMessage() : st.getMessage())
                    .reduce((a, b) -> b).orElse("unknown reason"));
        }
        Logger root = ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(level(logLevel));
        root.addAppender(file);
        ctx.getLogger("io.netty").setLevel(Level.WARN);
    }
}
