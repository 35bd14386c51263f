package io.jmaui.bridge.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The daemon does not start on a client key anyone could guess, and says where it is and what to do. */
class MauiDaemonKeyTest {

    @TempDir
    Path home;

    private int run(StringWriter err) throws Exception {
        Path cfg = Files.writeString(home.resolve("maui.cfg"), "SERVERHOST 127.0.0.1\nRMCFG[t] TYPE=PBS HOST=127.0.0.1"
                + " PORT=1\n");
        return MauiDaemon.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true),
                java.util.Map.of("XDG_RUNTIME_DIR", home.toString())).execute("--foreground", "--config", cfg.toString());
    }

    @Test
    void thePlaceholderKeyOfTheSampleFileStopsTheStart() throws Exception {
        Files.writeString(home.resolve("maui-private.cfg"), "# keys\nCLIENTCFG[DEFAULT] CSKEY=change-this-key\n");
        StringWriter err = new StringWriter();
        assertEquals(2, run(err));
        assertTrue(err.toString().startsWith(home.resolve("maui-private.cfg") + ":2:26: error: CLIENTCFG[DEFAULT] CSKEY:"
                + " \"change-this-key\" is not a secret key: this is a placeholder; make one with: openssl rand -hex 32\n"),
                err.toString());
        assertTrue(err.toString().endsWith("maui: not starting: " + home.resolve("maui.cfg") + ": 1 error, 0 warnings\n"),
                err.toString());
    }

    @Test
    void aShortOrEmptyKeyStopsTheStartWithoutPrintingIt() throws Exception {
        Files.writeString(home.resolve("maui-private.cfg"), "CLIENTCFG[alice] CSKEY=hunter2\nCLIENTCFG[bob] CSKEY=\n");
        StringWriter err = new StringWriter();
        assertEquals(2, run(err));
        assertTrue(err.toString().startsWith(home.resolve("maui-private.cfg") + ":1:24: error: CLIENTCFG[alice] CSKEY:"
                + " \"(7 characters, not shown)\" is not a secret key of at least 32 characters; make one with:"
                + " openssl rand -hex 32\n" + home.resolve("maui-private.cfg") + ":2:"), err.toString());
        assertTrue(!err.toString().contains("hunter2"), err.toString());
    }
}
