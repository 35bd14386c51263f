/**
 * The daemon's side of the Maui commands (guide chapter 4, appendix E): the listeners
 * ({@link io.jmaui.bridge.command.CommandServer}: a Unix socket with peer credentials, TLS for
 * remote clients), who may do what ({@link io.jmaui.bridge.command.AccessLevel}: ADMIN1-3 and
 * users), and the answers.
 *
 * <pre>
 *  client ──frame──> CommandHandler   who: SO_PEERCRED uid -> UserDirectory, or CSKEY MAC over TLS
 *                         │
 *                    CommandService   level (ADMIN1..3, USER) against the command's Access
 *                         │
 *        ┌────────────────┴──────────────────┐
 *   information: *Views                 changes: AdminActions, SchedulerControl
 *   built from SchedulingLoop.latest()  queued onto the loop thread (SchedulingLoop.submit),
 *   (the published IterationReport),    state replaced, checkpointed, an iteration follows
 *   encoded once per iteration (AnswerCache)
 * </pre>
 *
 * Nothing here blocks the scheduling loop: information commands read the immutable report the
 * loop publishes after each iteration; changes wait their turn between iterations.
 */
package io.jmaui.bridge.command;
