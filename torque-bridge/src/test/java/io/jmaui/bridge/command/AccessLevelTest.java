package io.jmaui.bridge.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.command.AccessLevel.Access;
import io.jmaui.scheduler.config.MauiConfigParser;
import org.junit.jupiter.api.Test;

/** Appendix E.1: ADMIN1 everything, ADMIN2 jobs and information, ADMIN3 information, users the queue. */
class AccessLevelTest {

    private final io.jmaui.scheduler.config.MauiConfig cfg = MauiConfigParser.parse("maui.cfg",
            "ADMIN1 root maui\nADMIN2 op\nADMIN3 help\n");

    @Test
    void levelsComeFromTheAdminLists() {
        assertEquals(AccessLevel.ADMIN1, AccessLevel.of("maui", cfg));
        assertEquals(AccessLevel.ADMIN2, AccessLevel.of("op", cfg));
        assertEquals(AccessLevel.ADMIN3, AccessLevel.of("help", cfg));
        assertEquals(AccessLevel.USER, AccessLevel.of("alice", cfg));
        assertEquals(AccessLevel.ADMIN3, AccessLevel.of("alice", MauiConfigParser.parse("maui.cfg", "ADMIN3 ALL\n")));
    }

    @Test
    void whatEachLevelMayDo() {
        assertTrue(AccessLevel.ADMIN1.allows(Access.SCHEDULER));
        assertFalse(AccessLevel.ADMIN2.allows(Access.SCHEDULER));
        assertTrue(AccessLevel.ADMIN2.allows(Access.JOBS));
        assertFalse(AccessLevel.ADMIN3.allows(Access.JOBS));
        assertTrue(AccessLevel.ADMIN3.allows(Access.INFO));
        assertFalse(AccessLevel.USER.allows(Access.INFO));
        assertTrue(AccessLevel.USER.allows(Access.ANYONE));
        assertTrue(AccessLevel.USER.allows(Access.OWNER));
    }
}
