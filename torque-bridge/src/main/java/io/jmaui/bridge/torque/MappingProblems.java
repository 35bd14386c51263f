package io.jmaui.bridge.torque;

import java.util.ArrayList;
import java.util.List;

/**
 * Values the mapping did not understand, collected rather than thrown: one bad attribute must not
 * stop the scheduler from seeing the rest of the cluster.
 */
public final class MappingProblems {

    /** {@code job 12.srv: Resource_List.mem: "4qb" is not a size (expected e.g. 4gb, 512mb)}. */
    public record Problem(String object, String attribute, String value, String expected) {
        @Override
        public String toString() {
            return object + ": " + attribute + ": \"" + value + "\" " + expected;
        }
    }

    private final List<Problem> problems = new ArrayList<>();

    void add(String object, String attribute, String value, String expected) {
        problems.add(new Problem(object, attribute, value, expected));
    }

    public List<Problem> list() {
        return List.copyOf(problems);
    }

    /** How many so far: a caller compares before and after mapping one object. */
    public int size() {
        return problems.size();
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }
}
