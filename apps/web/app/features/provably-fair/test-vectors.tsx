import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import type { VectorResult } from './run-vectors';

type Run = { status: 'idle' | 'running' } | { status: 'done'; results: VectorResult[] };

/**
 * The shared test vectors, run in the visitor's browser on demand: the vectors and the runner load only then, so
 * the page itself stays light.
 */
export function TestVectors() {
  const { t } = useTranslation();
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const start = async () => {
    setRun({ status: 'running' });
    const [{ default: vectors }, { runVectors }] = await Promise.all([
      import('@casino/game-math/test-vectors.json'),
      import('./run-vectors'),
    ]);
    setRun({ status: 'done', results: runVectors(vectors) });
  };
  const results = run.status === 'done' ? run.results : [];
  const passed = results.filter((result) => result.passed).length;
  return (
    <section
      aria-labelledby="fair-vectors"
      className="grid gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
    >
      <div className="flex flex-wrap items-center gap-4">
        <span className="grid size-10 place-items-center rounded-xl bg-accent/15 text-accent-ink">
          <FlaskConical className="size-5" aria-hidden="true" />
        </span>
        <h2 id="fair-vectors" className="text-xl font-extrabold tracking-tight text-fg lg:text-2xl">
          {t('studio.verify.vectors.title')}
        </h2>
        <Button
          variant="secondary"
          className="ml-auto"
          onClick={start}
          disabled={run.status === 'running'}
          data-testid="vectors-run"
        >
          {t(run.status === 'running' ? 'studio.verify.vectors.running' : 'studio.verify.vectors.run')}
        </Button>
      </div>
      <p className="max-w-3xl text-sm leading-relaxed text-muted">{t('studio.verify.vectors.text')}</p>
      <div aria-live="polite">
        {run.status === 'done' ? (
          <div className="grid gap-3">
            <p
              className={`flex items-center gap-2 font-bold ${passed === results.length ? 'text-win' : 'text-danger'}`}
              data-testid="vectors-summary"
              data-passed={passed}
              data-total={results.length}
            >
              {passed === results.length ? (
                <CircleCheck className="size-5" aria-hidden="true" />
              ) : (
                <CircleX className="size-5" aria-hidden="true" />
              )}
              {t('studio.verify.vectors.summary', { passed, total: results.length })}
            </p>
            <div className="max-h-96 overflow-auto rounded-xl ring-1 ring-line">
              <table className="w-full text-left text-xs">
                <thead className="sticky top-0 bg-surface-2 text-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('studio.verify.vectors.name')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('studio.verify.vectors.expected')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      <span className="sr-only">{t('studio.verify.vectors.passed')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((result) => (
                    <tr key={`${result.group}:${result.name}`} className="border-t border-line align-top">
                      <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-fg">
                        {result.name}
                      </th>
                      <td className="max-w-0 px-3 py-2 font-mono break-all text-muted">
                        <span className="line-clamp-2">{result.expected}</span>
                        {result.passed ? null : (
                          <span className="mt-1 line-clamp-2 text-danger">
                            {t('studio.verify.vectors.actual')}: {result.actual}
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right">
                        {result.passed ? (
                          <CircleCheck
                            className="ml-auto size-4 text-win"
                            aria-label={t('studio.verify.vectors.passed')}
                          />
                        ) : (
                          <CircleX
                            className="ml-auto size-4 text-danger"
                            aria-label={t('studio.verify.vectors.failed')}
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
