/**
 * What the Maui commands show (guide chapter 4 and the command pages): one view record per
 * command, built by the daemon from the latest iteration and sent as JSON, and one text renderer
 * per view that prints Maui's layout. {@code --json} prints the record itself, so the text and
 * the JSON never disagree. Times are epoch seconds and durations seconds in the records; only
 * {@link TextFormat} turns them into Maui's {@code [[DD:]HH:]MM:SS} and dates.
 */
package io.jmaui.bridge.view;
