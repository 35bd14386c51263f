package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.QosRequest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Gives every job the QOS it runs under (guide 7.3), before anything reads a job's QOS: the one
 * it asked for when its credentials may use it, else its default ({@link QosAccess}). A job that
 * asked for nothing but carries a QOS (a trace, a replay snapshot) keeps it unchecked. Grants are
 * worked out once per distinct access and request ({@link QosAccess#accessKey}: only names with
 * their own QLIST or QDEF count), so 100,000 jobs cost a map lookup each; a job whose QOS is
 * already right is not copied, so running the assignment again is cheap and changes nothing. A queued job of a QOS with QOSFEATURES also
 * requires those node features ({@link QosFeatures}).
 */
public final class QosAssignment {

    private QosAssignment() {
    }

    /**
     * The jobs with their QOS set, in the same order, and each job's grant by id (a view indexed
     * only when first read: the simulator never reads it).
     */
    public record Result(List<Job> jobs, Map<String, QosGrant> grants) {
    }

    private record Key(String user, String group, String account, String jobClass, String requested, String via) {

        /**
         * The record's own hash (31 times the previous field plus the next) collides for names like
         * u12/g3 and u11/g34: with a few hundred users and groups the memo's bins turned into trees
         * walked by equals, a fifth of an iteration at 100,000 jobs. Each field is mixed instead.
         */
        @Override
        public int hashCode() {
            long h = mix(mix(mix(mix(mix(mix(0, user), group), account), jobClass), requested), via);
            return (int) (h ^ (h >>> 32));
        }

        private static long mix(long h, String s) {
            return (h + (s == null ? 0 : s.hashCode())) * 0x9E3779B97F4A7C15L;
        }
    }

    /**
     * The config's access rules and QOSFEATURES, read once per config ({@link MauiConfig#derived}),
     * with the default grant of credentials whose names all have their kind's DEFAULT access, by
     * which names are given ({@link QosAccess#defaultPattern}): a function of the config alone,
     * worked out on first use. {@code byPattern} is guarded by its own lock, not an
     * AtomicReferenceArray: in C1 code, which a simulation's early runs mostly execute, the
     * array's get goes through a VarHandle's method handles, for every job assigned.
     */
    private record Rules(QosAccess access, QosFeatures features, QosGrant[] byPattern) {
        static Rules of(MauiConfig cfg) {
            return new Rules(new QosAccess(cfg), new QosFeatures(cfg), new QosGrant[QosAccess.patterns()]);
        }

        /** The default grant of {@code c} when its names have DEFAULT access; null otherwise. */
        QosGrant byPattern(Credentials c) {
            int p = access.defaultPattern(c);
            if (p < 0) {
                return null;
            }
            synchronized (byPattern) {
                QosGrant g = byPattern[p];
                if (g == null) {
                    g = access.grant(c, null, null);
                    byPattern[p] = g;
                }
                return g;
            }
        }
    }

    public static Result assign(MauiConfig cfg, List<Job> jobs) {
        QosGrant[] grants = new QosGrant[jobs.size()];
        return result(assign(cfg, jobs, grants), grants);
    }

    private static final Derived<Rules> RULES = Derived.of(Rules::of);

    /**
     * The jobs with their QOS set, in the same order, each one's grant written to {@code grants} at
     * its position. Each job's QOS is a function of the config and that job alone, so a caller may
     * assign a part of a list and reuse what it assigned before for the rest (the simulator's
     * events, which share most jobs with the event before: {@code PreparedCarry}).
     */
    public static List<Job> assign(MauiConfig cfg, List<Job> jobs, QosGrant[] grants) {
        Rules rules = cfg.derived(RULES);
        QosAccess access = rules.access();
        QosFeatures features = rules.features();
        // made on first use: the simulator assigns the one or two jobs new at each event, and most
        // jobs take the default grant by their names' pattern
        Map<Key, QosGrant> memo = null;
        Map<String, QosGrant> given = null;
        List<Job> out = new ArrayList<>(jobs.size());
        // the grant of the last job that asked for nothing: the next one's too when it has the same
        // credentials object (the simulator gives all jobs of one user, group, account, class one)
        Credentials lastCredentials = null;
        QosGrant lastGrant = null;
        for (Job j : jobs) {
            Credentials c = j.credentials();
            QosRequest r = j.qosRequest();
            QosGrant g = null;
            if (r == null) {
                // a QOS carried unasked is kept; the common job asked for nothing and its names rule nothing
                if (c == lastCredentials) {
                    g = lastGrant;
                } else if (c.qos() != null) {
                    given = given == null ? new HashMap<>() : given;
                    g = given.computeIfAbsent(c.qos(), QosGrant::given);
                } else {
                    g = rules.byPattern(c);
                }
            }
            if (g == null) {
                String requested = r == null ? null : r.name();
                String via = r == null ? null : r.via();
                memo = memo == null ? new HashMap<>() : memo;
                g = memo.computeIfAbsent(new Key(access.accessKey(0, c.user()), access.accessKey(1, c.group()),
                        access.accessKey(2, c.account()), access.accessKey(3, c.jobClass()), requested, via),
                        k -> access.grant(c, requested, via));
            }
            if (r == null) {
                lastCredentials = c;
                lastGrant = g;
            }
            grants[out.size()] = g;
            out.add(features.apply(Objects.equals(c.qos(), g.qos()) ? j : j.toBuilder().credentials(c.withQos(g.qos())).build()));
        }
        return out;
    }

    /** The result of {@code jobs} assigned with {@code grants} (the same positions); neither is copied. */
    public static Result result(List<Job> jobs, QosGrant[] grants) {
        return new Result(jobs, new GrantsById(jobs, grants));
    }
}
