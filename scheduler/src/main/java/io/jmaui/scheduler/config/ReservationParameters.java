package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.choice;
import static io.jmaui.scheduler.config.ParameterDefs.count;
import static io.jmaui.scheduler.config.ParameterDefs.inapplicable;
import static io.jmaui.scheduler.config.ParameterDefs.names;

import java.util.List;

/**
 * Guide 7.1, advance reservations: how many priority jobs hold reservations and which QOS may
 * use each reservation stack ({@code RESERVATIONDEPTH[1]}, {@code RESERVATIONQOSLIST[1]}).
 * Standing reservations are SRCFG blocks, see {@link StandingReservationConfig}.
 */
interface ReservationParameters {

    Parameter<Integer> RESERVATIONDEPTH = count("RESERVATIONDEPTH", 1, "7.1.4",
            "how many top priority jobs get a reservation (per stack index)");
    Parameter<List<String>> RESERVATIONQOSLIST = names("RESERVATIONQOSLIST", List.of("ALL"), "7.1.4",
            "QOS that draw on the reservation stack of the same index (ALL: every QOS)");
    Parameter<ReservationPolicy> RESERVATIONPOLICY = choice("RESERVATIONPOLICY", ReservationPolicy.class,
            ReservationPolicy.CURRENTHIGHEST, "7.1.4", "which priority jobs keep their reservations");
    Parameter<Long> RESERVATIONRETRYTIME = inapplicable("RESERVATIONRETRYTIME", ValueTypes.duration(), 0L, "7.1.4",
            "how long to retry starting a reserved job after resource manager failures",
            "Maui kept a reserved job's reservation for this long while the resource manager still reported its "
                    + "nodes busy, then deferred the job; jmaui places jobs only on nodes pbs_server reports free and "
                    + "plans every job reservation afresh each iteration, so a reserved job is never released or "
                    + "deferred for that (failed starts follow DEFERSTARTCOUNT and DEFERTIME)");
    Parameter<Integer> RESDEPTH = inapplicable("RESDEPTH", ValueTypes.nonNegativeInt(), 24, "7.1",
            "most reservations on one node",
            "it sizes Maui's fixed table of reservations per node; jmaui keeps each node's reservations in a "
                    + "timeline of any length, so no reservation is ever refused for lack of room");
    Parameter<String> RESCTLPOLICY = Parameter.of("RESCTLPOLICY", WordTypes.word("ADMINONLY", "ANY"), "ADMINONLY",
            "7.1.6.1", "who may run setres and releaseres: ADMIN1, or ANY user for reservations of their own");
    Parameter<String> RESLIMITPOLICY = Parameter.of("RESLIMITPOLICY", WordTypes.word("NONE", "SOFT", "HARD"), "NONE",
            "7.1.6.3", "which level of throttling limits a user's own reservation (RESCTLPOLICY ANY) must stay within,"
                    + " counted with the user's running jobs and other reservations (NONE: not checked)");
}
