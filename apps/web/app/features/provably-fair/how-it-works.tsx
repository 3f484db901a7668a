import Binary from 'lucide-react/icons/binary';
import Fingerprint from 'lucide-react/icons/fingerprint-pattern';
import Lock from 'lucide-react/icons/lock';
import Rocket from 'lucide-react/icons/rocket';
import Scale from 'lucide-react/icons/scale';
import Sprout from 'lucide-react/icons/sprout';
import { useTranslation } from '../../lib/i18n';

/** The scheme in six steps, each with the formula it stands for. */
const STEPS = [
  { id: 'commit', icon: Lock, code: 'serverSeedHash = SHA-256(serverSeed)' },
  { id: 'client', icon: Sprout, code: 'clientSeed = "your text"' },
  { id: 'nonce', icon: Fingerprint, code: 'nonce = 0, 1, 2, …' },
  { id: 'bytes', icon: Binary, code: 'HMAC-SHA256(serverSeed, clientSeed + ":" + nonce + ":" + round)' },
  { id: 'scaling', icon: Scale, code: 'limit = 2³² − (2³² mod n); draw < limit ? draw mod n : next draw' },
  {
    id: 'crash',
    icon: Rocket,
    code: 'crash = h mod 101 = 0 ? 1.00 : ⌊(100·e − h) / (e − h)⌋ / 100, e = 2⁵²',
  },
] as const;

/** How the studio's rounds are provably fair, from the commitment to the scaling of the random draws. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="fair-how" className="grid gap-5">
      <h2 id="fair-how" className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl">
        {t('studio.verify.how.title')}
      </h2>
      <ol className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {STEPS.map(({ id, icon: Icon, code }, index) => (
          <li key={id} className="flex min-w-0 flex-col gap-3 rounded-2xl bg-surface-1 p-5 ring-1 ring-line">
            <div className="flex items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-ink">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-bold text-fg">
                <span className="mr-1.5 text-muted tabular-nums">{index + 1}.</span>
                {t(`studio.verify.how.${id}.title`)}
              </h3>
            </div>
            <p className="text-sm leading-relaxed text-muted">{t(`studio.verify.how.${id}.text`)}</p>
            <code className="mt-auto block overflow-x-auto rounded-lg bg-surface-0/70 px-3 py-2 font-mono text-xs whitespace-nowrap text-fg ring-1 ring-line">
              {code}
            </code>
          </li>
        ))}
      </ol>
    </section>
  );
}
