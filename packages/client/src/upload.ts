import { ApiError } from './api-error';
import type { UploadAnswer, UploadBody, UploadProgress } from './connection-types';
import { parseJson, type Http } from './http';

const UPLOAD_PATH = '/connection/upload';

function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, fraction: total > 0 ? Math.min(1, loaded / total) : 0 };
}

function formOf(body: UploadBody): FormData {
  const form = new FormData();
  // The table name first, so a streaming server can check it before reading the file.
  form.append('tableName', body.tableName);
  const name = body.fileName ?? (body.file instanceof File ? body.file.name : 'upload');
  form.append('file', body.file, name);
  return form;
}

function viaXhr(http: Http, create: () => XMLHttpRequest, body: UploadBody): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = create();
    const size = body.file.size;
    xhr.open('POST', http.url(UPLOAD_PATH));
    // Same-origin requests carry cookies anyway; cross-origin ones only when asked to.
    xhr.withCredentials = http.credentials === 'include';
    for (const [name, value] of Object.entries(http.authHeaders()))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : size;
      body.onProgress?.(progressOf(event.loaded, total));
    };
    xhr.upload.onload = () => body.onProgress?.(progressOf(size, size));
    xhr.onload = () => {
      try {
        resolve(http.unwrap<UploadAnswer>(parseJson(xhr.responseText), xhr.status, xhr.statusText));
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(String(error), 0));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError('Network error: the upload did not reach the server', 0));
    xhr.onabort = () => reject(new ApiError('Upload cancelled', 0));
    if (body.signal) {
      if (body.signal.aborted) {
        reject(new ApiError('Upload cancelled', 0));
        return;
      }
      body.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    body.onProgress?.(progressOf(0, size));
    xhr.send(formOf(body));
  });
}

/**
 * POST /connection/upload (multipart `tableName` + `file`). With XMLHttpRequest (browsers) the
 * upload reports progress as it goes; without (Node), it goes through fetch and reports 0 then 1.
 */
export async function uploadFile(http: Http, body: UploadBody): Promise<UploadAnswer> {
  const create =
    http.xhr ?? (typeof XMLHttpRequest === 'undefined' ? undefined : () => new XMLHttpRequest());
  if (create) return viaXhr(http, create, body);
  const size = body.file.size;
  body.onProgress?.(progressOf(0, size));
  const answer = await http.send<UploadAnswer>('POST', UPLOAD_PATH, {
    headers: http.authHeaders(),
    body: formOf(body),
    signal: body.signal,
  });
  body.onProgress?.(progressOf(size, size));
  return answer;
}
