package io.jmaui.bridge.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two daemons' leadership over one state directory, on a shared fake clock (one host): who takes
 * over when, and that a former active is fenced before it learns it lost.
 */
class LeadershipTest {

    @TempDir
    Path dir;

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    private final AtomicLong millis = new AtomicLong(1_800_000_000_000L);
    private final LeaseTiming timing = LeaseTiming.forPollInterval(4);

    private Leadership daemon(String host, long pid) throws Exception {
        return new Leadership(new LeaseFiles(dir.resolve("maui.ck")), timing, host, pid, nanos::get, millis::get);
    }

    /** A daemon that took the absent lease. */
    private Leadership active(String host, long pid) throws Exception {
        Leadership a = daemon(host, pid);
        assertInstanceOf(Leadership.Acquired.class, a.tryAcquire());
        return a;
    }

    /** A daemon that looked at the lease once and found another daemon active. */
    private Leadership standbyOf(String host, long pid) throws Exception {
        Leadership b = daemon(host, pid);
        assertInstanceOf(Leadership.Standby.class, b.tryAcquire());
        return b;
    }

    private void advance(Duration d) {
        nanos.addAndGet(d.toNanos());
        millis.addAndGet(d.toMillis());
    }

    @Test
    void theFirstDaemonTakesTheAbsentLeaseAndTheSecondStaysStandbyNamingIt() throws Exception {
        Leadership a = daemon("head1", 100);
        Leadership b = daemon("head1", 200);
        Leadership.Acquired got = assertInstanceOf(Leadership.Acquired.class, a.tryAcquire());
        assertEquals(1, got.lease().epoch());
        assertEquals("no lease", got.why());
        Leadership.Standby standby = assertInstanceOf(Leadership.Standby.class, b.tryAcquire());
        assertEquals("head1 (pid 100, epoch 1, renewed 0.0 s ago)", standby.active().get().describe(millis.get()));
        a.check("RunJob 1.emu");
        FencedException e = assertThrows(FencedException.class, () -> b.check("RunJob 1.emu"));
        assertTrue(e.getMessage().startsWith("RunJob 1.emu: refused: this daemon is not the active scheduler; active: "
                + "head1 (pid 100, epoch 1"), e.getMessage());
        assertTrue(Files.readString(dir.resolve("maui.ck.lock")).contains("holder=head1/100/"));
    }

    @Test
    void aRenewingActiveKeepsTheStandbyOutForever() throws Exception {
        Leadership a = daemon("head1", 100);
        Leadership b = daemon("head2", 200);
        a.tryAcquire();
        for (int i = 0; i < 40; i++) {
            advance(timing.renewEvery());
            assertEquals(Leadership.Renewal.RENEWED, a.renew());
            assertInstanceOf(Leadership.Standby.class, b.tryAcquire());
            a.check("RunJob 1.emu");
        }
    }

    @Test
    void aPausedActiveIsTakenOverAfterTheTtlAndIsFencedBeforeItLearnsIt() throws Exception {
        Leadership a = active("head1", 100);
        Leadership b = standbyOf("head1", 200);
        // a is stopped (SIGSTOP): it holds its lock but renews nothing; b keeps looking
        advance(timing.ttl().minus(Duration.ofMillis(1)));
        assertInstanceOf(Leadership.Standby.class, b.tryAcquire(), "not before the ttl");
        advance(Duration.ofMillis(1));
        Leadership.Acquired got = assertInstanceOf(Leadership.Acquired.class, b.tryAcquire());
        assertEquals(2, got.lease().epoch());
        assertTrue(got.why().startsWith("lease unchanged for 4000 ms"), got.why());
        // a resumes: before it has looked at anything, its own clock says the lease may be gone
        FencedException fenced = assertThrows(FencedException.class, () -> a.check("RunJob 7.emu"));
        assertTrue(fenced.getMessage().startsWith("RunJob 7.emu: refused: lease epoch 1 not renewed for 4000 ms"),
                fenced.getMessage());
        assertEquals(Leadership.Renewal.LOST, a.renew(), "epoch 2 is someone else's");
        assertThrows(FencedException.class, () -> a.check("RunJob 7.emu"));
        b.check("RunJob 7.emu");
        assertEquals(Leadership.Renewal.RENEWED, b.renew());
    }

