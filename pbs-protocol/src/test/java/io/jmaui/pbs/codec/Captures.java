package io.jmaui.pbs.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The TORQUE 6.1.3 wire captures ({@code shared/torque-captures}, copied to the test resources
 * under {@code captures/}), for this module's tests and, through the test-jar, for others.
 * {@code captures/index.txt} lists the {@code .bin} files.
 */
public final class Captures {

  /** How a capture's bytes are to be read. */
  public enum Kind {
    /** A client's batch requests ({@code *_c2s.bin}). */
    REQUESTS,
    /** pbs_server's batch replies ({@code *_s2c.bin}). */
    REPLIES,
    /** pbs_server's 4-byte pokes on the scheduler port ({@code sched15004_*}). */
    SCHEDULER,
    /** The client's text request to trqauthd's Unix socket ({@code *__unix_trqauthd_c2s.bin}). */
    TRQAUTHD_UNIX_REQUEST,
    /** trqauthd's text answer on its Unix socket ({@code *__unix_trqauthd_s2c.bin}). */
    TRQAUTHD_UNIX_REPLY
  }

  /** One capture file. */
  public record Capture(String name, Kind kind, byte[] bytes) {
    @Override
    public String toString() {
      return name;
    }
  }

  private Captures() {}

  /** Every capture, in file-name order. */
  public static List<Capture> all() {
    List<Capture> list = new ArrayList<>();
    for (String line : text("index.txt").split("\n")) {
      if (!line.isBlank()) {
        list.add(get(line.strip()));
      }
    }
    return list;
  }

  /** Every capture of one kind. */
  public static List<Capture> all(Kind kind) {
    return all().stream().filter(c -> c.kind() == kind).toList();
  }

  /** One capture by file name, with or without {@code .bin}. */
  public static Capture get(String name) {
    String file = name.endsWith(".bin") ? name : name + ".bin";
    return new Capture(file, kindOf(file), bytes(file));
  }

  /** The raw bytes of a file under {@code captures/}. */
  public static byte[] bytes(String file) {
    try (InputStream in = Captures.class.getResourceAsStream("/captures/" + file)) {
      if (in == null) {
        throw new IllegalArgumentException("no capture " + file);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A text file under {@code captures/} (the {@code .txt} decodes, {@code README.md}). */
  public static String text(String file) {
    return new String(bytes(file), StandardCharsets.UTF_8);
  }

  static Kind kindOf(String file) {
    if (file.startsWith("sched15004_")) {
      return Kind.SCHEDULER;
    }
    if (file.contains("__unix_trqauthd_")) {
      return file.endsWith("_c2s.bin") ? Kind.TRQAUTHD_UNIX_REQUEST : Kind.TRQAUTHD_UNIX_REPLY;
    }
    if (file.endsWith("_c2s.bin")) {
      return Kind.REQUESTS;
    }
    if (file.endsWith("_s2c.bin")) {
      return Kind.REPLIES;
    }
    throw new IllegalArgumentException("cannot tell the direction of " + file);
  }
}
