package io.jmaui.bridge.metrics;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import java.io.IOException;

/**
 * {@code http://HOST:METRICSPORT/metrics} in the Prometheus text format, or OpenMetrics when the
 * scraper asks for it. Listens on every interface, as node_exporter does, so the site's
 * Prometheus can reach it; the numbers carry no user names.
 */
public final class MetricsServer implements AutoCloseable {

    private final HTTPServer http;

    private MetricsServer(HTTPServer http) {
        this.http = http;
    }

    /** Starts serving {@code metrics} on {@code port} (0: any free port, for tests). */
    public static MetricsServer start(SchedulerMetrics metrics, int port) throws IOException {
        return new MetricsServer(HTTPServer.builder().port(port).registry(metrics.registry()).buildAndStart());
    }

    public int port() {
        return http.getPort();
    }

    @Override
    public void close() {
        http.close();
    }
}
