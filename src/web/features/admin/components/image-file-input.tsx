import { useId } from 'react';
import { UPLOAD_ACCEPT } from './upload-image';

/**
 * The admin's one-image upload control: a labelled file input that hands over the chosen file at once
 * (and clears itself, so the same file can be chosen again), with a hint, "Uploading…" and the server's
 * refusal read out where the field is.
 */
export function ImageFileInput({
  label,
  hint,
  error,
  pending,
  onFile,
}: {
  label: string;
  hint?: string;
  error: string | null;
  pending: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={pending}
        aria-describedby={described || undefined}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {pending ? <p className="text-sm text-muted">Uploading…</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
