import { uploadRefusal } from '@kickchips/core';
import { useEffect, useRef, useState } from 'react';
import { putWithProgress } from './put-with-progress';
import { requestSignedPostUrl, type UploadVisibility } from './request-signed-post-url';
import { uploadErrorText } from './upload-error-text';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  /** Every byte sent; waiting for the store to confirm and the preview to be ready. */
  | { status: 'processing' }
  | { status: 'done'; objectId: string; previewUrl: string; contentType: string; name: string }
  /** `retryable` is false for a file refused before sending: sending it again cannot help. */
  | { status: 'error'; message: string; retryable: boolean };

function objectUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(preview: { current: string | null }): void {
  if (preview.current) URL.revokeObjectURL(preview.current);
  preview.current = null;
}

/**
 * The upload flow of spec 7: signed URL, PUT with progress, then a local preview of the file. A file
 * of a type or size the server refuses is refused here first, with the server's sentence.
 */
export function useUpload(visibility: UploadVisibility, onUploaded: (objectId: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const lastFile = useRef<File | null>(null);
  const running = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const releasePreview = () => revoke(preview);
  useEffect(
    () => () => {
      running.current?.abort();
      revoke(preview);
    },
    [],
  );

  const upload = async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    lastFile.current = file;
    const refusal = uploadRefusal(file);
    if (refusal) {
      setState({ status: 'error', message: refusal, retryable: false });
      return;
    }
    const contentType = file.type;
    setState({ status: 'uploading', percent: 0 });
    try {
      const { signedPostUrl, objectId } = await requestSignedPostUrl(file, contentType, visibility);
      await putWithProgress(
        signedPostUrl,
        file,
        contentType,
        (percent) => {
          if (controller.signal.aborted) return;
          setState(percent >= 100 ? { status: 'processing' } : { status: 'uploading', percent });
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      releasePreview();
      preview.current = objectUrl(file);
      setState({ status: 'done', objectId, previewUrl: preview.current, contentType, name: file.name });
      onUploaded(objectId);
    } catch (error) {
      if (!controller.signal.aborted) {
        setState({ status: 'error', message: uploadErrorText(error), retryable: true });
      }
    }
  };

  const retry = () => {
    if (lastFile.current) void upload(lastFile.current);
  };
  const reset = () => {
    running.current?.abort();
    releasePreview();
    setState({ status: 'idle' });
  };
  return { state, upload, retry, reset };
}
