package io.jmaui.scheduler.json;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.jmaui.scheduler.model.Snapshot;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON form of a {@link Snapshot} (documented in {@code scheduler/docs/snapshot-json.md}):
 * the model records field by field, times in epoch seconds, durations in seconds, memory in MB,
 * enums by name. Absent lists, sets and maps read as empty, absent numbers as 0; unknown fields
 * are errors. Written output is deterministic: indented, map keys and set elements sorted.
 * Reading fails with a {@link SnapshotJsonException} naming line, column and field path.
 */
public final class SnapshotJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .withConfigOverride(List.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
            .withConfigOverride(Set.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
            .withConfigOverride(Map.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
            .addModule(new SimpleModule("jmaui-sorted-sets").addSerializer(new SortedSetSerializer()))
            .addModule(modelModule())
            .build();

    private SnapshotJson() {
    }

    /** Parses a snapshot document. */
    public static Snapshot read(String json) {
        try {
            return MAPPER.readValue(json, Snapshot.class);
        } catch (JsonProcessingException e) {
            throw JsonErrors.translate(e);
        }
    }

    /** The snapshot as an indented JSON document ending in a newline. */
    public static String write(Snapshot snapshot) {
        try {
            return MAPPER.writeValueAsString(snapshot) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("snapshot not writable as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * How the model's own values are written and read (the resource vector's GPUs and generic
     * resources): register it on any mapper that carries model records, such as the checkpoint's
     * admin reservations or the command views.
     */
    public static com.fasterxml.jackson.databind.Module modelModule() {
        return ModelJson.module();
    }

    /** The mapper configured for the snapshot form, for tools that embed snapshot records in their own JSON. */
    public static ObjectMapper mapper() {
        return MAPPER.copy();
    }

    /** Writes sets in sorted order, so output never depends on hash order. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static final class SortedSetSerializer extends StdSerializer<Set> {

        SortedSetSerializer() {
            super(Set.class);
        }

        @Override
        public void serialize(Set value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            List sorted = new ArrayList(value);
            sorted.sort(null);
            gen.writeStartArray(value, sorted.size());
            for (Object o : sorted) {
                provider.defaultSerializeValue(o, gen);
            }
            gen.writeEndArray();
        }
    }
}
