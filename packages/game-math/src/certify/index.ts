/** Certification of the studio games: exact RTPs, simulation verdicts and the RNG battery. Pure: no I/O. */
export { compare, formatPercent, toNumber } from '../exact/fraction.ts';
export {
  type Certification,
  type CertifyOptions,
  type CertifyTask,
  type CertifyTaskResult,
  certify,
  inlineRunner,
  type RngResult,
  runCertifyTask,
  SIMULATION_BET,
  type SlotSimulation,
  type TaskRunner,
} from './certify.ts';
export { type ExactCheck, VIDEO_SLOT_RTP_RANGE } from './exact-checks.ts';
export { DRAWS_PER_NONCE, RNG_SIGNIFICANCE, type RngTest } from './rng-tests.ts';
export {
  type CertificationSubject,
  certificationSubjects,
  type ExactRtp,
  videoSlotSubject,
} from './subjects.ts';
