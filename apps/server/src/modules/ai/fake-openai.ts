import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: an OpenAI-compatible server on 127.0.0.1 speaking the Chat Completions wire
 * protocol; `answer` turns the user prompt into the JSON the model "writes". Requests are kept.
 */
export interface FakeOpenAi {
  baseUrl: string;
  prompts: string[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(answer: (prompt: string) => unknown): Promise<FakeOpenAi> {
  const prompts: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as {
        model?: string;
        messages?: Array<{ role: string; content: string | Array<{ text?: string }> }>;
      };
      const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
      const prompt =
        typeof user?.content === 'string'
          ? user.content
          : (user?.content ?? []).map((p) => p.text ?? '').join('');
      prompts.push(prompt);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${prompts.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'fake',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(answer(prompt)) },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    prompts,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
