import { UPLOAD_CONTENT_TYPES, UPLOAD_LIMITS_TEXT } from '@kickchips/core';
import { Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { RequiredMark } from '../required-mark/required-mark';
import { Spinner } from '../spinner/spinner';
import { FilePreview } from './file-preview';
import { UploadProgress } from './upload-progress';
import { useStoredFileUrl } from './use-stored-file-url';
import { useUpload } from './use-upload';

type UploadFieldProps = {
  label: string;
  /** The stored object id, or null. */
  value: string | null;
  onChange: (objectId: string | null) => void;
  isPublic?: boolean;
  isViewableByAnyUser?: boolean;
  /** A URL for the current value when the caller already has one (e.g. an avatar's image URL). */
  previewUrl?: string | null;
  previewContentType?: string;
  required?: boolean;
  disabled?: boolean;
  /** A message shown beneath the field, e.g. a validation prompt. */
  error?: string | null;
  className?: string;
};

/**
 * A file field with preview (spec 2): the allowed types and size stated beside it, uploading with
 * percent, 'Generating Preview' at 100 %, then the preview; a refusal shows the server's reason
 * (with Retry when sending again may help). Calls onChange with the new object id.
 */
export function UploadField({
  label,
  value,
  onChange,
  isPublic = false,
  isViewableByAnyUser = false,
  previewUrl,
  previewContentType = 'image/*',
  required = false,
  disabled = false,
  error,
  className,
}: UploadFieldProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const { state, upload, retry, reset } = useUpload({ isPublic, isViewableByAnyUser }, onChange);
  const busy = state.status === 'uploading' || state.status === 'processing';
  const justUploaded = state.status === 'done' && state.objectId === value;
  const stored = useStoredFileUrl(value, !justUploaded && !previewUrl);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) void upload(file);
  };
  const remove = () => {
    reset();
    onChange(null);
  };

  let preview = null;
  if (justUploaded) {
    preview = <FilePreview url={state.previewUrl} contentType={state.contentType} name={state.name} />;
  } else if (value && previewUrl) {
    preview = <FilePreview url={previewUrl} contentType={previewContentType} />;
  } else if (value && stored.data) {
    preview = <FilePreview url={stored.data.signedUrl} contentType={stored.data.contentType} />;
  }

  return (
    <div className={cn('flex flex-col', className)}>
      <span id={`${id}-label`} className="label">
        {label}
        <RequiredMark required={required} />
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file button does the same */}
      <div
        className={cn(
          'flex flex-col gap-3 rounded-xl border-2 border-dashed border-[var(--border-strong)] bg-[var(--surface-raised)] p-4',
          dragging && 'border-[var(--ring)] bg-[var(--surface-sunken)]',
          error && 'border-[var(--caution)]',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          pick(event.dataTransfer.files);
        }}
      >
        {preview && !busy ? <div className="flex justify-center">{preview}</div> : null}
        {value && !preview && stored.isPending && !busy ? <Spinner label="Loading preview" /> : null}
        <div id={`${id}-status`} aria-live="polite" className="empty:hidden">
          {state.status === 'uploading' ? <UploadProgress percent={state.percent} /> : null}
          {state.status === 'processing' ? (
            <p className="flex items-center gap-2 font-semibold">
              <Spinner size="sm" decorative />
              Generating Preview
            </p>
          ) : null}
          {state.status === 'error' ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <span className="font-semibold text-[var(--danger)]">{state.message}</span>
              {state.retryable ? (
                <button type="button" className="btn-outline" onClick={retry}>
                  Retry
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            type="file"
            className="peer sr-only"
            accept={UPLOAD_CONTENT_TYPES.join(',')}
            disabled={disabled || busy}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-limits ${id}-status${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              pick(event.target.files);
              // the same file picked again must upload again
              event.target.value = '';
            }}
          />
          <label
            htmlFor={id}
            className={cn(
              'btn-outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--ring)]',
              (disabled || busy) && 'pointer-events-none opacity-55',
            )}
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {value ? 'Replace file' : 'Choose file'}
          </label>
          {value && !busy && !disabled ? (
            <button type="button" className="btn-ghost" onClick={remove}>
              <X aria-hidden="true" className="h-4 w-4" />
              Remove
            </button>
          ) : null}
          <span className="text-sm text-[var(--text-muted)] max-sm:hidden">or drop a file here</span>
        </div>
        <p id={`${id}-limits`} className="text-sm text-[var(--text-muted)]">
          {UPLOAD_LIMITS_TEXT}
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
