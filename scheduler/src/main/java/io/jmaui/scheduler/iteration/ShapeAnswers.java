package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;

import java.util.Arrays;

/**
 * {@link Shortfalls}' answers by job shape ({@link ShortfallShape}) for one availability version and
 * earliest start. An open-addressed table looked up from the job's own fields: a job whose shape
 * is held costs its fields' hash and comparison, with no key object built, no hash map node and
 * no record equals (those were most of the summary's cost per idle job at 100,000 jobs, where
 * all but a few dozen jobs find their shape held). Never more than half full.
 */
final class ShapeAnswers {

    private ShortfallShape[] shapes = new ShortfallShape[64];
    private InsufficientResources[] answers = new InsufficientResources[64];
    private int size;

    /** Where job {@code j}'s shape is held, or where it goes ({@link #held} false). */
    int find(Job j, String jobClass, int exactProcs) {
        int hash = ShortfallShape.hash(j, jobClass, exactProcs);
        int mask = shapes.length - 1;
        for (int i = (hash ^ hash >>> 16) & mask; ; i = (i + 1) & mask) {
            ShortfallShape s = shapes[i];
            if (s == null || s.hash == hash && s.matches(j, jobClass, exactProcs)) {
                return i;
            }
        }
    }

    boolean held(int at) {
        return shapes[at] != null;
    }

    /** The answer held at {@code at} (null: no constraint found). */
    InsufficientResources answer(int at) {
        return answers[at];
    }

    /** Holds {@code answer} for {@code shape} at {@code at}, the empty place {@link #find} gave for it. */
    void put(int at, ShortfallShape shape, InsufficientResources answer) {
        shapes[at] = shape;
        answers[at] = answer;
        if (++size * 2 > shapes.length) {
            grow();
        }
    }

    void clear() {
        if (size > 0) {
            Arrays.fill(shapes, null);
            Arrays.fill(answers, null);
            size = 0;
        }
    }

    private void grow() {
        ShortfallShape[] s = new ShortfallShape[shapes.length * 2];
        InsufficientResources[] a = new InsufficientResources[s.length];
        for (int k = 0; k < shapes.length; k++) {
            if (shapes[k] != null) {
                int at = free(s, shapes[k].hash);
                s[at] = shapes[k];
                a[at] = answers[k];
            }
        }
        shapes = s;
        answers = a;
    }

    /** The first empty place for {@code hash} in {@code in}: each shape held once, so no match is looked for. */
    private static int free(ShortfallShape[] in, int hash) {
        int mask = in.length - 1;
        int i = (hash ^ hash >>> 16) & mask;
        while (in[i] != null) {
            i = (i + 1) & mask;
        }
        return i;
    }
}
