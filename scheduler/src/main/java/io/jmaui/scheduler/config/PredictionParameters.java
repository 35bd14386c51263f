package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.choice;
import static io.jmaui.scheduler.config.ParameterDefs.count;

/**
 * Run-time prediction (jmaui's own, issue 18; Tsafrir, Etsion and Feitelson 2007) and the backfill
 * order it feeds. Predictions shorten planned ends only: reservations, backfill windows, start
 * estimates and the backfill order; jobs are still killed at their wallclock limit, by TORQUE.
 */
interface PredictionParameters {

    Parameter<JobPredictionPolicy> JOBPREDICTIONPOLICY = choice("JOBPREDICTIONPOLICY", JobPredictionPolicy.class,
            JobPredictionPolicy.NONE, "8.2", "NONE: plan with wallclock limits; USER: plan with the mean of the user's last run times");
    Parameter<Integer> JOBPREDICTIONDEPTH = count("JOBPREDICTIONDEPTH", 2, "8.2",
            "how many of the user's last run times a prediction averages");
    Parameter<Integer> JOBPREDICTIONHISTORY = count("JOBPREDICTIONHISTORY", 16, "8.2",
            "completed jobs kept per user, over which the predictor measures its own accuracy");
    Parameter<Double> JOBPREDICTIONMINACCURACY = Parameter.of("JOBPREDICTIONMINACCURACY",
            ValueTypes.doubleRange(0, 1, false, "a number from 0 to 1"), 0.7, "8.2",
            "a user's predictions are used only while their mean accuracy (min/max of predicted and actual) is at least this"
                    + " and at least that of the user's wallclock limits");
    Parameter<JobPredictionCorrection> JOBPREDICTIONCORRECTION = choice("JOBPREDICTIONCORRECTION",
            JobPredictionCorrection.class, JobPredictionCorrection.INCREMENT, "8.2",
            "how a running job that outlived its prediction is planned: INCREMENT, DOUBLE or WALLTIME");
    Parameter<Boolean> JOBPREDICTIONXFACTOR = ParameterDefs.flag("JOBPREDICTIONXFACTOR", false, "8.2",
            "the XFACTOR priority subcomponent divides by the predicted run time instead of the wallclock limit");
    Parameter<JobPredictionXFactorBasis> JOBPREDICTIONXFACTORBASIS = choice("JOBPREDICTIONXFACTORBASIS",
            JobPredictionXFactorBasis.class, JobPredictionXFactorBasis.PREDICTION, "8.2",
            "the run time JOBPREDICTIONXFACTOR ranks by: PREDICTION, or REQUESTRATIO (the job's limit scaled by the"
                    + " user's last run/limit ratios, used while that scores closer to the user's run times than the limits)");
    Parameter<BackfillOrder> BACKFILLORDER = choice("BACKFILLORDER", BackfillOrder.class, BackfillOrder.PRIORITY, "8.2",
            "order backfill tries candidates in: PRIORITY, SHORTEST (planned run time) or XFACTOR");
}
