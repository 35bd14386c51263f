/**
 * The policy comparison report of {@code maui-simulate --compare} (issue 18): figures per
 * simulation ({@link io.jmaui.bridge.report.RunMetrics}), the job-size x wallclock matrices the
 * PLOT* parameters shape (guide 15.6, Maui's profiler tables, as charts), and the three outputs:
 * {@code report.html} (one self-contained page, inline SVG, no script, no network),
 * {@code compare.json} (the same figures) and a plain-text table. Everything here is a function of
 * finished simulations; the tool in {@code io.jmaui.bridge.tool} runs them and writes the files.
 */
package io.jmaui.bridge.report;
