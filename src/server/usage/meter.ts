import { randomUUID } from 'node:crypto';
import { createGroupCommit } from '../db/group-commit.ts';
import type { Counter, OutputAsk, RefusalReason } from './admission.ts';
import { decide, Ledger } from './ledger.ts';
import {
  counterId,
  type CounterKey,
  type MeterWrite,
  type NewUsageEvent,
  type UsageRepository,
} from './repository.ts';

/** A slice not renewed for this long returns to its counter (its holder is taken for dead). */
export const USAGE_LEASE_TTL_MS = 15_000;
/**
 * PostgreSQL: a slice unused this long goes back, so another process's call finds it (a call
 * refused because other processes hold what is left is told to retry in a few seconds).
 */
const IDLE_RETURN_MS = 1000;
/** PGlite: a counter unused this long leaves memory (it is read again at its next call). */
const IDLE_EVICT_MS = 60_000;
/** How many times one admission asks the database for more before it takes what it has. */
const MAX_ASKS = 2;
/**
 * PGlite: how long a reservation's write may wait for the next write to go with (most often its
 * own call's settlement). The process is the only writer and its ledger decides; the database's
 * copy of a reservation is only read by the usage read-outs and is released at the next start.
 * So it is not written on the call's way to its first token, and a call shorter than this writes
 * its reservation and settlement as one change of its counter.
 */
export const RESERVATION_WRITE_DELAY_MS = 50;

export type MeterGrant =
  | { admitted: true; outputTokens: number; reserved: number; ledger: Ledger }
  | { admitted: false; reason: RefusalReason; counter: Counter };

export type MeterOptions = {
  repository: UsageRepository;
  /**
   * PGlite: this process is the only writer of the counters, so each is read once per window
   * and all the limit leaves is its own. PostgreSQL (false): processes lease slices.
   */
  exclusive: boolean;
  leaseTtlMs?: number;
  /** A write behind a decision, or a sweep, that failed (nothing waits for it). */
  report?: (error: unknown) => void;
};

/**
 * The meter in memory (DESIGN D22, decision 033): admissions decide against the ledger of their
 * counter with no database round trip; what they change is written behind, in order, through a
 * group commit. On PGlite a counter is read once per window; on PostgreSQL the process leases
 * slices (`usage_lease`) when its own runs short, tops them up in the background, renews them,
 * and gives them back when unused for a second, when the limit changes, and at close.
 */
