import { Download } from 'lucide-react';

type FilePreviewProps = { url: string; contentType: string; name?: string };

/** Shows a file the way its type allows: image, video, audio, PDF, or else a download link. */
export function FilePreview({ url, contentType, name = 'file' }: FilePreviewProps) {
  const download = (
    <a href={url} download={name} className="link inline-flex min-h-10 items-center gap-2">
      <Download aria-hidden="true" className="h-4 w-4" />
      Download {name}
    </a>
  );
  if (contentType.startsWith('image/')) {
    return (
      <img
        src={url}
        alt={`Preview of ${name}`}
        className="max-h-48 max-w-full rounded-lg bg-[var(--surface-sunken)] object-contain"
      />
    );
  }
  if (contentType.startsWith('video/')) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: people upload their own clips; there are no captions to offer
      <video
        src={url}
        controls
        className="max-h-64 w-full rounded-lg bg-black"
        aria-label={`Preview of ${name}`}
      />
    );
  }
  if (contentType.startsWith('audio/')) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: people upload their own recordings; there are no captions to offer
      <audio src={url} controls className="w-full" aria-label={`Preview of ${name}`} />
    );
  }
  if (contentType === 'application/pdf') {
    return (
      <object
        data={url}
        type="application/pdf"
        className="h-64 w-full rounded-lg"
        aria-label={`Preview of ${name}`}
      >
        {download}
      </object>
    );
  }
  return download;
}
