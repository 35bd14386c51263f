/**
 * {@code pbs-decode} ({@link io.jmaui.pbs.tool.PbsDecode}): prints captured DIS streams as JSON,
 * one object per message, through the production decoders of {@code codec} (wire doc §2, §3, §5).
 * The other tools of this package ({@code pbs-query}) belong to the client side.
 */
package io.jmaui.pbs.tool;
