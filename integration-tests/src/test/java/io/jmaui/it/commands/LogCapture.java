package io.jmaui.it.commands;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.LoggerFactory;

/** The lines one logger writes while a test runs, as the log file would show them (message only). */
public final class LogCapture extends AppenderBase<ILoggingEvent> implements AutoCloseable {

    private final Logger logger;
    private final List<String> lines = new CopyOnWriteArrayList<>();

    public LogCapture(String loggerName) {
        logger = (Logger) LoggerFactory.getLogger(loggerName);
        setContext(logger.getLoggerContext());
        start();
        logger.addAppender(this);
    }

    @Override
    protected void append(ILoggingEvent e) {
        lines.add(e.getLevel() + " " + e.getFormattedMessage());
    }

    public List<String> lines() {
        return List.copyOf(lines);
    }

    /** The lines containing every one of {@code parts}. */
    public List<String> matching(String... parts) {
        return lines.stream().filter(l -> java.util.Arrays.stream(parts).allMatch(l::contains)).toList();
    }

    @Override
    public void close() {
        logger.detachAppender(this);
        stop();
    }
}
