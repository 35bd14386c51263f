package io.jmaui.scheduler.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;

import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Turns Jackson's exceptions into {@link SnapshotJsonException}s in the user's terms: the field
 * path as the document spells it and what was expected, never a Java class name.
 */
final class JsonErrors {

    private JsonErrors() {
    }

    static SnapshotJsonException translate(JsonProcessingException e) {
        String path = e instanceof JsonMappingException m ? path(m) : "";
        JsonProcessingException cause = e;
        if (e instanceof JsonMappingException && e.getCause() instanceof JsonProcessingException c
                && !(c instanceof JsonMappingException)) {
            cause = c; // a syntax error found while binding: report it where the parser saw it
        }
        JsonLocation loc = cause instanceof JsonMappingException && cause.getProcessor() instanceof JsonParser p
                ? p.currentTokenLocation() : null;
        if (loc == null || loc.getLineNr() <= 0) {
            loc = cause.getLocation();
        }
        int line = loc == null ? 0 : loc.getLineNr();
        int column = loc == null ? 0 : loc.getColumnNr();
        return new SnapshotJsonException(Math.max(line, 0), Math.max(column, 0), path, problem(cause), e);
    }

    static String path(JsonMappingException e) {
        StringBuilder b = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                if (b.length() > 0) {
                    b.append('.');
                }
                b.append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }

    private static String problem(JsonProcessingException e) {
        if (e instanceof UnrecognizedPropertyException u) {
            Collection<Object> known = u.getKnownPropertyIds();
            String list = known == null ? "" : new TreeSet<>(known.stream().map(String::valueOf).toList()).toString();
            return "unknown field \"" + u.getPropertyName() + "\"" + (list.isEmpty() ? "" : "; known fields: "
                    + list.substring(1, list.length() - 1));
        }
        if (e instanceof InvalidFormatException f) {
            return quoted(f.getValue()) + " is not " + expected(f.getTargetType());
        }
        if (e instanceof ValueInstantiationException v) {
            Throwable cause = v.getCause();
            if (cause instanceof NullPointerException && cause.getMessage() != null
                    && cause.getMessage().matches("[A-Za-z]+")) {
                return "missing required field \"" + cause.getMessage() + "\"";
            }
            return "invalid value: " + (cause == null ? firstLine(e.getOriginalMessage()) : cause.getMessage());
        }
        if (e instanceof InputCoercionException c) {
            return "number out of range for " + expected(c.getTargetType());
        }
        if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            return "expected " + expected(m.getTargetType());
        }
        return firstLine(e.getOriginalMessage());
    }

    /** What a value of {@code type} looks like in JSON, in words. */
    static String expected(Class<?> type) {
        if (type == null) {
            return "a valid value";
        }
        if (type.isEnum()) {
            return "one of " + Arrays.stream(type.getEnumConstants()).map(String::valueOf)
                    .collect(Collectors.joining(", "));
        }
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class
                || type == short.class || type == Short.class) {
            return "an integer";
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        if (Map.class.isAssignableFrom(type) || type.isRecord()) {
            return "an object";
        }
        return "a valid value";
    }

    private static String quoted(Object v) {
        return v instanceof String s ? "\"" + s + "\"" : String.valueOf(v);
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "invalid JSON";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
