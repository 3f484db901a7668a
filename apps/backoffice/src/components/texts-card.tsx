import type { Language, LocalizedText } from '@casino/contracts';
import { LANGUAGE_NAMES } from '../lib/content-text';
import { LanguageTabs, TextField } from './fields';
import { Card } from './ui';

/**
 * A title, and a description when the thing has one, in every language, edited one language at a time (templates,
 * competitions, the dice).
 */
export function TextsCard({
  title,
  description,
  errors,
  onChange,
  language,
  onLanguage,
  descriptionLength,
  descriptionRows,
}: {
  title: LocalizedText;
  description?: LocalizedText | undefined;
  errors: Record<string, string>;
  onChange: (change: { title?: LocalizedText; description?: LocalizedText }) => void;
  language: Language;
  onLanguage: (language: Language) => void;
  descriptionLength?: number;
  descriptionRows?: number;
}) {
  return (
    <Card title="Texts">
      <LanguageTabs selected={language} onSelect={onLanguage} errors={errors} />
      <div className="mt-3 space-y-3">
        <TextField
          label={`Title (${LANGUAGE_NAMES[language]})`}
          value={title[language]}
          onChange={(value) => onChange({ title: { ...title, [language]: value } })}
          error={errors[`terms.title.${language}`]}
          maxLength={120}
        />
        {description ? (
          <TextField
            label={`Description (${LANGUAGE_NAMES[language]})`}
            value={description[language]}
            onChange={(value) => onChange({ description: { ...description, [language]: value } })}
            error={errors[`terms.description.${language}`]}
            maxLength={descriptionLength}
            rows={descriptionRows}
          />
        ) : null}
      </div>
    </Card>
  );
}
