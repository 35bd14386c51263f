package io.jmaui.pbs.message;

/**
 * How a request's integers were written. Readers accept both; a decoded request keeps its form so
 * that re-encoding it gives the identical bytes.
 */
public enum WireForm {
  /** TORQUE's DIS writer: canonical counts ({@code +4root}). */
  DIS,
  /**
   * trqauthd builds AuthenUser and Disconnect with {@code sprintf} (wire doc §4.2 step 4): the
   * user name's length and the AuthenUser port always carry their digit count, so a user shorter
   * than 10 bytes reads {@code 1+4root} and a one-digit port {@code 1+7}.
   */
  TRQAUTHD
}
