import type { UploadContentType } from '@kickchips/core';

const startsWith = (bytes: Buffer, prefix: number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const signatures: Record<UploadContentType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  'image/webp': (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
};

/** Whether the first bytes are those of the declared image type (its magic number). */
export function matchesImageType(contentType: string, head: Buffer): boolean {
  const check = signatures[contentType as UploadContentType];
  return check ? check(head) : false;
}
