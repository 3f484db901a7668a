import { loadLocaleData } from '@casino/i18n';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startDocumentCatalogue } from './lib/document-catalogue';
import { I18nProvider } from './lib/i18n';
import { provideMetaCatalogues } from './lib/meta-translator';

// The messages the server's render read arrive first (decision 020), so the page hydrates as it was rendered.
void startDocumentCatalogue().then(({ catalogue, bootstrapText }) => {
  provideMetaCatalogues((lang) => (lang === catalogue.lang ? catalogue : null));
  // Here, not in the first component that formats a number: hydration renders in tasks the scheduler starts later.
  loadLocaleData(catalogue.lang);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider catalogue={catalogue} bootstrapText={bootstrapText}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
