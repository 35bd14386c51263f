/**
 * The Maui commands users and admins run (guide chapter 4 and the command pages): one picocli
 * class per command ({@code showq}, {@code checkjob}, {@code diagnose}, ...), the options they
 * share ({@link io.jmaui.bridge.cli.ClientOptions}: {@code --json}, {@code --socket},
 * {@code --host}, ...), one factory ({@link io.jmaui.bridge.cli.MauiCommands#commandLine}) taking
 * a {@link io.jmaui.bridge.cli.CliContext} with the writers, and the one exit-code table
 * ({@link io.jmaui.bridge.command.wire.ExitCode}).
 *
 * <pre>
 *  bin/showq -r ──> MauiCommands showq -r ──> Showq.request() ──DaemonClient──> daemon
 *                                                                                 │
 *  stdout <── ShowqText (Maui's layout) or Jackson (--json) <── ShowqView <───────┘
 * </pre>
 */
package io.jmaui.bridge.cli;
