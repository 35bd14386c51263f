/**
 * Run-time prediction (issue 18; Tsafrir, Etsion and Feitelson, "Backfilling using
 * system-generated predictions rather than user runtime estimates", IEEE TPDS 2007). Off by
 * default (JOBPREDICTIONPOLICY NONE). A job's prediction is the mean of its user's last
 * JOBPREDICTIONDEPTH run times, never above its wallclock limit. Predictions are planning data:
 * they shorten the planned ends the availability holds (running jobs' ends, job reservations,
 * backfill windows, start estimates, the backfill order), never the kill time, which stays the
 * user's wallclock limit and is TORQUE's to enforce. A running job that outlives its prediction
 * gets a longer one (JOBPREDICTIONCORRECTION), so the reservations planned on it move in that
 * same iteration. The predictor replays itself over each user's recent jobs and uses its
 * predictions for that user only while they are closer to the run times than the user's own
 * wallclock limits and at least JOBPREDICTIONMINACCURACY accurate.
 *
 * <pre>
 *   snapshot.prediction (state the edge kept) --Predictor.observe--> learned state
 *        (running jobs that are gone are completions: their run times join the user's history)
 *   IterationState.planned(job)  = the prediction, corrected while the job runs; else the walltime
 *   PredictionTracking (last stage) --> IterationResult.prediction (state for the edge to keep):
 *        started jobs with the prediction they started with, reservation starts, and the
 *        reservations a corrected prediction moved later (checkjob shows them)
 * </pre>
 *
 * The state is plain data, durable in the daemon's checkpoint and held in memory by the simulator.
 */
package io.jmaui.scheduler.prediction;
