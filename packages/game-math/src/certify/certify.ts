import { toNumber } from '../exact/fraction.ts';
import { seededSource } from '../random/xoshiro128.ts';
import { type ExactCheck, exactChecks } from './exact-checks.ts';
import { fairStream, RNG_TEST_IDS, type RngTest, runRngTest } from './rng-tests.ts';
import {
  emptyTotals,
  mergeTotals,
  type SimulationTotals,
  type SimulationVerdict,
  simulateRounds,
  simulationVerdict,
} from './simulation.ts';
import type { CertificationSubject } from './subjects.ts';

export interface CertifyOptions {
  /** Names every random stream of the run, so the whole run can be replayed. */
  seed: string;
  roundsPerSlot: number;
  rngDraws: number;
  /** Simulated rounds per task, so the rounds of one slot spread over several workers. */
  chunkRounds: number;
}

/** The stake simulated rounds are played at: one minor unit per line of a 20-line slot. */
export const SIMULATION_BET = 20;

/** A unit of work that runs anywhere (a worker thread or the calling thread) and gives the same result. */
export type CertifyTask =
  | { kind: 'simulate'; slug: string; label: string; rounds: number }
  | { kind: 'rng'; test: string; label: string; draws: number };
export type CertifyTaskResult =
  | { kind: 'simulate'; totals: SimulationTotals }
  | { kind: 'rng'; test: RngTest };
export type TaskRunner = (tasks: CertifyTask[]) => Promise<CertifyTaskResult[]>;

export function runCertifyTask(
  subjects: readonly CertificationSubject[],
  task: CertifyTask,
): CertifyTaskResult {
  if (task.kind === 'rng')
    return { kind: 'rng', test: runRngTest(task.test, fairStream(task.label, task.test), task.draws) };
  const subject = subjects.find((s) => s.game.slug === task.slug);
  if (!subject) throw new Error(`no certification subject ${task.slug}`);
  return {
    kind: 'simulate',
    totals: simulateRounds(subject.game, seededSource(task.label), task.rounds, SIMULATION_BET),
  };
}

export interface SlotSimulation {
  slug: string;
  published: number;
  exact: number;
  /** The first attempt, and a second independent one when the first fell outside its interval. */
  attempts: { totals: SimulationTotals; verdict: SimulationVerdict }[];
  passed: boolean;
}

export interface RngResult {
  id: string;
  attempts: RngTest[];
  passed: boolean;
}

export interface Certification {
  options: CertifyOptions;
  exact: ExactCheck[];
  simulations: SlotSimulation[];
  rng: RngResult[];
  passed: boolean;
}

function simulationTasks(slug: string, options: CertifyOptions, attempt: number): CertifyTask[] {
  const tasks: CertifyTask[] = [];
  for (let done = 0, chunk = 0; done < options.roundsPerSlot; chunk++) {
    const rounds = Math.min(options.chunkRounds, options.roundsPerSlot - done);
    tasks.push({ kind: 'simulate', slug, label: `${options.seed}:${slug}:${attempt}:${chunk}`, rounds });
    done += rounds;
  }
  return tasks;
}

function rngTask(id: string, options: CertifyOptions, attempt: number): CertifyTask {
  return { kind: 'rng', test: id, label: `${options.seed}:rng:${attempt}`, draws: options.rngDraws };
}

/**
 * Certifies the subjects: exact checks, then every video slot simulated and the RNG battery run at 99% confidence.
 * Each statistical check that fails is repeated once on a fresh independent sample and fails only if that fails
 * too: a correct game then fails a check with chance 1 in 10 000 instead of 1 in 100, while a wrong one, whose
 * deviation is real, fails both.
 */
export async function certify(
  subjects: readonly CertificationSubject[],
  options: CertifyOptions,
  run: TaskRunner,
): Promise<Certification> {
  const exact = exactChecks(subjects);
  const slots = subjects.filter((s) => s.game.kind === 'video-slot');
  const simulations: SlotSimulation[] = slots.map((s) => ({
    slug: s.game.slug,
    published: s.game.rtp,
    exact: toNumber(exact.find((e) => e.slug === s.game.slug)!.exact.min),
    attempts: [],
    passed: false,
  }));
  const rng: RngResult[] = RNG_TEST_IDS.map((id) => ({ id, attempts: [], passed: false }));

  for (let attempt = 0; attempt < 2; attempt++) {
    const pendingSlots = simulations.filter((s) => !s.passed && s.attempts.length === attempt);
    const pendingRng = rng.filter((r) => !r.passed && r.attempts.length === attempt);
    const tasks = [
      ...pendingSlots.flatMap((s) => simulationTasks(s.slug, options, attempt)),
      ...pendingRng.map((r) => rngTask(r.id, options, attempt)),
    ];
    if (tasks.length === 0) break;
    const results = await run(tasks);
    for (const simulation of pendingSlots) {
      let totals = emptyTotals(SIMULATION_BET);
      results.forEach((result, i) => {
        const task = tasks[i]!;
        if (result.kind === 'simulate' && task.kind === 'simulate' && task.slug === simulation.slug) {
          totals = mergeTotals(totals, result.totals);
        }
      });
      const verdict = simulationVerdict(simulation.published, totals);
      simulation.attempts.push({ totals, verdict });
      simulation.passed = verdict.failures.length === 0;
    }
    for (const test of pendingRng) {
      const index = tasks.findIndex((t) => t.kind === 'rng' && t.test === test.id);
      const result = results[index]!;
      if (result.kind !== 'rng') throw new Error('certify: task results out of order');
      test.attempts.push(result.test);
      test.passed = result.test.passed;
    }
  }

  const passed =
    exact.every((e) => e.failures.length === 0) &&
    simulations.every((s) => s.passed) &&
    rng.every((r) => r.passed);
  return { options, exact, simulations, rng, passed };
}

/** Runs every task in the calling thread, in order. */
export function inlineRunner(subjects: readonly CertificationSubject[]): TaskRunner {
  return async (tasks) => tasks.map((task) => runCertifyTask(subjects, task));
}
