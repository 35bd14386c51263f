package io.jmaui.pbs.tool;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.jmaui.pbs.codec.BatchReplyDecoder;
import io.jmaui.pbs.codec.BatchRequestDecoder;
import io.jmaui.pbs.codec.SchedulerCommandDecoder;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.message.RequestHeader;
import io.jmaui.pbs.message.ReplyHeader;
import io.jmaui.pbs.message.SchedulerCommand;
import io.jmaui.pbs.message.UndecodableRequest;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.embedded.EmbeddedChannel;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pbs-decode --request|--reply|--sched FILE...}: decodes each file as a stream of batch
 * requests (what a client sends pbs_server), batch replies (what pbs_server answers) or
 * scheduler-port commands, and prints one JSON object per message on stdout. Bytes that do not
 * decode end the file with a precise error on stderr ({@code FILE: byte 1387: StatusNode reply,
 * ...}) and exit code 1; usage errors exit 2.
 */
@Command(name = "pbs-decode", mixinStandardHelpOptions = true,
    description = "Print TORQUE DIS streams (wire captures) as JSON, one object per message.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {"0:every file decoded", "1:a file did not decode or could not be read",
        "2:usage error"})
public final class PbsDecode implements Callable<Integer> {

  static final class Mode {
    @Option(names = "--request", required = true,
        description = "the files hold batch requests (client to pbs_server)")
    boolean request;

    @Option(names = "--reply", required = true,
        description = "the files hold batch replies (pbs_server to client)")
    boolean reply;

    @Option(names = "--sched", required = true,
        description = "the files hold scheduler-port commands (pbs_server to port 15004)")
    boolean sched;
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  Mode mode;

  @Option(names = "--pretty", description = "indent the JSON")
  boolean pretty;

  @Parameters(paramLabel = "FILE", arity = "1..*", description = "files to decode")
  List<Path> files;

  private final PrintWriter out;
  private final PrintWriter err;
  private final ObjectMapper json = new ObjectMapper();

  public PbsDecode(PrintWriter out, PrintWriter err) {
    this.out = out;
    this.err = err;
  }

  /** The command line for this command, writing to the given writers. */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    CommandLine cl = new CommandLine(new PbsDecode(out, err));
    cl.setOut(out);
    cl.setErr(err);
    return cl;
  }

  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    System.exit(commandLine(out, err).execute(args));
  }

  @Override
  public Integer call() {
    if (pretty) {
      json.enable(SerializationFeature.INDENT_OUTPUT);
    }
    int rc = 0;
    for (Path file : files) {
      byte[] bytes;
      try {
        bytes = Files.readAllBytes(file);
      } catch (IOException e) {
        err.println(file + ": cannot read: " + e.getMessage());
        rc = 1;
        continue;
      }
      String error = decode(file.toString(), bytes);
      if (error != null) {
        err.println(file + ": " + error);
        rc = 1;
      }
    }
    out.flush();
    err.flush();
    return rc;
  }

  /** Prints the file's messages; returns the error text, or null if it all decoded. */
  private String decode(String file, byte[] bytes) {
    ChannelHandler decoder = mode.request ? new BatchRequestDecoder()
        : mode.reply ? new BatchReplyDecoder() : new SchedulerCommandDecoder();
    EmbeddedChannel ch = new EmbeddedChannel(decoder);
    List<Object> messages = new ArrayList<>();
    String error = null;
    try {
      ch.writeInbound(Unpooled.wrappedBuffer(bytes));
      drain(ch, messages);
      ch.finish();
      drain(ch, messages);
    } catch (DisException e) {
      error = e.getMessage();
      drain(ch, messages);
      ch.finishAndReleaseAll();
    }
    for (Object m : messages) {
      if (m instanceof UndecodableRequest u) {
        error = u.error().getMessage();
      } else {
        print(toJson(file, m));
      }
    }
    return error;
  }

  private static void drain(EmbeddedChannel ch, List<Object> messages) {
    for (Object o; (o = ch.readInbound()) != null; ) {
      messages.add(o);
    }
  }

  private void print(ObjectNode node) {
    try {
      out.println(json.writeValueAsString(node));
    } catch (IOException e) {
      throw new IllegalStateException("cannot render JSON", e);
    }
  }

  /** The JSON object for one decoded message. */
  ObjectNode toJson(String file, Object message) {
    ObjectNode n = json.createObjectNode();
    n.put("file", file);
    if (message instanceof BatchRequest r) {
      RequestHeader h = r.header();
      n.put("message", "request");
      n.put("type", h.type().name());
      n.put("typeCode", h.type().code());
      n.put("user", h.user());
      n.put("protocolType", h.protocolType());
      n.put("version", h.version());
      if (h.form() != io.jmaui.pbs.message.WireForm.DIS) {
        n.put("form", h.form().name());
      }
      n.set("body", json.valueToTree(r.body()));
      if (h.type().hasExtension()) {
        n.put("extension", r.extension());
      }
    } else if (message instanceof BatchReply r) {
      ReplyHeader h = r.header();
      n.put("message", "reply");
      n.put("choice", h.choice().name());
      n.put("code", h.code());
      if (h.code() != 0) {
        n.put("error", PbsError.describe(h.code()));
      }
      n.put("auxCode", h.auxCode());
      n.put("protocolType", h.protocolType());
      n.put("version", h.version());
      n.set("body", json.valueToTree(r.body()));
    } else if (message instanceof SchedulerCommand c) {
      n.put("message", "scheduler command");
      n.put("command", c.type().name());
      n.put("code", c.type().code());
    } else {
      throw new IllegalArgumentException("not a message: " + message);
    }
    return n;
  }
}
