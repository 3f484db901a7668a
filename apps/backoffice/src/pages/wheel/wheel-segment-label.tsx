import { LANGUAGES, type LocalizedText } from '@casino/contracts';
import { Cell } from '../../components/table-cell';

/** A segment's text on the wheel in every language; left empty everywhere, the wheel shows the prize's name. */
export function WheelSegmentLabel({
  label,
  name,
  field,
  errors,
  onChange,
}: {
  label: LocalizedText;
  name: string;
  field: string;
  errors: Record<string, string>;
  onChange: (label: LocalizedText) => void;
}) {
  return (
    <div>
      <p className="bo-label">Text on the wheel (empty: the prize’s name)</p>
      <div className="grid grid-cols-3 gap-2">
        {LANGUAGES.map((lang) => (
          <Cell key={lang} label={`Text of ${name} (${lang})`} error={errors[`${field}.${lang}`]}>
            {(props) => (
              <input
                {...props}
                placeholder={lang}
                maxLength={60}
                value={label[lang]}
                onChange={(event) => onChange({ ...label, [lang]: event.target.value })}
              />
            )}
          </Cell>
        ))}
      </div>
    </div>
  );
}
