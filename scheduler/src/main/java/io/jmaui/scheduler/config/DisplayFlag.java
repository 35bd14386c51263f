package io.jmaui.scheduler.config;

/**
 * DISPLAYFLAGS values (appendix F): how the client commands display. NODECENTRIC shows nodes where
 * they would show processors: showq's job size column and its utilisation line, showbf's windows.
 */
public enum DisplayFlag {
    NODECENTRIC
}
