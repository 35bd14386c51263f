package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The parameter table itself: defaults, names, documentation, and the generated reference. */
class ParameterTableTest {

    static Stream<Parameter<?>> parameters() {
        return Parameters.all().stream();
    }

    @ParameterizedTest(name = "{0}: default passes its own validator")
    @MethodSource("parameters")
    void defaultPassesItsValidator(Parameter<?> p) throws BadValue {
        assertDefaultRoundTrips(p);
    }

    private static <T> void assertDefaultRoundTrips(Parameter<T> p) throws BadValue {
        if (p.defaultValue() != null) {
            assertEquals(p.defaultValue(), p.parse(p.format(p.defaultValue())));
        }
    }

    @ParameterizedTest(name = "{0}: documented with a guide section")
    @MethodSource("parameters")
    void documented(Parameter<?> p) {
        assertFalse(p.doc().isBlank());
        assertTrue(p.section().matches("F|\\d+(\\.\\d+)*"), p.section());
        assertEquals(p.name(), p.name().toUpperCase());
        assertSame(p, Parameters.byName(p.name().toLowerCase()).orElseThrow());
    }

    @Test
    void everyContractParameterIsThere() {
        for (String name : List.of("QUEUETIMEWEIGHT", "XFACTORWEIGHT", "FSWEIGHT", "XFMINWCLIMIT", "ENABLENEGJOBPRIORITY",
                "JOBPRIOACCRUALPOLICY", "FSPOLICY", "FSINTERVAL", "FSDEPTH", "FSDECAY", "FSUSERWEIGHT", "RESERVATIONDEPTH",
                "RESERVATIONQOSLIST", "RESERVATIONPOLICY", "BACKFILLPOLICY", "BACKFILLMETRIC", "BACKFILLDEPTH", "BFCHUNKSIZE",
                "BFCHUNKDURATION", "NODEALLOCATIONPOLICY", "NODEACCESSPOLICY", "JOBNODEMATCHPOLICY", "RMPOLLINTERVAL",
                "JOBAGGREGATIONTIME", "DEFERTIME", "DEFERCOUNT", "DEFERSTARTCOUNT", "LOGFILE", "LOGLEVEL",
                "LOGFILEMAXSIZE", "LOGFILEROLLDEPTH", "STATDIR", "CHECKPOINTFILE", "CHECKPOINTINTERVAL", "SERVERHOST",
                "SERVERPORT", "ADMIN1", "ADMIN2", "ADMIN3", "DOWNNODEDELAYTIME", "ENABLEMULTINODEJOBS",
                "REJECTNEGPRIOJOBS")) {
            assertTrue(Parameters.byName(name).isPresent(), name);
            assertTrue(Parameters.byName(name).get().implemented(), name);
        }
    }

    @Test
    void namesAndAliasesAreUnique() {
        Set<String> seen = new HashSet<>();
        for (Parameter<?> p : Parameters.all()) {
            assertTrue(seen.add(p.name()), p.name());
            p.aliases().forEach(a -> assertTrue(seen.add(a), a));
        }
        for (Block b : Block.values()) {
            assertTrue(seen.add(b.name()), b.name());
        }
        LegacyParameters.names().forEach(n -> assertTrue(seen.add(n), n));
    }

    @Test
    void aliasesResolve() {
        assertEquals(Optional.of(Parameters.TARGWEIGHT), Parameters.byName("TARGETWEIGHT"));
        assertEquals(Optional.of(Parameters.MEMWEIGHT), Parameters.byName("memoryweight"));
        assertEquals(Optional.of(Parameters.SYSTEMMAXPROCPERJOB), Parameters.byName("SYSTEMMAXJOBPROC"));
        assertEquals(Optional.empty(), Parameters.byName("USERCFG"));
    }

    @Test
    void sortedByName() {
        List<String> names = Parameters.all().stream().map(Parameter::name).toList();
        assertEquals(names.stream().sorted().toList(), names);
        assertTrue(names.size() > 150, "size " + names.size());
    }

    @Test
    void referenceListsEveryParameterAndBlock() {
        String md = ParameterReference.markdown();
        for (Parameter<?> p : Parameters.all()) {
            assertTrue(md.contains("| " + p.name() + " "), p.name());
        }
        assertTrue(md.contains("| FSDECAY | a number above 0 and at most 1 | 1.0 | 6.3.2.2 | yes | at once | "));
        assertTrue(md.contains("| SIMTIMERATIO | a non-negative integer | 0 | 16.4 | yes | at once | "));
        assertTrue(md.contains("| SERVERPORT | an integer from 1 to 64000 | 40559 | 3.4 | yes | restart | "), md);
        assertTrue(md.contains("| SRCFG | 7.1.5 | ACCESS, ACCOUNTLIST,"));
        assertTrue(md.contains("- `SRHOSTLIST[x]` is read as `SRCFG[x] HOSTLIST=`"));
    }
}
