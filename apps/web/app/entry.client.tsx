import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startDocumentCatalogue } from './lib/document-catalogue';
import { I18nProvider } from './lib/i18n';
import { provideMetaCatalogues } from './lib/meta-translator';

// The messages the server's render read arrive first (decision 020), so the page hydrates as it was rendered.
void startDocumentCatalogue().then(({ catalogue, bootstrapText }) => {
  provideMetaCatalogues((lang) => (lang === catalogue.lang ? catalogue : null));
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
