package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.metrics.MetricsServer;
import io.jmaui.bridge.metrics.SchedulerMetrics;
import io.jmaui.it.emulator.JobSubmission;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What a Prometheus scraping the daemon sees after it started jobs and answered commands. */
class MetricsEndpointTest extends FixtureTest {

    private MetricsServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private String scrape(String accept) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + server.port() + "/metrics")).header("Accept", accept).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        return r.body();
    }

    @Test
    void iterationsQueuesStartsAndCommandsAreExposed() throws Exception {
        f.server.submit(JobSubmission.of("alice").procs(4).runtime(3600).walltime(3600));
        f.server.submit(JobSubmission.of("bob").nodes("4:ppn=4").runtime(600).walltime(600));
        f.server.submit(JobSubmission.of("carol").queue("express").procs(1).runtime(600).walltime(600).held());
        f.start();
        SchedulerMetrics metrics = new SchedulerMetrics();
        f.daemon.loop().watch(metrics::record);
        f.service.observe(metrics::command);
        server = MetricsServer.start(metrics, 0);
        f.server.submit(JobSubmission.of("dave").procs(1).runtime(600).walltime(600));
        f.iterate();
        f.as("admin", "showq");
        f.as("alice", "schedctl", "-s");
        f.as("admin", "checkjob", "nosuchjob");
        String text = scrape("text/plain");
        assertTrue(text.contains("jmaui_job_starts_total 1.0"), text);
        assertTrue(text.contains("jmaui_iterations_total 1.0"), text);
        assertTrue(text.contains("jmaui_jobs{class=\"batch\",state=\"starting\"} 1.0"), text);
        assertTrue(text.contains("jmaui_jobs{class=\"batch\",state=\"idle\"} 1.0"), text);
        assertTrue(text.contains("jmaui_jobs{class=\"batch\",state=\"running\"} 1.0"), text);
        assertTrue(text.contains("jmaui_jobs_waiting{reason=\"HOLD\"} 1.0"), text);
        assertTrue(text.contains("jmaui_jobs{class=\"express\",state=\"hold\"} 1.0"), text);
        assertTrue(text.contains("jmaui_iteration_stage_seconds_count{stage=\"core\"} 1"), text);
        assertTrue(text.contains("jmaui_decisions_total{kind=\"StartJob\"} 1.0"), text);
        assertTrue(text.contains("jmaui_preemptions_total 0.0"), text);
        assertTrue(text.contains("jmaui_job_deferrals_total 0.0"), text);
        assertTrue(text.contains("jmaui_commands_total{command=\"showq\",outcome=\"ok\"} 1.0"), text);
        assertTrue(text.contains("jmaui_commands_total{command=\"schedctl\",outcome=\"refused\"} 1.0"), text);
        assertTrue(text.contains("jmaui_commands_total{command=\"checkjob\",outcome=\"refused\"} 1.0"), text);
        assertTrue(text.contains("jmaui_nodes{state="), text);
        String om = scrape("application/openmetrics-text; version=1.0.0; charset=utf-8");
        assertTrue(om.endsWith("# EOF\n"), om);
        dashboardQueriesOnlyExposedMetrics(text);
    }

    /** conf/grafana-dashboard.json parses, and every metric its queries name is one the endpoint exposes. */
    private static void dashboardQueriesOnlyExposedMetrics(String exposed) throws Exception {
        com.fasterxml.jackson.databind.JsonNode dash = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Path.of("..", "conf", "grafana-dashboard.json").toFile());
        java.util.regex.Pattern metric = java.util.regex.Pattern.compile("jmaui_[a-z_]+");
        int queries = 0;
        for (com.fasterxml.jackson.databind.JsonNode panel : dash.get("panels")) {
            for (com.fasterxml.jackson.databind.JsonNode target : panel.get("targets")) {
                java.util.regex.Matcher m = metric.matcher(target.get("expr").asText());
                while (m.find()) {
                    queries++;
                    assertTrue(exposed.contains("\n" + m.group() + "{") || exposed.contains("\n" + m.group() + " "),
                            panel.get("title").asText() + ": " + m.group() + " is not exposed");
                }
            }
        }
        assertTrue(queries >= 12, "queries: " + queries);
    }
}
