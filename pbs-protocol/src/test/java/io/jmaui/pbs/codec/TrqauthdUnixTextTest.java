package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.pbs.codec.Captures.Kind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client-to-trqauthd Unix-socket exchange of capture 23 (wire doc §4.2 steps 2 and 6) is not
 * DIS but '|'-separated text: numbers end with '|', strings are {@code <len>|<bytes>|}. The auth
 * package owns the production reader; this test only proves the captures parse as the doc says.
 */
class TrqauthdUnixTextTest {

  /** A minimal reader of the trqauthd text framing. */
  static final class Fields {
    private final byte[] b;
    private int p;

    Fields(byte[] b) {
      this.b = b;
    }

    long number() {
      int start = p;
      while (b[p] != '|') {
        p++;
      }
      return Long.parseLong(new String(b, start, p++ - start, StandardCharsets.US_ASCII));
    }

    String string() {
      int len = (int) number();
      String s = new String(b, p, len, StandardCharsets.UTF_8);
      p += len;
      if (b[p++] != '|') {
        throw new IllegalArgumentException("string not closed by '|' at byte " + (p - 1));
      }
      return s;
    }

    boolean atEnd() {
      return p == b.length;
    }
  }

  @Test
  void clientRequestIsTheDocumented42Format() {
    var capture = Captures.all(Kind.TRQAUTHD_UNIX_REQUEST).get(0);
    Fields f = new Fields(capture.bytes());
    List<Object> fields = new ArrayList<>();
    fields.add(f.number()); // 1 = TRQ_AUTH_CONNECTION
    fields.add(f.string()); // server
    fields.add(f.number()); // server port
    fields.add(f.number()); // 1 = AUTH_TYPE_IFF
    fields.add(f.string()); // user
    fields.add(f.number()); // pid
    fields.add(f.number()); // client port of the connection to authenticate
    assertEquals(List.of(1L, "vm", 15011L, 1L, "tester", 13568L, 55766L), fields);
    assertEquals(true, f.atEnd());
  }

  @Test
  void trqauthdAnswerIsSuccess() {
    var capture = Captures.all(Kind.TRQAUTHD_UNIX_REPLY).get(0);
    Fields f = new Fields(capture.bytes());
    assertEquals(0L, f.number());
    assertEquals("", f.string());
    assertEquals(true, f.atEnd());
  }
}
