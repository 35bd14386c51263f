package io.jmaui.bridge.command.wire;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.jmaui.scheduler.json.SnapshotJson;

/** The one Jackson configuration both ends use for requests, responses and views. */
public final class WireJson {

    /** Thread-safe once configured: records in and out, fields in declaration order, maps sorted. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .addModule(SnapshotJson.modelModule())
            .build();

    private WireJson() {
    }
}
