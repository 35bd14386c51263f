package io.jmaui.scheduler.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The snapshot's job list is a {@link FixedList} instead of {@code List.copyOf}'s (why: in the
 * class). Every stage reads it as a List, so it must answer what {@code List.copyOf} answers, on
 * random lists of every small size, and refuse what it refuses.
 */
class FixedListTest {

    @Test
    void answersAsListCopyOf_onRandomLists() {
        Random random = new Random(17);
        for (int i = 0; i < 3_000; i++) {
            List<String> given = new ArrayList<>();
            int size = random.nextInt(6) == 0 ? random.nextInt(60) : random.nextInt(5);
            for (int k = 0; k < size; k++) {
                given.add("j" + random.nextInt(8));
            }
            List<String> plain = List.copyOf(given);
            List<String> fixed = FixedList.copyOf(given);
            assertEquals(plain, fixed);
            assertEquals(fixed, plain);
            assertEquals(plain.hashCode(), fixed.hashCode());
            assertEquals(plain.size(), fixed.size());
            assertEquals(plain.isEmpty(), fixed.isEmpty());
            assertEquals(plain.toString(), fixed.toString());
            assertArrayEquals(plain.toArray(), fixed.toArray());
            assertArrayEquals(plain.toArray(new String[0]), fixed.toArray(new String[0]));
            String[] room = new String[size + 2];
            Arrays.fill(room, "x");
            String[] plainRoom = room.clone();
            assertSame(room, fixed.toArray(room), "an array with room is filled, not replaced");
            assertArrayEquals(plain.toArray(plainRoom), room, "then null after the last, the rest left");
            if (size > 0) {
                assertThrows(ArrayStoreException.class, () -> fixed.toArray(new Integer[size + 1]));
            }
            assertEquals(new ArrayList<>(plain), new ArrayList<>(fixed));
            String probe = "j" + random.nextInt(9);
            assertEquals(plain.contains(probe), fixed.contains(probe));
            assertEquals(plain.indexOf(probe), fixed.indexOf(probe));
            assertEquals(plain.lastIndexOf(probe), fixed.lastIndexOf(probe));
            if (size > 0) {
                int from = random.nextInt(size);
                int to = from + random.nextInt(size - from + 1);
                assertEquals(plain.subList(from, to), fixed.subList(from, to));
                int at = random.nextInt(size);
                assertEquals(plain.get(at), fixed.get(at));
            }
            assertThrows(IndexOutOfBoundsException.class, () -> fixed.get(size));
            assertThrows(IndexOutOfBoundsException.class, () -> fixed.get(-1));
            assertThrows(UnsupportedOperationException.class, () -> fixed.add("x"));
            if (size > 0) {
                assertThrows(UnsupportedOperationException.class, () -> fixed.set(0, "x"));
                assertThrows(UnsupportedOperationException.class, () -> fixed.remove(0));
            }
            given.add("later");
            assertEquals(plain, fixed); // a copy: the caller's list may change after
            assertSame(fixed, FixedList.copyOf(fixed));
        }
    }

    @Test
    void toArray_isAnObjectArrayOfItsOwn_evenOfAHandedOverTypedArray() {
        String[] given = {"a", "b"};
        List<String> fixed = FixedList.handedOver(given);
        Object[] out = fixed.toArray();
        assertEquals(Object[].class, out.getClass(), "Collection.toArray's contract: an Object[], as List.copyOf's");
        out[0] = 1; // an Object[] takes anything; a String[] behind it would throw ArrayStoreException
        assertEquals("a", fixed.get(0), "a copy: writing it leaves the list as it was");
    }

    @Test
    void oneClassAtEverySize_andNullsRefused() {
        for (int n = 0; n < 5; n++) {
            String[] a = new String[n];
            Arrays.fill(a, "j");
            assertEquals(FixedList.class, FixedList.copyOf(Arrays.asList(a)).getClass());
        }
        assertThrows(NullPointerException.class, () -> FixedList.copyOf(Arrays.asList("a", null)));
        assertThrows(NullPointerException.class, () -> FixedList.handedOver(new Object[] {"a", null}));
        assertEquals(FixedList.class, FixedList.handedOver(new Object[0]).getClass());
        assertEquals(List.of("a", "b"), FixedList.handedOver(new Object[] {"a", "b"}));
        FixedList<String> handed = FixedList.handedOver(new Object[] {"a"});
        assertSame(handed, FixedList.copyOf(handed)); // a snapshot keeps it as it is
        assertThrows(NullPointerException.class, () -> FixedList.copyOf(null));
    }

    /**
     * The snapshot's fair-share windows as its jobs: one list class whatever the depth (List.copyOf
     * gave one for one or two windows and another for more, and C2's loops over them trapped when
     * the depth grew), and the accrual's list kept, not copied at every event.
     */
    @Test
    void aSnapshotsFairshareWindowsAreOneListClassAtEveryDepth() {
        List<Class<?>> classes = new ArrayList<>();
        for (int depth = 0; depth <= 5; depth++) {
            List<FairshareWindow> windows = new ArrayList<>();
            for (int k = 0; k < depth; k++) {
                windows.add(new FairshareWindow(k * 86_400L, java.util.Map.of(), 0));
            }
            Snapshot s = new Snapshot(List.of(), List.of(), List.of(), List.of(), windows, null);
            assertEquals(windows, s.fairshareWindows());
            if (depth > 0) {
                classes.add(s.fairshareWindows().getClass());
            }
            FixedList<FairshareWindow> kept = FixedList.copyOf(windows);
            assertSame(kept, new Snapshot(List.of(), List.of(), List.of(), List.of(), kept, null).fairshareWindows());
        }
        assertEquals(1, classes.stream().distinct().count(), classes.toString());
    }
}
