package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.CredentialKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The table's per-config answers, read once under one key, against the plain walk of QOSCFG. */
class QosTableTest {

    @Test
    void mayPreemptAndFlagsMatchThePlainWalkOfRandomConfigs() {
        Random rnd = new Random(17);
        QosFlag[] all = QosFlag.values();
        for (int round = 0; round < 300; round++) {
            List<String> lines = new ArrayList<>();
            int qoses = rnd.nextInt(4);
            for (int q = 0; q < qoses; q++) {
                String name = q == 0 && rnd.nextBoolean() ? "DEFAULT" : "q" + q;
                StringBuilder flags = new StringBuilder();
                for (int k = rnd.nextInt(3); k > 0; k--) {
                    QosFlag f = rnd.nextInt(3) == 0 ? (rnd.nextBoolean() ? QosFlag.PREEMPTOR : QosFlag.RESTARTPREEMPT)
                            : all[rnd.nextInt(all.length)];
                    flags.append(flags.length() == 0 ? "" : ":").append(f.name());
                }
                lines.add("QOSCFG[" + name + "] PRIORITY=" + q + (flags.length() == 0 ? "" : " QFLAGS=" + flags));
            }
            MauiConfig cfg = cfg(lines.toArray(String[]::new));
            boolean plainPreempt = cfg.credentials(CredentialKind.QOS).values().stream()
                    .map(QosFlags::of).anyMatch(f -> f.preemptor() || f.has(QosFlag.RESTARTPREEMPT));
            QosTable t = new QosTable(cfg);
            assertEquals(plainPreempt, t.mayPreempt(), lines.toString());
            assertEquals(plainPreempt, QosTable.mayPreempt(cfg), lines.toString());
            for (QosFlag f : all) {
                boolean plain = cfg.credentials(CredentialKind.QOS).values().stream().anyMatch(q -> QosFlags.of(q).has(f));
                assertEquals(plain, t.anyHas(f), lines + " " + f);
            }
        }
    }
}
