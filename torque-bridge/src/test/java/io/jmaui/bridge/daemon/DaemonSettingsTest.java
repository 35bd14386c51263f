package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfigParser;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The daemon's settings read from maui.cfg. */
class DaemonSettingsTest {

    private static DaemonSettings of(String text) {
        return DaemonSettings.of(MauiConfigParser.parse("maui.cfg", text), Path.of("/var/maui"));
    }

    @Test
    void jobSyncTimeIsHowLongAStartedJobMayStayQueued() {
        // appendix F JOBSYNCTIME 00:01:00: "the length of time after which Maui will sync up a job's
        // expected state with an unexpected reported state"; default 00:10:00
        assertEquals(60, of("JOBSYNCTIME 00:01:00\nRMPOLLINTERVAL 30").inFlightTimeout());
        assertEquals(600, of("").inFlightTimeout());
        assertEquals(900, of("JOBSYNCTIME 00:01:00\nRMPOLLINTERVAL 15:00").inFlightTimeout(), "one poll must see the job");
        assertEquals(120, of("JOBSYNCDEADLINE 2:00").inFlightTimeout(), "its Maui 3.0.5 name");
    }
}