    /**
     * The active is stopped in the middle of a renewal, after it read the record and before it
     * wrote the next one (SIGSTOP, or a starved thread): it holds nothing the standby needs, so
     * the standby takes over after the ttl. The renewal, when it goes on, counts for nothing: it
     * was written too late, is looked at again under the mutex and lost; the takeover stands.
     */
    @Test
    void anActiveStoppedInsideItsRenewalKeepsNoStandbyOutAndThatRenewalIsLost() throws Exception {
        Leadership[] standby = new Leadership[1];
        boolean[] stopped = {true};
        LongSupplier stopsOnce = () -> {
            if (!stopped[0]) { // the renewal stamps its record: it has read the lease and not yet written
                stopped[0] = true;
                advance(timing.ttl());
                try {
                    Leadership.Acquired got = assertInstanceOf(Leadership.Acquired.class, standby[0].tryAcquire());
                    assertTrue(got.why().startsWith("lease unchanged for "), got.why());
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }
            return millis.get();
        };
        Leadership a = new Leadership(new LeaseFiles(dir.resolve("maui.ck")), timing, "head1", 100, nanos::get, stopsOnce);
        assertInstanceOf(Leadership.Acquired.class, a.tryAcquire());
        stopped[0] = false;
        standby[0] = standbyOf("head2", 200);

        assertEquals(Leadership.Renewal.LOST, a.renew(), "epoch 2 took over while the renewal was stopped");
        assertThrows(FencedException.class, () -> a.check("RunJob 7.emu"));
        standby[0].check("RunJob 7.emu");
        assertEquals(Leadership.Renewal.RENEWED, standby[0].renew(), "the late renewal did not overwrite the takeover");
        assertTrue(Files.readString(dir.resolve("maui.ck.lock")).contains("epoch=2"));
    }

    /** A daemon holding the mutex (a standby stopped in its look) does not keep the active from renewing. */
    @Test
    void theActiveRenewsWithoutTheMutex() throws Exception {
        Leadership a = active("head1", 100);
        java.util.concurrent.CountDownLatch holding = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        Thread stuck = new Thread(() -> {
            try {
                new LeaseFiles(dir.resolve("maui.ck")).underMutex(1000, () -> {
                    holding.countDown();
                    try {
                        done.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Boolean.TRUE;
                });
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        stuck.start();
        try {
            assertTrue(holding.await(30, TimeUnit.SECONDS));
            for (int i = 0; i < 5; i++) {
                advance(timing.renewEvery());
                assertEquals(Leadership.Renewal.RENEWED, a.renew());
                a.check("RunJob 1.emu");
            }
        } finally {
            done.countDown();
            stuck.join();
        }
    }

    @Test
    void anActiveWhoseLockIsFreeIsGoneAndIsTakenOverAtOnce() throws Exception {
        Leadership a = active("head1", 100);
        Leadership b = standbyOf("head1", 200);
        a.filesForTest().releaseActiveLock(); // what the kernel does when the process is killed
        takesOverAtOnce(b, "holder head1 (pid 100) is gone: its lock is free");
    }

    /** {@code b} takes the lease over at its next look, for {@code why}, with the next epoch. */
    private static void takesOverAtOnce(Leadership b, String why) throws Exception {
        Leadership.Acquired got = assertInstanceOf(Leadership.Acquired.class, b.tryAcquire());
        assertEquals(why, got.why());
        assertEquals(2, got.lease().epoch());
    }

    @Test
    void aReleasedLeaseIsTakenAtOnceWithTheNextEpoch() throws Exception {
        Leadership a = daemon("head1", 100);
        Leadership b = daemon("head2", 200);
        a.tryAcquire();
        a.renew();
        a.release();
        assertThrows(FencedException.class, () -> a.check("write checkpoint"));
        takesOverAtOnce(b, "released by head1 (pid 100)");
    }

    @Test
    void anActiveThatCouldNotRenewStopsActingBeforeAStandbyMayTakeOver() throws Exception {
        Leadership a = daemon("head1", 100);
        a.tryAcquire();
        advance(timing.ttl().minus(timing.margin()).minusMillis(1));
        a.check("RunJob 1.emu");
        advance(Duration.ofMillis(1));
        assertThrows(FencedException.class, () -> a.check("RunJob 1.emu"));
        assertEquals(Leadership.Renewal.RENEWED, a.renew(), "nobody took over: the lease is still a's");
        a.check("RunJob 1.emu");
    }

    @Test
    void theLeaseRecordReadsBackAndABadOneIsNamedByLine() {
        Lease l = new Lease("head1/100/ab", "head1", 100, 7, 3, 1_800_000_000_000L, 4000, true, false);
        assertEquals(l, Lease.parse(l.format()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Lease.parse(l.format().replace("epoch=7", "epoch=seven")));
        assertEquals("epoch: \"seven\" is not a number", e.getMessage());
        assertEquals("line 1: expected \"jmaui-lease 1\"",
                assertThrows(IllegalArgumentException.class, () -> Lease.parse("pid=4\n")).getMessage());
    }

    @Test
    void timingFollowsTheTorqueHaLockAndRmpollinterval() {
        LeaseTiming def = LeaseTiming.forPollInterval(60);
        assertEquals(Duration.ofSeconds(9), def.ttl(), "TORQUE's lock_file_check_time");
        assertEquals(Duration.ofSeconds(3), def.renewEvery(), "TORQUE's lock_file_update_time");
        assertEquals(Duration.ofSeconds(1), def.checkEvery());
        LeaseTiming fast = LeaseTiming.forPollInterval(2);
        assertEquals(Duration.ofSeconds(2), fast.ttl());
        assertEquals(TimeUnit.MILLISECONDS.toNanos(500), fast.checkEvery().toNanos());
    }
}
