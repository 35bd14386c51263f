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
 *     |    CredentialPriorities  USERCFG.. CLASSCFG PRIORITY (class: PBS queue Priority unless CLASSCFG)
 *     |    FairshareDeltas       target - usage per credential (floor/ceiling/cap applied)
 *     |    QosTerms              QTWEIGHT, XFWEIGHT, QTTARGET, XFTARGET per QOS
 *     |    cluster totals        configured resources, for processor equivalents
 *     v
 *   per job, one PriorityFactor per component, each: CWEIGHT * MIN(CCAP, SUM(SWEIGHT * MIN(SCAP, value)))
 *     CRED  -&gt; FS  -&gt; SERV  -&gt; TARGET  -&gt; RES  -&gt; USAGE
 *     |
 *     v
 *   PriorityBounds: floor 1 (unless ENABLENEGJOBPRIORITY), cap 10^9, setspri system priority
 *     |
 *     v
 *   JobPriority(jobId, priority, components)  -&gt;  JobPriorities.order(idle): priority desc,
 *                                                  submit time, job number
 * </pre>
 */
package io.jmaui.scheduler.priority;
