/**
 * Compiling the core before it is needed: {@link io.jmaui.scheduler.warmup.CoreWarmup} runs the
 * iteration on a made-up cluster under the site's maui.cfg, so that a freshly started daemon's
 * first iterations run compiled code rather than the interpreter's. Pure, like the iteration.
 */
package io.jmaui.scheduler.warmup;
