import type { UploadAnswer, UploadProgress } from '@chartroom/client';
import { useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { useConnectionInvalidation } from './use-connections';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: UploadProgress }
  | { phase: 'processing' }
  | { phase: 'done'; answer: UploadAnswer }
  | { phase: 'failed'; message: string };

/** One upload at a time: progress while the bytes go, "processing" until the server answers. */
export function useUpload() {
  const { client } = useApi();
  const invalidate = useConnectionInvalidation();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function start(file: File, tableName: string) {
    controller.current = new AbortController();
    setState({ phase: 'uploading', progress: { loaded: 0, total: file.size, fraction: 0 } });
    try {
      const answer = await client.uploadFile({
        file,
        tableName,
        signal: controller.current.signal,
        onProgress: (progress) =>
          setState(
            progress.fraction >= 1 ? { phase: 'processing' } : { phase: 'uploading', progress },
          ),
      });
      setState({ phase: 'done', answer });
      invalidate(answer.connectionId);
    } catch (error) {
      if (controller.current.signal.aborted) setState({ phase: 'idle' });
      else
        setState({
          phase: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
    } finally {
      controller.current = null;
    }
  }

  return {
    state,
    start,
    cancel: () => controller.current?.abort(),
    reset: () => setState({ phase: 'idle' }),
    busy: state.phase === 'uploading' || state.phase === 'processing',
  };
}
