import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CertifyTask, CertifyTaskResult, TaskRunner } from '@casino/game-math/certify';

/**
 * Runs certification tasks on one worker thread per core, each worker taking the next task as it finishes one,
 * and gives the results back in task order. `onProgress` hears of every finished task.
 */
export function workerPoolRunner(onProgress: (done: number, total: number) => void): TaskRunner {
  return async (tasks) => {
    const size = Math.min(availableParallelism(), tasks.length);
    const workers = Array.from({ length: size }, () => new Worker(new URL('./worker.ts', import.meta.url)));
    const results = new Array<CertifyTaskResult>(tasks.length);
    let next = 0;
    let done = 0;
    try {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              const send = () => {
                if (next === tasks.length) return resolve();
                const id = next++;
                worker.postMessage({ id, task: tasks[id] satisfies CertifyTask | undefined });
              };
              worker.on('message', ({ id, result }: { id: number; result: CertifyTaskResult }) => {
                results[id] = result;
                onProgress(++done, tasks.length);
                send();
              });
              worker.on('error', reject);
              send();
            }),
        ),
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
    return results;
  };
}
