import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NOTICE_KINDS, NOTICE_LABELS, type NoticeKind, type NoticePreferences } from '../../../../shared/notices';
import { Spinner } from '../../../components/ui/spinner';
import { noticePreferencesQuery, useSaveNoticePreferences } from '../api/notice-preferences-api';

/**
 * /account/profile: one switch per kind of live notice (spec section 4). A change is saved at once and
 * applies to the pages the shopper has open; the outcome is announced politely.
 */
export function NoticePreferencesForm() {
  const id = useId();
  const { data: saved, isError } = useQuery(noticePreferencesQuery);
  const save = useSaveNoticePreferences();
  // The choice being saved, shown from the click's own render until the save answers (then the
  // saved answer, or the old choice again if it failed).
  const [saving, setSaving] = useState<NoticePreferences | null>(null);
  const preferences = saving ?? saved;

  if (isError)
    return (
      <p role="alert" className="text-red-700">
        We could not load your notice choices. Please try again.
      </p>
    );
  if (!preferences) return <Spinner />;

  const toggle = (kind: NoticeKind, on: boolean) => {
    const next = { ...preferences, [kind]: on };
    setSaving(next);
    save.mutate(next, { onSettled: () => setSaving((current) => (current === next ? null : current)) });
  };
  return (
    <fieldset>
      <legend className="text-sm text-muted">
        While you are signed in, the shop tells you about these as they happen. Untick any you would rather not see.
      </legend>
      <ul className="mt-3 grid gap-3">
        {NOTICE_KINDS.map((kind) => (
          <li key={kind} className="flex items-start gap-3">
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              checked={preferences[kind]}
              onChange={(event) => toggle(kind, event.target.checked)}
              aria-describedby={`${id}-${kind}-hint`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={`${id}-${kind}`} className="font-semibold text-ink">
                {NOTICE_LABELS[kind].label}
              </label>
              <p id={`${id}-${kind}-hint`} className="text-sm text-muted">
                {NOTICE_LABELS[kind].hint}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 min-h-5 text-sm">
        {save.isError ? (
          <span className="text-red-700">Your choice was not saved. Please try again.</span>
        ) : save.isSuccess ? (
          <span className="text-brand-700">Saved.</span>
        ) : null}
      </p>
    </fieldset>
  );
}
