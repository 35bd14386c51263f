/**
 * maui.cfg: the parser and the typed, immutable configuration every policy and the daemon read
 * (admin guide 3.4 "Parameters Overview" and appendix F "Maui Parameters").
 *
 * <pre>
 *  text ──LineTokenizer──> ConfigLine ──MauiConfigParser──> ConfigBuilder ──build()──> MauiConfig
 *                                        (Parameters table,      (errors, warnings,     (or one
 *                                         Block attributes,       cross checks)          ConfigException)
 *                                         LegacyParameters)
 * </pre>
 *
 * <ul>
 *   <li>{@link io.jmaui.scheduler.config.Parameters}: one constant per value parameter, defined per
 *       guide chapter: 5.1.2 priority, 6.2 throttling, 6.3 fairshare, 7.1 reservations, 8.2
 *       backfill, 5.2-5.4 and 8.3 node allocation, 13 resource managers, 3/14 server and logging.</li>
 *   <li>Blocks: USERCFG, GROUPCFG, ACCOUNTCFG, CLASSCFG, QOSCFG, SYSTEMCFG ({@link
 *       io.jmaui.scheduler.config.CredentialConfig}, 5.1.2.1, 6.2, 6.3, 7.3), SRCFG ({@link
 *       io.jmaui.scheduler.config.StandingReservationConfig}, 7.1.5), NODECFG (5.2), RMCFG (13.2),
 *       CLIENTCFG (maui-private.cfg).</li>
 *   <li>Value syntaxes, each a small class built on {@code ValueType.of(describe, parser, formatter)}:
 *       {@link io.jmaui.scheduler.config.TimeValues}, {@link io.jmaui.scheduler.config.MemoryValues},
 *       {@link io.jmaui.scheduler.config.HostExpressions}, lists, keywords ({@code WordTypes}), ACL
 *       markers ({@code AclValues}), limits and fairshare targets ({@code PolicyValues}), SRCFG
 *       RESOURCES, DAYS and OWNER ({@code ReservationValues}).</li>
 *   <li>Maui 3.0 indexed parameters (SRHOSTLIST[x], QOSPRIORITY[x], RMHOST[x], ...) are read into
 *       their blocks with a deprecation warning ({@code LegacyParameters}); fs.cfg is read by
 *       {@link io.jmaui.scheduler.config.MauiConfigParser#parseFsConfig}.</li>
 * </ul>
 *
 * No file I/O here: the parser takes text and a source name for its messages.
 */
package io.jmaui.scheduler.config;
