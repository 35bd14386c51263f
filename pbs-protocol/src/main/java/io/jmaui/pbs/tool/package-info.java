/**
 * Command-line tools of pbs-protocol, launched from {@code bin/}: {@code pbs-query}
 * ({@link io.jmaui.pbs.tool.PbsQuery}) asks a live pbs_server for jobs, nodes, queues or the
 * server through {@code PbsClient} and prints them {@code qstat -f}-like or as JSON (wire doc §3.2
 * status requests, §4 authentication, §6 attributes); {@code pbs-decode} ({@code PbsDecode})
 * decodes captured DIS streams.
 */
package io.jmaui.pbs.tool;
