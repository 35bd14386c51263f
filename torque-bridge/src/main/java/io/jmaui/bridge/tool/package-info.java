/**
 * File-reading tools around the core: {@code maui-replay} (one iteration on a maui.cfg and a
 * snapshot JSON file, result as JSON). The tools do the I/O; the core stays a function.
 */
package io.jmaui.bridge.tool;
