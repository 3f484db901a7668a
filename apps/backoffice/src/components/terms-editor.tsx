import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FormErrors } from '../lib/use-terms-form';
import { EditorSaveDialog } from './editor-save-dialog';
import { Button, Notice, PageHeader } from './ui';

/** How the editor's terms are saved: the dialog's words, the call, and where the saved thing is shown again. */
export interface TermsSave<Terms, Reply> {
  title: string;
  /** What saving does to what is running: said before the operator confirms. */
  description: string;
  submitLabel: string;
  send: (terms: Terms, reason: string) => Promise<Reply>;
  /** The queries the change makes stale (the feature's list and its items). */
  invalidates: QueryKey;
  /** The editor's address after the save, where the saved notice is shown. */
  savedPath: (reply: Reply) => string;
}

/**
 * The page every terms editor shares: a link back to its list, the title with the save button (for whoever may
 * edit), the saved notice, the editor's own notices, a notice while fields need attention, the form's cards in a
 * fieldset (read-only for whoever may not edit) beside an optional side card, and the save dialog, which asks why
 * (for the audit trail) and sends the field errors the server answers back to the form.
 */
export function TermsEditor<Terms, Reply>({
  editor,
  back,
  title,
  description,
  mayEdit,
  saveLabel = 'Save changes',
  savedNotice,
  notices,
  aside,
  saveWith,
  children,
}: {
  editor: {
    errors: FormErrors;
    setErrors: (errors: FormErrors) => void;
    saving: Terms | undefined;
    save: () => void;
    stopSaving: () => void;
  };
  back: { to: string; label: string };
  title: string;
  description: ReactNode;
  mayEdit: boolean;
  saveLabel?: string;
  savedNotice: string;
  notices?: ReactNode;
  aside?: ReactNode;
  saveWith: TermsSave<Terms, Reply>;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = (location.state as { saved?: boolean } | null)?.saved;
  const { saving } = editor;
  return (
    <div>
      <Link
        to={back.to}
        className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-3.5" /> {back.label}
      </Link>
      <PageHeader
        title={title}
        description={description}
        actions={
          mayEdit ? (
            <Button variant="primary" onClick={editor.save}>
              {saveLabel}
            </Button>
          ) : null
        }
      />
      <div className="mb-4 space-y-2">
        {saved ? <Notice tone="green">{savedNotice}</Notice> : null}
        {notices}
        {Object.keys(editor.errors).length > 0 ? (
          <Notice>Some fields need attention: see the messages below.</Notice>
        ) : null}
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-[1fr_18rem]">
        <fieldset disabled={!mayEdit} className="min-w-0 space-y-4">
          {children}
        </fieldset>
        {aside ? <aside className="space-y-4 xl:sticky xl:top-20">{aside}</aside> : null}
      </div>
      {saving !== undefined ? (
        <EditorSaveDialog
          title={saveWith.title}
          description={saveWith.description}
          submitLabel={saveWith.submitLabel}
          send={(reason) => saveWith.send(saving, reason)}
          onSaved={(reply) => {
            void queryClient.invalidateQueries({ queryKey: saveWith.invalidates });
            navigate(saveWith.savedPath(reply), { replace: true, state: { saved: true } });
          }}
          onFieldErrors={editor.setErrors}
          onClose={editor.stopSaving}
        />
      ) : null}
    </div>
  );
}
