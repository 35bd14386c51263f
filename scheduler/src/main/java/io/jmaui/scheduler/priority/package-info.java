/**
 * Job prioritisation, guide 5.1 (5.1.1 overview, 5.1.2 priority factors, 5.1.3 caps, 5.1.5
 * setspri): every job's priority with the breakdown {@code diagnose -p} shows, and the queue order
 * it defines.
 *
 * <pre>
 *   Priorities.compute(cfg, snapshot, fairshareUsage, now)
 *     |
 *     |  once per iteration: PriorityInputs
 *     |    PrioritySettings      weights, caps, XFMINWCLIMIT, ENABLENEGJOBPRIORITY, JOBPRIOACCRUALPOLICY
 *     |    cluster total         configured resources of all nodes, for processor equivalents
 *     |  once per distinct credential, on first use:
 *     |    CredentialPriorities  USERCFG.. CLASSCFG PRIORITY (class: PBS queue Priority unless CLASSCFG)
 *     |    FairshareDeltas       FairshareUsage.delta: target - usage (floor/ceiling/cap applied)
 *     |    QosTerms              QTWEIGHT, XFWEIGHT, QTTARGET, XFTARGET per QOS
 *     v
 *   per job, one PriorityFactor per component, each writing its raw subcomponent values into the
 *   job's array and returning CWEIGHT * MIN(CCAP, SUM(SWEIGHT * MIN(SCAP, value))); CRED and FS,
 *   which read only the credentials, once per distinct credentials (CredentialTerms; carried to
 *   the next ranking under the same config by CarriedTerms, CRED kept, FS's deltas read again at
 *   each credential's place in the usage, fairshare's FsCredential)
 *     CRED  -&gt; FS  -&gt; SERV  -&gt; TARGET  -&gt; RES  -&gt; USAGE
 *     |
 *     v
 *   PriorityBounds: floor 1 (unless ENABLENEGJOBPRIORITY), cap 10^9, setspri system priority
 *     |
 *     v
 *   JobPriority(jobId, priority, components)  -&gt;  JobPriorities.order(idle): priority desc,
 *                                                  submit time, job number
 * </pre>
 * The components list of a {@link io.jmaui.scheduler.priority.JobPriority} builds its
 * {@link io.jmaui.scheduler.priority.FactorContribution} records from the raw array when read, so
 * prioritising 100,000 jobs allocates one small array per job, not 34 records.
 *
 * <p>Where the guide was silent or Maui's source differs: see {@code TargetFactor} (target
 * closeness in minutes, growth after a missed target), {@code ExpansionFactor} (no walltime:
 * xfactor 1), {@code PriorityBounds} (truncation, relative setspri encoding) and
 * {@code CredentialPriorities} (which credentials fall back to DEFAULT).
 */
package io.jmaui.scheduler.priority;
