import { type ContentBrand, contentBrandSchema, EVERY_BRAND } from '@casino/contracts/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CONTENT_KEY } from '../api/content-queries';
import { errorMessage } from '../api/error-messages';
import { BRAND_OPTIONS } from '../lib/content-text';
import { useReasonedChange } from '../lib/use-reasoned-change';
import { Dialog, ReasonField } from './dialog';
import { Button, Notice } from './ui';

/** The brand the content screens show, kept in the address (`?brand=king`) so a link opens the same view. */
export function useContentBrand(): [ContentBrand, (brand: ContentBrand) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = contentBrandSchema.safeParse(params.get('brand'));
  const brand = parsed.success ? parsed.data : EVERY_BRAND;
  return [brand, (next) => setParams({ brand: next }, { replace: true })];
}

export function BrandPicker({
  brand,
  onChange,
}: {
  brand: ContentBrand;
  onChange: (brand: ContentBrand) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="bo-label">
        Brand
      </label>
      <select
        id={id}
        className="bo-input"
        value={brand}
        onChange={(event) => onChange(contentBrandSchema.parse(event.target.value))}
      >
        {BRAND_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A content form's foot: the reason for the audit trail, the answer of the last save, and the button. */
export function SaveBar({
  label,
  busy,
  error,
  saved,
  reasonField,
  onSave,
}: {
  label: string;
  busy: boolean;
  error: unknown;
  saved?: boolean;
  reasonField: { value: string; onChange: (value: string) => void; error: string | undefined };
  onSave: () => void;
}) {
  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      {error ? <Notice>{errorMessage(error)}</Notice> : null}
      {saved ? <Notice tone="green">Saved. The site shows it now.</Notice> : null}
      <ReasonField {...reasonField} />
      <Button variant="primary" busy={busy} onClick={onSave}>
        {label}
      </Button>
    </div>
  );
}

/** Removing a banner or a FAQ entry, with the reason for the audit trail; the site drops it at once. */
export function DeleteDialog({
  title,
  send,
  onClose,
}: {
  title: string;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { change, close, submit, reasonField } = useReasonedChange({
    send,
    onDone: () => void queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
    onClose,
  });
  return (
    <Dialog
      open
      title={title}
      description="It leaves the site on every node at once."
      onClose={close}
      onSubmit={submit}
      busy={change.isPending}
      submitLabel="Delete"
      submitVariant="danger"
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      <ReasonField {...reasonField} />
    </Dialog>
  );
}
