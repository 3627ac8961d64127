/**
 * `Content-Disposition: attachment` for a name chosen by a user (RFC 6266): a plain ASCII
 * `filename` for old clients and the exact name, percent-encoded, in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'document';
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|"/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
