/**
 * The JSON form of the scheduler's snapshot ({@code scheduler/docs/snapshot-json.md}): what
 * {@code maui-replay} reads, what tests and bug reports carry. Text in, records out; the caller
 * does the file I/O.
 */
package io.jmaui.scheduler.json;