export function createMeter(options: MeterOptions) {
  const { repository, exclusive } = options;
  const ttlMs = options.leaseTtlMs ?? USAGE_LEASE_TTL_MS;
  const report = options.report ?? ((error: unknown) => console.warn('parley: meter:', error));
  const holder = randomUUID();
  const ledgers = new Map<string, Ledger>();
  const pending = new Set<Promise<void>>();
  let closing = false;

  // A reservation left in a counter by an earlier run of the only writer is of a dead call.
  const ready = exclusive
    ? repository.releaseOrphanedReservations().catch(report)
    : Promise.resolve();

  const writes = createGroupCommit<MeterWrite>({
    write: (items) => repository.write(exclusive ? null : holder, items),
  });
  const loads = createGroupCommit<Ledger>({
    write: async (batch) => {
      const used = await repository.usedIn(batch.map((ledger) => ledger.key));
      batch.forEach((ledger, i) => {
        ledger.used = used[i]!;
        ledger.slice = ledger.limit - ledger.used;
      });
    },
  });
  const leases = createGroupCommit<Ledger>({ write: (batch) => lease([...new Set(batch)]) });

  /** Sends what the ledgers' waiting calls ask in one statement, and adds what was granted. */
  async function lease(batch: Ledger[]) {
    const requests = batch.map((ledger) => {
      const { need, full } = ledger.takeDemand();
      return {
        key: ledger.key,
        limit: ledger.limit,
        need: Number.isFinite(need) ? need : full,
        full,
        // Room for one more call like the largest so far, so the next one needs no round trip.
        want: full + ledger.largestAsk,
      };
    });
    const answers = await repository.lease(holder, ttlMs, requests);
    const at = Date.now();
    batch.forEach((ledger, i) => {
      const answer = answers[i]!;
      ledger.slice += answer.granted;
      ledger.used = Math.max(ledger.used, answer.used);
      ledger.grantedAt = at;
      ledger.exhaustedAt = answer.granted >= answer.available ? at : Number.NEGATIVE_INFINITY;
    });
  }

  /** PGlite's reservations waiting to be written (RESERVATION_WRITE_DELAY_MS), in order. */
  let reservations: { write: MeterWrite; ledger: Ledger }[] = [];
  let reservationTimer: NodeJS.Timeout | null = null;

  /** Writes a reservation behind: on PGlite with the next write, or after a short delay. */
  function reserveBehind(write: MeterWrite, ledger: Ledger) {
    if (!exclusive) return void queue(write, ledger).catch(report);
    ledger.pendingWrites += 1;
    reservations.push({ write, ledger });
    reservationTimer ??= setTimeout(flushReservations, RESERVATION_WRITE_DELAY_MS).unref();
  }

  /**
   * The waiting reservations go to the group commit (before any later write, so in order);
   * answers their writes.
   */
  function flushReservations(): Promise<void>[] {
    if (reservationTimer) clearTimeout(reservationTimer);
    reservationTimer = null;
    const due = reservations;
    reservations = [];
    return due.map(({ write, ledger }) => {
      ledger.pendingWrites -= 1;
      const written = queue(write, ledger);
      written.catch(report);
      return written;
    });
  }

  /** Queues a write behind; settles once committed. */
  function queue(write: MeterWrite, ledger: Ledger | null): Promise<void> {
    if (reservations.length > 0) flushReservations();
    if (ledger) ledger.pendingWrites += 1;
    const written = writes.add(write).finally(() => {
      if (ledger) ledger.pendingWrites -= 1;
      pending.delete(written);
    });
    pending.add(written);
    return written;
  }

  function ledgerFor(key: CounterKey, limit: number): Ledger {
    const id = counterId(key);
    let ledger = ledgers.get(id);
    if (!ledger) {
      ledger = new Ledger(key, limit);
      ledger.lastActive = Date.now();
      ledgers.set(id, ledger);
      if (exclusive) ledger.loading = load(ledger);
    } else if (ledger.limit !== limit) {
      retarget(ledger, limit);
    }
    return ledger;
  }

  function load(ledger: Ledger): Promise<void> {
    return ready
      .then(() => loads.add(ledger))
      .then(
        () => {
          ledger.loading = null;
        },
        (error: unknown) => {
          // The next call reads it again.
          if (ledgers.get(ledger.id) === ledger) ledgers.delete(ledger.id);
          throw error;
        },
      );
  }

  /** The plan changed: on PGlite the slice follows the limit; on PostgreSQL it goes back. */
  function retarget(ledger: Ledger, limit: number) {
    ledger.limit = limit;
    if (exclusive) ledger.slice = limit - ledger.used;
    else giveBack(ledger);
  }

  /** Returns the free part of a slice to its counter (PostgreSQL). */
  function giveBack(ledger: Ledger) {
    const returned = ledger.free;
    if (returned <= 0) return;
    ledger.slice -= returned;
    queue({ key: ledger.key, returned }, ledger).catch(report);
  }

  /** PostgreSQL: asks for a slice before the free part runs out (not on any call's path). */
  function topUp(ledger: Ledger) {
    if (exclusive || closing || ledger.asking > 0 || ledger.free >= ledger.largestAsk) return;
    if (Date.now() - ledger.exhaustedAt < IDLE_RETURN_MS) return;
    const full = ledger.largestAsk - ledger.free;
    ledger.want({ need: full, full });
    ledger.asking += 1;
    leases
      .add(ledger)
      .catch(report)
      .finally(() => (ledger.asking -= 1));
  }

  async function ledgerLoaded(key: CounterKey, limit: number): Promise<Ledger> {
    const ledger = ledgerFor(key, limit);
    if (ledger.loading) await ledger.loading;
    return ledger;
  }

  /**
   * Grants a call of `ask` in the counter `key` whose limit is `limit`, from this process's
   * ledger (see `decide`), and reserves what it was granted; or refuses it, with the counter as
   * this process knows it (the refusal's reason and text read its used tokens).
   */
  async function admit(key: CounterKey, limit: number, ask: OutputAsk): Promise<MeterGrant> {
    const ledger = await ledgerLoaded(key, limit);
    ledger.largestAsk = Math.max(ledger.largestAsk, ask.promptTokens + ask.outputTokens);
    for (let asked = 0; ; asked += 1) {
      const canAskMore =
        !exclusive && asked < MAX_ASKS && (asked === 0 || ledger.exhaustedAt < ledger.grantedAt);
      const decision = decide(ledger, ask, canAskMore);
      if (decision.kind === 'more') {
        ledger.want(decision);
        ledger.asking += 1;
        try {
          await leases.add(ledger);
        } finally {
          ledger.asking -= 1;
        }
        continue;
      }
      if (decision.kind === 'refuse') {
        return {
          admitted: false,
          reason: decision.reason,
          counter: { used: ledger.used, reserved: ledger.inFlight },
        };
      }
      ledger.inFlight += decision.reserved;
      ledger.lastActive = Date.now();
      reserveBehind({ key, reserve: decision.reserved }, ledger);
      topUp(ledger);
      return {
        admitted: true,
        outputTokens: decision.outputTokens,
        reserved: decision.reserved,
        ledger,
      };
    }
  }

  /**
   * A call's end: its reservation released, what the provider counted (`spent`) moved from the
   * slice to the counter's used tokens, and its usage event; settles once written. A call of an
   * unlimited class has no ledger.
   */
  function settle(
    ledger: Ledger | null,
    reserved: number,
    spent: number,
    event: NewUsageEvent | null,
  ): Promise<void> {
    if (ledger) {
      ledger.inFlight -= reserved;
      // The database keeps a slice at 0 or more; so does this copy (PGlite's is limit − used).
      ledger.slice = exclusive ? ledger.slice - spent : Math.max(0, ledger.slice - spent);
      ledger.used += spent;
      ledger.lastActive = Date.now();
    }
    return queue({ key: ledger?.key ?? null, release: reserved, spent, event }, ledger);
  }

  let sweeping = false;
  let renewedAt = Date.now();

  /** Keeps this process's slices; a slice the renewal no longer finds was taken back. */
  async function renew() {
    const sentAt = Date.now();
    renewedAt = sentAt;
    const held = new Set((await repository.renewLeases(holder, ttlMs)).map(counterId));
    for (const ledger of ledgers.values()) {
      if (ledger.slice > 0 && ledger.grantedAt < sentAt && !held.has(ledger.id)) ledger.slice = 0;
    }
  }

  /** Renews slices, gives back unused ones (PostgreSQL), and forgets idle counters. */
  async function sweep() {
    if (sweeping || closing) return;
    sweeping = true;
    try {
      if (!exclusive && Date.now() - renewedAt >= ttlMs / 3) await renew();
      const at = Date.now();
      for (const ledger of ledgers.values()) {
        if (ledger.inFlight > 0 || ledger.asking > 0 || ledger.loading) continue;
        const idleMs = at - ledger.lastActive;
        if (!exclusive && idleMs >= IDLE_RETURN_MS) {
          giveBack(ledger);
          ledgers.delete(ledger.id);
        } else if (exclusive && idleMs >= IDLE_EVICT_MS && ledger.pendingWrites === 0) {
          ledgers.delete(ledger.id);
        }
      }
    } catch (error) {
      report(error);
    } finally {
      sweeping = false;
    }
  }

  const sweepMs = exclusive ? IDLE_EVICT_MS / 6 : Math.min(IDLE_RETURN_MS, ttlMs / 3);
  const timer = setInterval(() => void sweep(), sweepMs);
  timer.unref();

  return {
    /** This process's name on its slices. */
    holder,
    admit,
    settle,
    /** A counter's ledger, read first on PGlite (usage recorded without an admission). */
    ledger: ledgerLoaded,
    /** The reservations made so far are in the database (what the usage read-outs read). */
    async reservationsWritten(): Promise<void> {
      await Promise.allSettled(flushReservations());
    },
    /** Gives every slice back (PostgreSQL) and waits for the writes behind. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(timer);
      if (!exclusive) for (const ledger of ledgers.values()) giveBack(ledger);
      flushReservations();
      await Promise.allSettled([...pending]);
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;
