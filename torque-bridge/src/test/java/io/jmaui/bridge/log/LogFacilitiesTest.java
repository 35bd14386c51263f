package io.jmaui.bridge.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * Guide 14.2 / appendix F LOGFACILITY fRM:fPBS: "Maui will log only events involving general
 * resource manager or PBS interface activities"; warnings and errors still go through.
 */
class LogFacilitiesTest {

    @Test
    void onlyTheListedFacilitiesLogBelowWarnings() {
        LoggerContext ctx = (LoggerContext) LoggerFactory.getILoggerFactory();
        ListAppender<ILoggingEvent> seen = new ListAppender<>();
        seen.setContext(ctx);
        seen.start();
        Logger root = ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.addAppender(seen);
        try {
            LogFacilities.apply(List.of("fRM", "fPBS"));
            LoggerFactory.getLogger("maui").info("event=iteration");
            LoggerFactory.getLogger("maui").warn("event=checkpoint_failed");
            LoggerFactory.getLogger("io.jmaui.pbs.client.ClientConnection").info("event=pbs_server_selected");
            LoggerFactory.getLogger("maui.decisions").info("event=start");
            LoggerFactory.getLogger("maui.commands").info("event=command");
            LogFacilities.apply(List.of("fALL"));
            LoggerFactory.getLogger("maui.commands").info("event=again");
            assertEquals(List.of("event=checkpoint_failed", "event=pbs_server_selected", "event=start", "event=again"),
                    seen.list.stream().map(ILoggingEvent::getFormattedMessage).toList());
        } finally {
            LogFacilities.apply(List.of("fALL"));
            root.detachAppender(seen);
        }
    }

    @Test
    void loggersBelongToMauisFacilities() {
        assertEquals(java.util.Set.of(LogFacilities.Facility.BANK), LogFacilities.of("maui.am"));
        assertEquals(java.util.Set.of(LogFacilities.Facility.UI), LogFacilities.of("maui.commands"));
        assertEquals(java.util.Set.of(LogFacilities.Facility.SOCK), LogFacilities.of("io.netty.channel.X"));
    }
}
