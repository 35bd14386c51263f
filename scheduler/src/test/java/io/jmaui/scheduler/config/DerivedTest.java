package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A {@link Derived} value is computed once per config, from that config, and kept: the iteration
 * reads the engine's settings and its wired policies this way at every event of a simulation.
 */
class DerivedTest {

    private record Depth(int depth) {
    }

    @Test
    void computedOncePerConfigFromThatConfig() {
        AtomicInteger computed = new AtomicInteger();
        Derived<Depth> depth = Derived.of(c -> {
            computed.incrementAndGet();
            return new Depth(c.get(Parameters.RESERVATIONDEPTH));
        });
        MauiConfig two = cfg("RESERVATIONDEPTH 2");
        MauiConfig three = cfg("RESERVATIONDEPTH 3");
        Depth first = two.derived(depth);
        assertSame(first, two.derived(depth));
        assertEquals(2, first.depth());
        assertEquals(3, three.derived(depth).depth());
        assertEquals(2, computed.get());
    }

    @Test
    void aReloadKeepingParametersDerivesAgain() {
        Derived<Depth> depth = Derived.of(c -> new Depth(c.get(Parameters.RESERVATIONDEPTH)));
        MauiConfig old = cfg("RESERVATIONDEPTH 2");
        Depth before = old.derived(depth);
        MauiConfig kept = cfg("RESERVATIONDEPTH 3").keeping(old, List.of(Parameters.RESERVATIONDEPTH));
        assertNotSame(before, kept.derived(depth));
        assertEquals(2, kept.derived(depth).depth());
    }

    @Test
    void aValueMayDeriveAnotherWhileItIsComputed() {
        Derived<Depth> inner = Derived.of(c -> new Depth(c.get(Parameters.RESERVATIONDEPTH)));
        Derived<Depth> outer = Derived.of(c -> new Depth(c.derived(inner).depth() + 1));
        MauiConfig c = cfg("RESERVATIONDEPTH 4");
        assertEquals(5, c.derived(outer).depth());
        assertEquals(4, c.derived(inner).depth());
        assertSame(c.derived(outer), c.derived(outer));
    }
}
