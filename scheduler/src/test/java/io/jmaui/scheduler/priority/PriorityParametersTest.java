package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.Parameters;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every weight and cap word priority reads is a parameter maui.cfg accepts (guide 5.1.2, 5.1.3). */
class PriorityParametersTest {

    @ParameterizedTest(name = "{0}: weight and cap are maui.cfg parameters")
    @EnumSource(Component.class)
    void componentWords(Component c) {
        assertTrue(Parameters.byName(c.weightParameter()).isPresent(), c.weightParameter());
        assertTrue(Parameters.byName(c.capParameter()).isPresent(), c.capParameter());
    }

    @ParameterizedTest(name = "{0}: weight and cap are maui.cfg parameters")
    @EnumSource(Subcomponent.class)
    void subcomponentWords(Subcomponent s) {
        assertTrue(Parameters.byName(s.weightParameter()).isPresent(), s.weightParameter());
        assertTrue(Parameters.byName(s.capParameter()).isPresent(), s.capParameter());
    }
}
