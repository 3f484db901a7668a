import { useCallback, useEffect, useState } from 'react';
import { useAppData } from '../../../lib/app-data';
import { type CaptchaPurpose, captchaToken, loadCaptchaSolver } from './captcha-token';

/**
 * The captcha of a form: `withCaptcha(body)` adds the token the body needs (nothing while captcha is off), and
 * `checking` is true while the browser proves it is not a robot, for the submit button to say so. The solver's
 * code starts loading with the form, so the first submit does not wait for it.
 */
export function useCaptcha(purpose: CaptchaPurpose) {
  const config = useAppData().appMain.project.captcha;
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    // A failed early load is retried when the form submits.
    if (config.isEnabled) loadCaptchaSolver().catch(() => undefined);
  }, [config.isEnabled]);

  const withCaptcha = useCallback(
    async <Body extends object>(body: Body): Promise<Body & { captchaToken?: string }> => {
      if (!config.isEnabled) return body;
      setChecking(true);
      try {
        const token = await captchaToken(config, purpose);
        return token ? { ...body, captchaToken: token } : body;
      } finally {
        setChecking(false);
      }
    },
    [config, purpose],
  );

  return { checking, withCaptcha };
}
