/**
 * The URL the browser loads an image from: shipped images (seeded avatars) are paths of the web
 * app; uploaded ones are public files served, or redirected to the bucket, by `/api/files/{key}`.
 */
export function fileUrl(image: string): string {
  return image.startsWith('/') ? image : `/api/files/${encodeURIComponent(image)}`;
}
