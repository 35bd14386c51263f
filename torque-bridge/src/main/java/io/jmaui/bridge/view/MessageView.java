package io.jmaui.bridge.view;

import java.util.List;

/**
 * What a command that changes something reports (setres, releaseres, runjob, sethold, setspri,
 * canceljob, changeparam, schedctl), and showconfig's text: lines for stdout, warnings for stderr.
 */
public record MessageView(List<String> lines, List<String> warnings) {

    public MessageView {
        lines = List.copyOf(lines);
        warnings = List.copyOf(warnings);
    }

    public static MessageView of(String... lines) {
        return new MessageView(List.of(lines), List.of());
    }
}
