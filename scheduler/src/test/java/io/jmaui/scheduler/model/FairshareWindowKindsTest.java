package io.jmaui.scheduler.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link FairshareWindowKinds}, the usage the simulator's accrual hands a window, reads as the
 * enum map a window otherwise copies its usage into: the same entries in the same kind order,
 * equal both ways with the same hash, a kind without an entry absent; and a window keeps it.
 */
class FairshareWindowKindsTest {

    @Test
    void reads_as_the_windows_enum_map_of_the_same_usage() {
        Map<CredentialKind, Map<String, Double>> plain = new EnumMap<>(CredentialKind.class);
        plain.put(CredentialKind.USER, new TreeMap<>(Map.of("alice", 3600.0, "bob", 7200.0)));
        plain.put(CredentialKind.QOS, new TreeMap<>(Map.of("normal", 10800.0)));
        FairshareWindowNames[] byKind = new FairshareWindowNames[CredentialKind.values().length];
        byKind[CredentialKind.QOS.ordinal()] = FairshareWindowNames.of(plain.get(CredentialKind.QOS));
        byKind[CredentialKind.USER.ordinal()] = FairshareWindowNames.of(plain.get(CredentialKind.USER));
        FairshareWindowKinds kinds = FairshareWindowKinds.handedOver(byKind);

        FairshareWindow copied = new FairshareWindow(0, plain, 10800.0);
        FairshareWindow kept = new FairshareWindow(0, kinds, 10800.0);
        assertSame(kinds, kept.usage());
        assertEquals(copied, kept);
        assertEquals(kept, copied);
        assertEquals(copied.hashCode(), kept.hashCode());
        assertEquals(copied.toString(), kept.toString());
        assertEquals(List.copyOf(copied.usage().keySet()), List.copyOf(kinds.keySet()));
        List<CredentialKind> visited = new ArrayList<>();
        kinds.forEach((kind, byName) -> visited.add(kind));
        assertEquals(List.of(CredentialKind.USER, CredentialKind.QOS), visited);
        assertEquals(2, kinds.size());
        assertEquals(7200.0, kept.usage(CredentialKind.USER, "bob"));
        assertEquals(0.0, kept.usage(CredentialKind.GROUP, "staff"));
        assertNull(kinds.get(CredentialKind.GROUP));
        assertNull(kinds.get("USER"));
        assertThrows(UnsupportedOperationException.class, () -> kinds.put(CredentialKind.GROUP, Map.of()));
        assertThrows(UnsupportedOperationException.class, () -> kinds.entrySet().iterator().next().setValue(Map.of()));
    }

    @Test
    void takes_one_entry_per_kind() {
        assertThrows(IllegalArgumentException.class, () -> FairshareWindowKinds.handedOver(new FairshareWindowNames[1]));
    }
}
