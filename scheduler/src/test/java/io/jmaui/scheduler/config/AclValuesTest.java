package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import java.util.List;
import org.junit.jupiter.api.Test;

class AclValuesTest {

    @Test
    void negativeAffinityMarker() throws BadValue {
        // 7.1.5 example 4: QOSLIST=high low special-
        assertEquals(List.of(AclEntry.of(AclTarget.QOS, "high"), AclEntry.of(AclTarget.QOS, "low"),
                new AclEntry(AclTarget.QOS, "special", AclAffinity.NEGATIVE, false, false)),
                AclValues.list(AclTarget.QOS).parse("high low special-"));
    }

    @Test
    void neutralAffinityMarker() throws BadValue {
        // 7.1.5.2.4: 'QOSLIST[0] normal= high debug= low-'
        List<AclEntry> acl = AclValues.list(AclTarget.QOS).parse("normal= high debug= low-");
        assertEquals(AclAffinity.NEUTRAL, acl.get(0).affinity());
        assertEquals(AclAffinity.POSITIVE, acl.get(1).affinity());
        assertEquals(AclAffinity.NEUTRAL, acl.get(2).affinity());
        assertEquals(AclAffinity.NEGATIVE, acl.get(3).affinity());
    }

    @Test
    void notMarker() throws BadValue {
        // 7.1.5 example 4: ACCOUNTLIST=!projectX,!projectY
        assertEquals(List.of(new AclEntry(AclTarget.ACCOUNT, "projectX", AclAffinity.POSITIVE, false, true),
                new AclEntry(AclTarget.ACCOUNT, "projectY", AclAffinity.POSITIVE, false, true)),
                AclValues.list(AclTarget.ACCOUNT).parse("!projectX,!projectY"));
    }

    @Test
    void requiredTimeLimit() throws BadValue {
        // 7.1.5 example 4: TIMELIMIT=1:00:00*
        assertEquals(List.of(new AclEntry(AclTarget.DURATION, "3600", AclAffinity.POSITIVE, true, false)),
                AclValues.timeLimit().parse("1:00:00*"));
        assertEquals(List.of(), AclValues.timeLimit().parse("-1"));
        assertEquals("01:00:00*", AclValues.timeLimit().format(AclValues.timeLimit().parse("1:00:00*")));
    }

    @Test
    void bareMarkersAreRejected() {
        BadValue e = assertThrows(BadValue.class, () -> AclValues.list(AclTarget.USER).parse("bob,*"));
        assertEquals("*", e.got());
        assertThrows(BadValue.class, () -> AclValues.timeLimit().parse("soon*"));
    }
}
