package io.jmaui.pbs.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.jmaui.pbs.codec.Captures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pbs-decode on captures: one JSON object per message, precise errors, exit codes. */
class PbsDecodeTest {

  @TempDir
  Path dir;

  final StringWriter out = new StringWriter();
  final StringWriter err = new StringWriter();

  int run(String... args) {
    return PbsDecode.commandLine(new PrintWriter(out), new PrintWriter(err)).execute(args);
  }

  Path capture(String name) throws IOException {
    Path p = dir.resolve(name + ".bin");
    Files.write(p, Captures.get(name).bytes());
    return p;
  }

  List<JsonNode> lines() throws IOException {
    ObjectMapper m = new ObjectMapper();
    return out.toString().lines().map(l -> {
      try {
        return m.readTree(l);
      } catch (IOException e) {
        throw new AssertionError(l, e);
      }
    }).toList();
  }

  @Test
  void qsubRequestsAreQueueJob2Jobscript2Disconnect() throws IOException {
    Path f = capture("01_qsub__003_client_c2s");
    assertEquals(0, run("--request", f.toString()), err.toString());
    List<JsonNode> msgs = lines();
    assertEquals(List.of("QueueJob2", "jobscript2", "Disconnect"),
        msgs.stream().map(n -> n.get("type").asText()).toList());
    JsonNode q = msgs.get(0);
    assertEquals("tester", q.get("user").asText());
    assertEquals(16, q.get("body").get("attributes").size());
    JsonNode nodes = q.get("body").get("attributes").get(13);
    assertEquals("Resource_List", nodes.get("name").asText());
    assertEquals("nodes", nodes.get("resource").asText());
    assertEquals("1:ppn=1", nodes.get("value").asText());
    assertEquals("SET", nodes.get("op").asText());
    assertEquals("sleep 120\n", msgs.get(1).get("body").get("data").asText());
  }

  @Test
  void statusNodeReply() throws IOException {
    Path f = capture("06_pbsnodes_a__013_client_s2c");
    assertEquals(0, run("--reply", f.toString()), err.toString());
    JsonNode reply = lines().get(0);
    assertEquals("Status", reply.get("choice").asText());
    JsonNode objects = reply.get("body").get("objects");
    assertEquals(List.of("vm", "node01", "node02"),
        List.of(objects.get(0).get("name").asText(), objects.get(1).get("name").asText(),
            objects.get(2).get("name").asText()));
    assertEquals("NODE", objects.get(0).get("type").asText());
  }

  @Test
  void errorReplyNamesThePbseCode() throws IOException {
    Path f = capture("19_qrun_H_badnode__039_client_s2c");
    assertEquals(0, run("--reply", f.toString()));
    JsonNode reply = lines().get(0);
    assertEquals(15064, reply.get("code").asInt());
    assertEquals("PBSE_UNKNODE (15064) Unknown node", reply.get("error").asText());
    assertEquals("Unknown node ", reply.get("body").get("text").asText());
  }

  @Test
  void trqauthdFormIsShown() throws IOException {
    Path f = capture("01_qsub__004_trqauthd_c2s");
    assertEquals(0, run("--request", f.toString()));
    JsonNode auth = lines().get(0);
    assertEquals("AuthenUser", auth.get("type").asText());
    assertEquals("TRQAUTHD", auth.get("form").asText());
    assertEquals(38840, auth.get("body").get("port").asInt());
  }

  @Test
  void schedulerCommand() throws IOException {
    Path f = capture("sched15004_conn12_s2c");
    assertEquals(0, run("--sched", f.toString()));
    assertEquals("SCHEDULE_FIRST", lines().get(0).get("command").asText());
  }

  @Test
  void badBytesGiveThePreciseErrorAndExit1() throws IOException {
    byte[] bytes = Captures.get("06_pbsnodes_a__013_client_s2c").bytes().clone();
    bytes[742] = 'x';
    Path f = dir.resolve("bad.bin");
    Files.write(f, bytes);
    assertEquals(1, run("--reply", f.toString()));
    assertEquals(f + ": byte 742: Status reply, object 3 'node02', attribute 4, name_len:"
        + " expected a digit or sign, got 'x' (0x78)\n", err.toString());
    assertEquals("", out.toString());
  }

  @Test
  void requestsBeforeTheBadOneArePrinted() throws IOException {
    Path f = dir.resolve("two.bin");
    Files.writeString(f, "+2+22+21+4root+0+0+0+2+22+21+4root+0x");
    assertEquals(1, run("--request", f.toString()));
    assertEquals(1, lines().size());
    assertEquals(f + ": byte 36: StatusSvr request, attribute count: expected a digit or sign,"
        + " got 'x' (0x78)\n", err.toString());
  }

  @Test
  void missingFileIsExit1AndUsageIsExit2() {
    assertEquals(1, run("--reply", dir.resolve("nope.bin").toString()));
    assertTrue(err.toString().contains("nope.bin: cannot read"), err.toString());
    assertEquals(2, run("--reply", "--request", "x"));
    assertEquals(2, run("x"));
  }
}
