/** A certification worker thread: runs the tasks the pool sends it and posts each result back with its id. */
import { parentPort } from 'node:worker_threads';
import { type CertifyTask, certificationSubjects, runCertifyTask } from '@casino/game-math/certify';

const subjects = certificationSubjects();

parentPort!.on('message', ({ id, task }: { id: number; task: CertifyTask }) => {
  parentPort!.postMessage({ id, result: runCertifyTask(subjects, task) });
});
