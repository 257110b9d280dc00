import { randomUUID } from 'node:crypto';

export interface UploadFile {
  filename: string;
  contentType: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body for app.inject, as a browser would send it. */
export function multipartBody(files: UploadFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
