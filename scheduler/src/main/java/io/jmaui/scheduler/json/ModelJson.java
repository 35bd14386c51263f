package io.jmaui.scheduler.json;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How model records differ from their plain Jackson form: the resource vector's device part,
 * {@code "gpus": 2} and generic resources as an object of counts,
 * {@code "gres": {"matlab": 2, "tape": 4}}, and a job's {@code extraReqs}, each left out when zero
 * or empty, so a snapshot of a cluster without GPUs or multi-req jobs reads and writes as it did
 * before they existed; derived {@code isX()} methods are not fields.
 */
final class ModelJson {

    private ModelJson() {
    }

    static SimpleModule module() {
        SimpleModule m = new SimpleModule("jmaui-model");
        m.addSerializer(Gres.class, new Writer());
        m.addDeserializer(Gres.class, new Reader());
        m.setMixInAnnotation(Resources.class, ResourcesMixIn.class);
        m.setMixInAnnotation(Job.class, JobMixIn.class);
        return m;
    }

    /** A single-request job has no {@code extraReqs}; {@code isMultiReq()} is derived. */
    abstract static class JobMixIn {
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        abstract List<Req> extraReqs();

        @JsonIgnore
        abstract boolean isMultiReq();
    }

    /** Leaves the device fields out when they hold nothing; {@code isZero()} is not a field. */
    abstract static class ResourcesMixIn {
        @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        abstract int gpus();

        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        abstract Gres gres();

        @JsonIgnore
        abstract boolean isZero();
    }

    private static final class Writer extends StdSerializer<Gres> {
        Writer() {
            super(Gres.class);
        }

        @Override
        public boolean isEmpty(SerializerProvider provider, Gres value) {
            return value == null || value.isEmpty();
        }

        @Override
        public void serialize(Gres value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartObject();
            for (Map.Entry<String, Long> e : value.asMap().entrySet()) {
                gen.writeNumberField(e.getKey(), e.getValue());
            }
            gen.writeEndObject();
        }
    }

    private static final class Reader extends StdDeserializer<Gres> {
        Reader() {
            super(Gres.class);
        }

        @Override
        public Gres deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
            Map<String, Long> counts = ctx.readValue(p, ctx.getTypeFactory().constructType(
                    new TypeReference<TreeMap<String, Long>>() { }));
            return Gres.of(counts);
        }

        @Override
        public Gres getNullValue(DeserializationContext ctx) {
            return Gres.NONE;
        }
    }
}
