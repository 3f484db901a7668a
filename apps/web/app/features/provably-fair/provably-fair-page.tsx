import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ChanceVerify } from './chance-verify';
import { HowItWorks } from './how-it-works';
import { TestVectors } from './test-vectors';
import { VerifyForm } from './verify-form';

/**
 * `/provably-fair/`: the scheme behind every studio round, a form that replays any round in the browser, one that
 * recomputes a chance feature's draw (decision 036), what other features check here (`children`: a lottery draw),
 * and the shared test vectors that pin this page's maths to the studio's.
 */
export function ProvablyFairPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full flex-col gap-10 lg:gap-14" data-testid="provably-fair-page">
      <header className="relative overflow-hidden rounded-3xl bg-[radial-gradient(120%_140%_at_0%_0%,color-mix(in_oklab,var(--brand-accent)_35%,transparent),transparent_60%)] p-6 ring-1 ring-line lg:p-10">
        <div className="flex max-w-3xl flex-col items-start gap-4">
          <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-fg shadow-[0_10px_30px_-10px_var(--brand-accent)]">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1
            data-testid="page-h1"
            className="text-3xl font-extrabold tracking-tight text-balance text-fg lg:text-5xl"
          >
            {t('studio.verify.title')}
          </h1>
          <p className="text-base leading-relaxed text-pretty text-muted lg:text-lg">
            {t('studio.verify.intro')}
          </p>
        </div>
      </header>
      <HowItWorks />
      <VerifyForm />
      <ChanceVerify />
      {children}
      <TestVectors />
    </div>
  );
}
