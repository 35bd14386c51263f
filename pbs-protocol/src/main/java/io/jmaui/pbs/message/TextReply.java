package io.jmaui.pbs.message;

import java.util.Objects;

/** Choice Text: free text, e.g. an error's {@code <pbse text>[ REJHOST=h][ MSG=detail]}. */
public record TextReply(String text) implements ReplyBody {
  public TextReply {
    Objects.requireNonNull(text, "text");
  }
}
