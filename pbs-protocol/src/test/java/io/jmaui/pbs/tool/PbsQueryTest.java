package io.jmaui.pbs.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.client.TestPbsServer;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.StatusBody;
import io.jmaui.pbs.message.StatusObject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pbs-query} against a loopback pbs_server: output, JSON, exit codes, default server. */
class PbsQueryTest {

    static final StatusObject JOB = new StatusObject(ObjectType.JOB, "4.vm", List.of(
            Attribute.of("Job_Name", "STDIN"), Attribute.of("job_state", "Q"),
            Attribute.of("Resource_List", "walltime", "00:10:00")));
    static final StatusObject NODE = new StatusObject(ObjectType.NODE, "vm", List.of(
            Attribute.of("state", "free"), Attribute.of("np", "1")));

    @TempDir
    Path dir;
    TestPbsServer server;
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    @BeforeEach
    void start() {
        server = TestPbsServer.start((request, connection) -> {
            String id = ((StatusBody) request.body()).id();
            if (!id.isEmpty()) {
                return CompletableFuture.completedFuture(BatchReply.error(15001,
                        "Unknown Job Id Error " + id));
            }
            return CompletableFuture.completedFuture(BatchReply.status(
                    List.of(request.type() == RequestType.StatusNode ? NODE : JOB)));
        });
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void jobsAsQstatFText() {
        assertEquals(0, run(Map.of(), "--server", "127.0.0.1:" + server.port(), "--auth", "none", "jobs"));
        assertEquals("""
                Job Id: 4.vm
                    Job_Name = STDIN
                    job_state = Q
                    Resource_List.walltime = 00:10:00

                """, out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void nodesAsJson() {
        assertEquals(0, run(Map.of(), "--server", "127.0.0.1:" + server.port(), "--auth", "none",
                "nodes", "--json"));
        assertEquals("""
                [ {
                  "type" : "node",
                  "name" : "vm",
                  "attributes" : {
                    "state" : "free",
                    "np" : "1"
                  }
                } ]
                """, out.toString());
    }

    @Test
    void pbsErrorExitsOneWithAOneLineMessage() {
        assertEquals(1, run(Map.of(), "--server", "127.0.0.1:" + server.port(), "--auth", "none",
                "jobs", "99.vm"));
        assertEquals("pbs-query: 127.0.0.1:" + server.port() + ": StatusJob 99.vm: refused with 15001 "
                + "PBSE_UNKJOBID (\"Unknown Job Id Error\"), server said \"Unknown Job Id Error 99.vm\"\n",
                err.toString());
    }

    @Test
    void unreachableExitsThree() {
        int port = server.port();
        server.close();
        assertEquals(3, run(Map.of(), "--server", "127.0.0.1:" + port, "--auth", "none", "server"));
        assertTrue(err.toString().startsWith("pbs-query: 127.0.0.1:" + port + ": StatusSvr: cannot connect: "),
                err.toString());
        assertEquals(1, err.toString().lines().count());
    }

    @Test
    void badAuthModeIsAUsageError() {
        assertEquals(2, run(Map.of(), "--auth", "kerberos", "jobs"));
        assertEquals("pbs-query: auth mode: \"kerberos\" is not one of trqauthd, privport, auto, none\n",
                err.toString());
    }

    @Test
    void pbsDefaultNamesTheServer() {
        assertEquals(0, run(Map.of("PBS_DEFAULT", "127.0.0.1:" + server.port()), "--auth", "none", "jobs"));
        assertTrue(out.toString().startsWith("Job Id: 4.vm\n"));
    }

    @Test
    void defaultServerComesFromEnvThenFileThenLocalhost() throws Exception {
        Path file = dir.resolve("server_name");
        assertEquals("localhost:15001", DefaultServers.find(Map.of(), file).toString());
        Files.writeString(file, "head01\n");
        assertEquals("head01:15001", DefaultServers.find(Map.of(), file).toString());
        assertEquals("pbs4:15001", DefaultServers.find(Map.of("PBS_SERVER", "pbs4"), file).toString());
        assertEquals("pbs2:15011,pbs3:15001",
                DefaultServers.find(Map.of("PBS_DEFAULT", "pbs2:15011,pbs3"), file).toString());
    }

    @Test
    void anHaPairsServerNameFileListsOneServerPerLineAndEveryOneIsTried() throws Exception {
        Path file = dir.resolve("server_name");
        Files.writeString(file, "head01\nhead02:15011\n");
        assertEquals("head01:15001,head02:15011", DefaultServers.find(Map.of(), file).toString());
    }

    @Test
    void theSecondServerOfTheListAnswersWhenTheFirstIsDown() {
        TestPbsServer down = TestPbsServer.start((request, connection) -> new CompletableFuture<>());
        int dead = down.port();
        down.close();
        assertEquals(0, run(Map.of(), "--server", "127.0.0.1:" + dead + ", 127.0.0.1:" + server.port(),
                "--auth", "none", "jobs"));
        assertTrue(out.toString().startsWith("Job Id: 4.vm\n"), out.toString());
    }

    private int run(Map<String, String> env, String... args) {
        return PbsQuery.commandLine(new PrintWriter(out, true), new PrintWriter(err, true), env,
                dir.resolve("no-server_name")).execute(args);
    }
}
