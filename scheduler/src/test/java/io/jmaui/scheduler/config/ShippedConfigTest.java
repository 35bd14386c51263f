package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.model.CredentialKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sample conf/maui.cfg and conf/maui-private.cfg parse cleanly: no errors, no warnings. */
class ShippedConfigTest {

    @Test
    void sampleConfigParsesWithoutWarnings() throws IOException {
        Path conf = Path.of("..", "conf");
        MauiConfig c = MauiConfigParser.parse("maui.cfg", Files.readString(conf.resolve("maui.cfg")),
                "maui-private.cfg", Files.readString(conf.resolve("maui-private.cfg")));
        assertEquals(List.of(), c.warnings());
        assertEquals(42559, c.get(Parameters.SERVERPORT));
        assertEquals(Optional.of(new LimitValue(4, 6)),
                c.credential(CredentialKind.USER, "anyone").limit(LimitKey.of(LimitKind.JOB)));
        assertEquals(List.of("node008"), c.standingReservations().get("express").hostList());
        // remote commands ship off: no TLS listener, no key to guess
        assertEquals(null, c.get(Parameters.SERVERHOST));
        assertEquals(Optional.empty(), c.client().key("anyhost"));
    }
}
