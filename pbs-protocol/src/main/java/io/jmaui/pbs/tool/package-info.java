/**
 * Command-line tools of pbs-protocol, launched from {@code bin/}.
 *
 * <p>{@code pbs-decode} ({@link io.jmaui.pbs.tool.PbsDecode}): prints captured DIS streams as JSON,
 * one object per message, through the production decoders of {@code codec} (wire doc §2, §3, §5).
 *
 * <p>{@code pbs-query} ({@link io.jmaui.pbs.tool.PbsQuery}): asks a live pbs_server for jobs,
 * nodes, queues or the server through {@code PbsClient} and prints them {@code qstat -f}-like or
 * as JSON (wire doc §3.2 status requests, §4 authentication, §6 attributes).
 */
package io.jmaui.pbs.tool;
