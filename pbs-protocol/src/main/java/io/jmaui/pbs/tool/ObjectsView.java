package io.jmaui.pbs.tool;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.StatusObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code pbs-query} prints: the status objects with their attributes in the server's order,
 * rendered as {@code qstat -f}-like text or, the same view, as JSON.
 */
record ObjectsView(List<ObjectView> objects) {

    /** One object: type ({@code job}, {@code node}, ...), name, attributes by full name. */
    record ObjectView(String type, String name, Map<String, String> attributes) {
    }

    static ObjectsView of(List<StatusObject> objects) {
        return new ObjectsView(objects.stream().map(ObjectsView::view).toList());
    }

    private static ObjectView view(StatusObject object) {
        Map<String, String> attributes = new LinkedHashMap<>();
        for (Attribute a : object.attributes()) {
            attributes.put(a.fullName(), a.value());
        }
        return new ObjectView(object.type().name().toLowerCase(Locale.ROOT), object.name(), attributes);
    }

    /** {@code qstat -f} style: a title line per object, then {@code     name = value} lines. */
    String text() {
        StringBuilder sb = new StringBuilder();
        for (ObjectView o : objects) {
            sb.append(title(o)).append('\n');
            o.attributes().forEach((name, value) ->
                    sb.append("    ").append(name).append(" = ").append(value).append('\n'));
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The same view as a JSON array, one line per attribute. */
    String json() {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(objects) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("pbs-query: cannot render JSON: " + e.getMessage(), e);
        }
    }

    private static String title(ObjectView o) {
        return switch (o.type()) {
            case "job" -> "Job Id: " + o.name();
            case "queue" -> "Queue: " + o.name();
            case "server" -> "Server: " + o.name();
            default -> o.name();
        };
    }
}
