/** The smallest byte strings that pass (or fail) the image checks. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really the rest of a png'),
]);
export const TEXT_BYTES = Buffer.from('<html><script>alert(1)</script></html>');
