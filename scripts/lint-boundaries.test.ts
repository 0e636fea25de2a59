import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The package boundaries of DESIGN.md §2 are enforced by lint: check the rules bite. */
const eslint = new ESLint({ cwd: process.cwd() });

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

describe('package boundaries', () => {
  it('refuses imports of lower layers, apps, deep paths and relative cross-workspace paths', async () => {
    expect(
      await messages(
        'packages/core/src/x.ts',
        "import { a } from '@chartroom/ui';\nexport const b = a;\n",
      ),
    ).toEqual([expect.stringContaining('packages/core may not import @chartroom/ui')]);
    expect(
      await messages(
        'packages/ui/src/x.ts',
        "import { a } from '@chartroom/server';\nexport const b = a;\n",
      ),
    ).toEqual([expect.stringContaining('Nothing imports an app')]);
    expect(
      await messages(
        'apps/hub/src/x.ts',
        "import { a } from '@chartroom/core/src/schemas';\nexport const b = a;\n",
      ),
    ).toEqual([expect.stringContaining('No deep imports')]);
    expect(
      await messages(
        'apps/server/src/x.ts',
        "import { a } from '../../packages/core/src';\nexport const b = a;\n",
      ),
    ).toEqual([expect.stringContaining('never by relative path')]);
    expect(
      await messages(
        'packages/connectors/src/x.ts',
        "import { a } from '@chartroom/client';\nexport const b = a;\n",
      ),
    ).toEqual([expect.stringContaining('may not import @chartroom/client')]);
  });

  it('allows the layers DESIGN.md lists', async () => {
    expect(
      await messages(
        'packages/ui/src/x.ts',
        "import { a } from '@chartroom/core';\nexport const b = a;\n",
      ),
    ).toEqual([]);
    expect(
      await messages(
        'apps/server/src/x.ts',
        "import { a } from '@chartroom/connectors';\nexport const b = a;\n",
      ),
    ).toEqual([]);
  });
});
